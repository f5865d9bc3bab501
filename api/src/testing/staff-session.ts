import { getModelToken } from '@nestjs/mongoose';
import type { NestExpressApplication } from '@nestjs/platform-express';
import argon2 from 'argon2';
import type { Model } from 'mongoose';
import request from 'supertest';
import { apiUrl, ENDPOINTS, type StaffRole } from '@icast/contracts';
import { StaffService } from '../identity/staff.service';
import { Staff } from '../identity/staff.schema';

/** Known only to tests; never used outside the test database. */
export const TEST_STAFF_PASSWORD = 'test-password-for-staff';

export const testStaffEmail = (role: StaffRole) => `test-${role}@icast.test`;

let testStaffPasswordHash: Promise<string> | undefined;
/**
 * The test accounts' argon2id hash at the library's lowest cost, made once per file. A sign-in verifies with the
 * parameters stored in the hash, so the suite's hundreds of sign-ins as a test account skip production's 19 MiB and
 * two passes (about 50 ms of a core each, twice with the account's creation). Production's parameters
 * (identity/password-hasher.ts) are untouched, and every account a test makes through StaffService or the API
 * still gets them.
 */
const cheapTestStaffPasswordHash = () =>
  (testStaffPasswordHash ??= argon2.hash(TEST_STAFF_PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 1024,
    timeCost: 1,
    parallelism: 1,
  }));

/**
 * Cookie header values that make a supertest request come from a signed-in staff member of that role:
 * creates the account in this test's database when missing, signs in through POST /api/auth/login and
 * returns its Set-Cookie. Feature tests of staff routes send it on every call.
 */
export async function staffCookie(app: NestExpressApplication, role: StaffRole = 'admin'): Promise<string[]> {
  const email = testStaffEmail(role);
  if (!(await app.get(StaffService).findByEmail(email))) {
    const staff = app.get<Model<Staff>>(getModelToken(Staff.name));
    await staff.create({ email, name: `Test ${role}`, role, passwordHash: await cheapTestStaffPasswordHash() });
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
