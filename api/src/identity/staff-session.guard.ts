import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  InternalServerErrorException,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import passport from 'passport';
import { codedRefusal, roleMayCall, SECOND_FACTOR_SETUP_REQUIRED, type StaffUser } from '@icast/contracts';
import { endpointOf } from '../platform/http/endpoint.decorator';
import { enrolmentMayCall, SECOND_FACTOR_SETUP_MESSAGE } from './second-factor-policy';
import { readSessionCookie } from './session-cookie';
import { StaffJwtStrategy } from './staff-jwt.strategy';

export const SIGN_IN_REQUIRED = 'Please sign in to continue';
export const ROLE_NOT_ALLOWED = 'Your staff role does not allow this';

/**
 * Global guard for every route of every module. Whenever a valid session cookie comes with a request it sets
 * request.user (public routes use it too, e.g. drafts for staff). Who may call a route comes from its entry in the
 * endpoint table (`@Endpoint(ENDPOINTS.x.y)`): a `staff(...roles)` entry requires a session (401) and one of its
 * roles (403). A handler without an entry is refused: no route is open by omission.
 */
@Injectable()
export class StaffSessionGuard implements CanActivate {
  constructor(private readonly strategy: StaffJwtStrategy) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const endpoint = endpointOf(context.getHandler());
    // Unreachable through the table (endpoint-table.spec.ts): a developer's mistake, refused rather than left open.
    if (!endpoint) throw new InternalServerErrorException('This route is not in the endpoint table');
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: StaffUser }>();
    if (readSessionCookie(request)) request.user = await this.authenticate(request, http.getResponse<Response>());
    // A member who must still enrol a second factor holds a session for the enrolment only: a staff route refuses
    // with a code the dashboard turns into the enrolment page, and a public route treats them as a visitor.
    if (request.user?.secondFactorSetupRequired && !enrolmentMayCall(endpoint)) {
      if (endpoint.access === 'staff') {
        throw new ForbiddenException(codedRefusal(SECOND_FACTOR_SETUP_REQUIRED, SECOND_FACTOR_SETUP_MESSAGE));
      }
      request.user = undefined;
    }
    if (endpoint.access !== 'staff') return true;
    const user = request.user;
    if (!user) throw new UnauthorizedException(SIGN_IN_REQUIRED);
    if (!roleMayCall(user.role, endpoint)) throw new ForbiddenException(ROLE_NOT_ALLOWED);
    return true;
  }

  /**
   * Runs passport-jwt with this app's own strategy rather than passport's global registry by name,
   * where a second app in the same process (tests) would replace our secret and database with its own.
   * An expired, tampered or revoked token just means "not signed in"; the route decides whether that is fine.
   */
  private authenticate(request: Request, response: Response): Promise<StaffUser | undefined> {
    return new Promise((resolve, reject) => {
      const done = (error: unknown, user: StaffUser | false | undefined) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(user || undefined);
      // passport attaches this request's success/fail callbacks to the strategy object it is given: a fresh
      // object per request (as passport's by-name lookup makes), or concurrent requests overwrite each other's.
      const perRequest = Object.create(this.strategy) as StaffJwtStrategy;
      passport.authenticate(perRequest, { session: false }, done)(request, response, reject);
    });
  }
}
