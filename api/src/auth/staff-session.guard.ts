import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import type { StaffRole, StaffUser } from '@icast/contracts';
import { STAFF_ROLES_KEY } from './staff-access';
import { readSessionCookie } from './session-cookie';
import { STAFF_JWT_STRATEGY } from './staff-jwt.strategy';

export const SIGN_IN_REQUIRED = 'Please sign in to continue';
export const ROLE_NOT_ALLOWED = 'Your staff role does not allow this';

/**
 * Global guard for every route of every module. Whenever a valid session cookie comes with a request it sets
 * request.user (public routes use it too, e.g. drafts for staff); routes marked @StaffOnly(...) then require a
 * session (401) and, when roles are listed, one of them (403).
 */
@Injectable()
export class StaffSessionGuard extends AuthGuard(STAFF_JWT_STRATEGY) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request & { user?: StaffUser }>();
    if (readSessionCookie(request)) await super.canActivate(context);
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(STAFF_ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (roles === undefined) return true;
    const user = request.user;
    if (!user) throw new UnauthorizedException(SIGN_IN_REQUIRED);
    if (roles.length > 0 && !roles.includes(user.role)) throw new ForbiddenException(ROLE_NOT_ALLOWED);
    return true;
  }

  /** An expired, tampered or revoked token just means "not signed in"; the route decides whether that is fine. */
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser | undefined {
    if (error) throw error;
    return user || undefined;
  }
}
