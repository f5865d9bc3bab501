import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { API_PREFIX } from '@icast/contracts';
import { AppConfig } from '../../platform/config/app-config';
import { readCookie } from '../../platform/http/cookies';
import { PARENT_SIGN_IN_REQUIRED, ParentSessions } from './parent-sessions';
import type { ParentGrant } from './parent-token';

export { PARENT_SIGN_IN_REQUIRED };
export const PARENT_COOKIE = 'icast_parent';

/** Sent only to the parent's own routes; the same options set and clear it. */
export function parentCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: `${API_PREFIX}/parent` };
}

/** The parent's session cookie; a malformed one reads as absent (the usual sign-in answer, never a 500). */
export function readParentCookie(request: Request): string | undefined {
  return readCookie(request, PARENT_COOKIE);
}

type ParentRequest = Request & { parentGrant?: ParentGrant };

/**
 * Admits a parent signed in by their link (the session cookie set by POST parent/session, still recorded in the
 * database) and hands the handler what the link granted: `@Parent() grant`. Which applications that grant opens is
 * ApplicationService.forParent(grant); a handler that names an application takes it with `@FamilyApplication()`,
 * which refuses one the link does not open.
 */
@Injectable()
export class ParentAccessGuard implements CanActivate {
  constructor(
    private readonly sessions: ParentSessions,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ParentRequest>();
    const cookie = readParentCookie(request);
    const checked = await this.sessions.check(cookie);
    if ('problem' in checked) throw new UnauthorizedException(checked.problem);
    if (checked.renewed && cookie) {
      // The browser keeps the cookie as long as the session now lasts: thirty days from this visit.
      context
        .switchToHttp()
        .getResponse<Response>()
        .cookie(PARENT_COOKIE, cookie, {
          ...parentCookieOptions(this.config.nodeEnv === 'production'),
          expires: checked.grant.expiresAt,
        });
    }
    request.parentGrant = checked.grant;
    return true;
  }
}

/** What the parent's link grants, as ParentAccessGuard found it; a route without the guard admits no parent. */
export function parentGrantOf(request: Request): ParentGrant {
  const grant = (request as ParentRequest).parentGrant;
  if (!grant) throw new UnauthorizedException(PARENT_SIGN_IN_REQUIRED);
  return grant;
}

/** What the parent's link grants; only on routes behind ParentAccessGuard. */
export const Parent = createParamDecorator(
  (_: unknown, context: ExecutionContext): ParentGrant => parentGrantOf(context.switchToHttp().getRequest<Request>()),
);
