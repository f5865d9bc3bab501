import { getModelToken } from '@nestjs/mongoose';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { authenticator } from 'otplib';
import argon2 from 'argon2';
import type { Model } from 'mongoose';
import request from 'supertest';
import { apiUrl, ENDPOINTS, type StaffRole } from '@icast/contracts';
import { StaffService } from '../identity/staff.service';
import { Staff } from '../identity/staff.schema';

/** Known only to tests; never used outside the test database. */
export const TEST_STAFF_PASSWORD = 'test-password-for-staff';

export const testStaffEmail = (role: StaffRole) => `test-${role}@icast.test`;

const STEP_MS = 30_000;

/** The sessions staffCookie handed out, per app and role: reused while the API still accepts them. */
const sessions = new WeakMap<NestExpressApplication, Map<StaffRole, string[]>>();
/** The authenticator secret of each member the helpers enrolled, by member id (ObjectIds never repeat). */
const secrets = new Map<string, string>();

const cookiesOf = (response: request.Response, what: string): string[] => {
  const cookies = response.get('Set-Cookie');
  if (!cookies?.length) throw new Error(`${what}: sign-in set no cookie`);
  return cookies.map((cookie) => cookie.split(';')[0]!);
};

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
 * The code the member's authenticator app shows for a step the API still accepts (it takes a code once, and one step
 * either side of its clock): this step's, or the next one's when this one was used. Waits for a later step only when
 * both were used (the same member signed in twice within 30 seconds).
 */
export async function nextSignInCode(app: NestExpressApplication, email: string): Promise<string> {
  const staff = app.get(StaffService);
  for (;;) {
    const member = await staff.findByEmail(email);
    if (!member?.secondFactor) throw new Error(`nextSignInCode: ${email} has no second factor`);
    const secret = secrets.get(String(member._id));
    if (!secret)
      throw new Error(`nextSignInCode: ${email} was not enrolled by the test helpers, its secret is unknown`);
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(member.lastCodeStep + 1, now);
    if (step <= now + 1) return authenticator.clone({ epoch: step * STEP_MS }).generate(secret);
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 50));
  }
}

/**
 * Enrols an authenticator for the member behind this (enrolment-only) session, as the dashboard does: the secret from
 * setup, the app's current code to confirm. The helpers keep the secret to compute the member's later codes.
 */
export async function enrolSecondFactor(
  api: NestExpressApplication | string,
  cookies: string[],
): Promise<{ secret: string; recoveryCodes: string[] }> {
  // An app in this process, or the address of an API started as its own process.
  const http = request(typeof api === 'string' ? api : api.getHttpServer());
  const setup = await http.post(apiUrl(ENDPOINTS.auth.secondFactorSetup)).set('Cookie', cookies);
  if (setup.status !== 200) throw new Error(`enrolSecondFactor: setup answered ${setup.status}`);
  const { secret } = setup.body as { secret: string };
  const check = await http.get(apiUrl(ENDPOINTS.auth.check)).set('Cookie', cookies);
  secrets.set((check.body as { user: { id: string } }).user.id, secret);
  const confirmed = await http
    .post(apiUrl(ENDPOINTS.auth.secondFactorConfirm))
    .set('Cookie', cookies)
    .send({ code: authenticator.generate(secret) });
  if (confirmed.status !== 200) {
    throw new Error(`enrolSecondFactor: confirm answered ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  }
  return { secret, recoveryCodes: (confirmed.body as { recoveryCodes: string[] }).recoveryCodes };
}

/**
 * Signs a member in through POST /api/auth/login as the dashboard does: the password, then (with a second factor)
 * the authenticator's code; a member whose role requires a second factor and who has none enrols one first, like a
 * new member at their first sign-in. Answers the session's cookie header values.
 */
export async function signInStaff(app: NestExpressApplication, email: string, password: string): Promise<string[]> {
  const login = (code?: string) =>
    request(app.getHttpServer())
      .post(apiUrl(ENDPOINTS.auth.login))
      .send({ email, password, ...(code === undefined ? {} : { code }) });
  let response = await login();
  if (response.status === 200 && (response.body as { codeRequired?: boolean }).codeRequired) {
    response = await login(await nextSignInCode(app, email));
  }
  if (response.status !== 200) {
    throw new Error(`sign-in as ${email} failed with ${response.status} ${JSON.stringify(response.body)}`);
  }
  const cookies = cookiesOf(response, email);
  if ((response.body as { user: { secondFactorSetupRequired?: boolean } }).user.secondFactorSetupRequired) {
    await enrolSecondFactor(app, cookies);
  }
  return cookies;
}

/**
 * Cookie header values that make a supertest request come from a signed-in staff member of that role: creates the
 * account in this test's database when missing and signs in through POST /api/auth/login, with the second factor the
 * role requires (enrolled at the first sign-in, as for a new member). The session is reused while the API still
 * accepts it as this member's, so a file signs each member in about once (a code is taken only once). Feature tests
 * of staff routes send it on every call.
 */
export async function staffCookie(app: NestExpressApplication, role: StaffRole = 'admin'): Promise<string[]> {
  const email = testStaffEmail(role);
  const cached = sessions.get(app)?.get(role);
  if (cached && (await isSessionOf(app, cached, email, role))) return cached;
  if (!(await app.get(StaffService).findByEmail(email))) {
    const staff = app.get<Model<Staff>>(getModelToken(Staff.name));
    await staff.create({ email, name: `Test ${role}`, role, passwordHash: await cheapTestStaffPasswordHash() });
  }
  const cookies = await signInStaff(app, email, TEST_STAFF_PASSWORD);
  if (!sessions.has(app)) sessions.set(app, new Map());
  sessions.get(app)!.set(role, cookies);
  return cookies;
}

async function isSessionOf(app: NestExpressApplication, cookies: string[], email: string, role: StaffRole) {
  const check = await request(app.getHttpServer()).get(apiUrl(ENDPOINTS.auth.check)).set('Cookie', cookies);
  const user = (check.body as { user?: { email: string; role: StaffRole; secondFactorSetupRequired?: true } }).user;
  return user?.email === email && user.role === role && !user.secondFactorSetupRequired;
}
