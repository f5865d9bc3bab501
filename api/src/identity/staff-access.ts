import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { StaffUser } from '@icast/contracts';

/** The signed-in staff member, or undefined on a public request (e.g. the blog list, which shows drafts to staff). */
export const CurrentStaff = createParamDecorator(
  (_data: unknown, context: ExecutionContext): StaffUser | undefined =>
    context.switchToHttp().getRequest<{ user?: StaffUser }>().user,
);
