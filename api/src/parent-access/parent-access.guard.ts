import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { CookieOptions, Request } from 'express';
import { API_PREFIX } from '@icast/contracts';
import { readCookie } from '../common/cookies';
import { ParentLinks } from './parent-links';
import type { ParentGrant } from './parent-token';

export const PARENT_COOKIE = 'icast_parent';
export const PARENT_SIGN_IN_REQUIRED = 'Open the link we e-mailed you, or ask for a new one below.';

/** Sent only to the parent's own routes; the same options set and clear it. */
export function parentCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: `${API_PREFIX}/parent` };
}

type ParentRequest = Request & { parentGrant?: ParentGrant };

/**
 * Admits a parent signed in by their link (the cookie set by POST parent/session) and hands the handler what the link
 * grants: `@Parent() grant`. Which applications that grant opens is ApplicationService.forParent(grant); a handler
 * that names an application takes it with `@FamilyApplication()`, which refuses one the link does not open.
 */
@Injectable()
export class ParentAccessGuard implements CanActivate {
  constructor(private readonly links: ParentLinks) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<ParentRequest>();
    const token = readCookie(request, PARENT_COOKIE);
    if (!token) throw new UnauthorizedException(PARENT_SIGN_IN_REQUIRED);
    const checked = this.links.check(token);
    if ('problem' in checked) throw new UnauthorizedException(checked.problem);
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
