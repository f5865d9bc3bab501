import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { apiUrl, ENDPOINTS, type StaffRole } from '@icast/contracts';
import { StaffService } from '../identity/staff.service';

/** Known only to tests; never used outside the test database. */
export const TEST_STAFF_PASSWORD = 'test-password-for-staff';

export const testStaffEmail = (role: StaffRole) => `test-${role}@icast.test`;

/**
 * Cookie header values that make a supertest request come from a signed-in staff member of that role:
 * creates the account in this test's database when missing, signs in through POST /api/auth/login and
 * returns its Set-Cookie. Feature tests of staff routes send it on every call.
 */
export async function staffCookie(app: NestExpressApplication, role: StaffRole = 'admin'): Promise<string[]> {
  const staff = app.get(StaffService);
  const email = testStaffEmail(role);
  if (!(await staff.findByEmail(email))) {
    await staff.create({ email, name: `Test ${role}`, role, password: TEST_STAFF_PASSWORD });
  }
  const response = await request(app.getHttpServer())
    .post(apiUrl(ENDPOINTS.auth.login))
    .send({ email, password: TEST_STAFF_PASSWORD });
  if (response.status !== 200) {
    throw new Error(`staffCookie: sign-in as ${role} failed with ${response.status} ${JSON.stringify(response.body)}`);
  }
  const cookies = response.get('Set-Cookie');
  if (!cookies?.length) throw new Error('staffCookie: sign-in set no cookie');
  return cookies.map((cookie) => cookie.split(';')[0]!);
}
