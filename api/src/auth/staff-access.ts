import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { StaffRole, StaffUser } from '@icast/contracts';

export const STAFF_ROLES_KEY = 'icast:staffRoles';

/**
 * Marks a route as staff-only. With no roles, any signed-in staff member may call it; otherwise only
 * the listed roles. The auth module's global guard enforces it (and its test walks every route
 * carrying this mark), so feature modules only declare who may call what.
 */
export const StaffOnly = (...roles: StaffRole[]) => SetMetadata(STAFF_ROLES_KEY, roles);

/** The signed-in staff member, or undefined on a public request (e.g. the blog list, which shows drafts to staff). */
export const CurrentStaff = createParamDecorator(
  (_data: unknown, context: ExecutionContext): StaffUser | undefined =>
    context.switchToHttp().getRequest<{ user?: StaffUser }>().user,
);
