import type { NestExpressApplication } from '@nestjs/platform-express';
import type { StaffRole } from '@icast/contracts';

/**
 * Cookie header values that make a supertest request come from a signed-in staff member.
 * Feature tests of @StaffOnly routes send it on every call. Until the auth module (issue 6) lands
 * there is no session to create, so the list is empty; that module replaces this body with a real
 * sign-in (create the staff account, POST /api/auth/login, return its Set-Cookie).
 */
export async function staffCookie(_app: NestExpressApplication, _role: StaffRole = 'admin'): Promise<string[]> {
  return [];
}
