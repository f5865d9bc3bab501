import type { NestExpressApplication } from '@nestjs/platform-express';
import { authenticator } from 'otplib';
import request from 'supertest';
import { apiUrl, COLLECTIONS, ENDPOINTS } from '@icast/contracts';
import { staffCookie, TEST_STAFF_PASSWORD } from '../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase } from '../testing/test-app';
import { SESSION_COOKIE } from './session-cookie';
import { StaffService } from './staff.service';

const LOCKED = /^Too many failed sign-in attempts/;
/** The code an authenticator app shows `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) =>
  authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);

/** Two-factor sign-in against the real database: enrolment, codes used once, recovery codes, lockout, reset. */
describe('two-factor sign-in for staff', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const login = (email: string, code?: string, ip = '10.0.0.1') =>
    http()
      .post(apiUrl(ENDPOINTS.auth.login))
      .set('X-Forwarded-For', ip)
      .send({ email, password: TEST_STAFF_PASSWORD, ...(code === undefined ? {} : { code }) });
  const sessionOf = (response: request.Response) =>
    (response.get('Set-Cookie') ?? []).find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));

  /** A member who enrolled an authenticator: their secret (as the app holds it) and recovery codes. */
  async function enrolled(email: string) {
    await app
      .get(StaffService)
      .create({ email, name: 'Bisi Office', role: 'admissions', password: TEST_STAFF_PASSWORD });
    const first = await login(email).expect(200);
    const cookie = [sessionOf(first)!.split(';')[0]!];
    const setup = await http().post(apiUrl(ENDPOINTS.auth.secondFactorSetup)).set('Cookie', cookie).expect(200);
    const { secret } = setup.body as { secret: string };
    const confirmed = await http()
      .post(apiUrl(ENDPOINTS.auth.secondFactorConfirm))
      .set('Cookie', cookie)
      .send({ code: codeOf(secret) })
      .expect(200);
    return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[], cookie };
  }

  beforeAll(async () => {
    app = await createContextApp([]);
    await resetDatabase(app);
  });
  afterAll(() => app.close());

  it('enrols with a QR code and a confirming code; the secret is stored sealed and ten recovery codes are shown', async () => {
    const email = 'enrol@icast.test';
    await app.get(StaffService).create({ email, name: 'Ade', role: 'admin', password: TEST_STAFF_PASSWORD });
    const cookie = [sessionOf(await login(email).expect(200))!.split(';')[0]!];
    const setup = await http().post(apiUrl(ENDPOINTS.auth.secondFactorSetup)).set('Cookie', cookie).expect(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/ICAST%20Schools:enrol%40icast\.test\?/);
    expect(setup.body.qrSvg).toMatch(/^<svg /);
    const wrong = await http()
      .post(apiUrl(ENDPOINTS.auth.secondFactorConfirm))
      .set('Cookie', cookie)
      .send({ code: '000000' === codeOf(setup.body.secret) ? '111111' : '000000' })
      .expect(400);
    expect(wrong.body.errors).toEqual([{ field: 'code', message: expect.stringMatching(/^That code is not right/) }]);
    const confirmed = await http()
      .post(apiUrl(ENDPOINTS.auth.secondFactorConfirm))
      .set('Cookie', cookie)
      .send({ code: codeOf(setup.body.secret) })
      .expect(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    for (const code of confirmed.body.recoveryCodes) expect(code).toMatch(/^[2-9A-Z]{4}(-[2-9A-Z]{4}){3}$/);

    const stored = JSON.stringify(await databaseOf(app).collection(COLLECTIONS.staff).findOne({ email }));
    expect(stored).not.toContain(setup.body.secret);
    for (const code of confirmed.body.recoveryCodes) expect(stored).not.toContain(code);
    // On already: a second enrolment is refused.
    await http().post(apiUrl(ENDPOINTS.auth.secondFactorSetup)).set('Cookie', cookie).expect(409);
  });

  it('asks for a code after the right password, signs in with it, never takes the same code twice', async () => {
    const email = 'codes@icast.test';
    const { secret } = await enrolled(email);
    const passwordOnly = await login(email).expect(200);
    expect(passwordOnly.body).toEqual({ codeRequired: true });
    expect(sessionOf(passwordOnly)).toBeUndefined();

    // The enrolment used this step's code: the next step's is within the one step allowed either side.
    const code = codeOf(secret, 1);
    const signedIn = await login(email, code).expect(200);
    expect(signedIn.body.user).toMatchObject({ email, role: 'admissions' });
    expect(sessionOf(signedIn)).toBeDefined();
    const replayed = await login(email, code).expect(401);
    expect(replayed.body.message).toMatch(/^That code is not right/);
    // Two steps ahead is too far from the clock.
    await login(email, codeOf(secret, 3)).expect(401);
  });

  it('lets one of parallel sign-ins with the same code through', async () => {
    const { secret } = await enrolled('race@icast.test');
    const code = codeOf(secret, 1);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, n) => login('race@icast.test', code, `10.0.1.${n}`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401]);
  });

  it('takes each recovery code once, typed in any case and spacing', async () => {
    const { recoveryCodes } = await enrolled('recover@icast.test');
    const [first, second] = recoveryCodes;
    await login('recover@icast.test', first!.toLowerCase().replace(/-/g, ' ')).expect(200);
    await login('recover@icast.test', first).expect(401);
    await login('recover@icast.test', second).expect(200);
    await login('recover@icast.test', 'x'.repeat(41)).expect(400);
  });

  it('counts wrong codes towards the lockout, which then holds against the right code', async () => {
    const { secret } = await enrolled('guess@icast.test');
    const answers = [];
    for (let n = 0; n < 5; n += 1) answers.push((await login('guess@icast.test', '123456')).status);
    expect(answers.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(answers[4]).toBe(429);
    // The password alone neither unlocks nor forgives.
    const locked = await login('guess@icast.test', codeOf(secret, 1)).expect(429);
    expect(locked.body.message).toMatch(LOCKED);
  });

  it('an admin resets another member’s second factor: their sessions end and the password alone signs in again', async () => {
    const member = await enrolled('lostphone@icast.test');
    const admin = await staffCookie(app, 'admin');
    const adminId = (await app.get(StaffService).findByEmail('test-admin@icast.test'))!._id;
    const memberId = (await app.get(StaffService).findByEmail('lostphone@icast.test'))!._id;
    await http()
      .post(apiUrl(ENDPOINTS.auth.staffResetSecondFactor, { id: String(adminId) }))
      .set('Cookie', admin)
      .expect(400);
    const reset = await http()
      .post(apiUrl(ENDPOINTS.auth.staffResetSecondFactor, { id: String(memberId) }))
      .set('Cookie', admin)
      .expect(200);
    expect(reset.body.user).toMatchObject({ email: 'lostphone@icast.test', secondFactor: false });
    const stored = await databaseOf(app).collection(COLLECTIONS.staff).findOne({ _id: memberId });
    expect(stored).toMatchObject({ secondFactorReset: { by: 'test-admin@icast.test', at: expect.any(Date) } });
    expect(stored?.recoveryCodes).toBeUndefined();
    await http().get(apiUrl(ENDPOINTS.auth.check)).set('Cookie', member.cookie).expect(200, {
      authenticated: false,
      user: null,
    });
    const again = await login('lostphone@icast.test').expect(200);
    expect(again.body.user).toMatchObject({ email: 'lostphone@icast.test' });
  });
});
