import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createContextApp, databaseOf, resetDatabase } from '../testing/test-app';
import { TEST_STAFF_PASSWORD } from '../testing/staff-session';
import { AuthService } from './auth.service';
import { EMAIL_POLICY, IP_POLICY, LoginLockedException, LoginLockoutService } from './login-lockout.service';
import { SESSION_COOKIE } from './session-cookie';
import { StaffService } from './staff.service';
import { PRODUCTION_DOCUMENTS_KEY } from '../testing/environment-problems';

const MINUTE = 60_000;
const LOCKED = /^Too many failed sign-in attempts\. Sign-in is locked for/;

/** Lockout against the real database: parallel attempts, the doubling lock time and its cap, the address lock. */
describe('sign-in lockout', () => {
  let app: NestExpressApplication;
  let auth: AuthService;
  const http = () => request(app.getHttpServer());
  const login = (email: string, password: string, ip: string) =>
    http().post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });
  const createMember = (email: string) =>
    app.get(StaffService).create({ email, name: 'Member', role: 'editor', password: TEST_STAFF_PASSWORD });

  /** Signs in through the service with the clock at `now`: the lock message's minutes, or 'signed in' / 401. */
  async function attempt(email: string, password: string, ip: string, now: Date): Promise<string | number> {
    try {
      await auth.login(email, password, { ip, cookie: () => undefined, secureCookies: false }, now);
      return 'signed in';
    } catch (error) {
      if (error instanceof LoginLockedException) return Number(/locked for (\d+) minute/.exec(error.message)?.[1]);
      return (error as { status: number }).status;
    }
  }

  beforeAll(async () => {
    app = await createContextApp([]);
    await resetDatabase(app);
    auth = app.get(AuthService);
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts 30 parallel wrong passwords from one address: never 409 or 500, then the right one is refused', async () => {
    const email = 'raced@icast.test';
    await createMember(email);
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(email, 'not-the-password', '10.1.0.1')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    // Each one counted: at most the first four are told "wrong password"; the fifth checked locks the e-mail and
    // every later one is refused without its password being checked.
    expect(statuses.filter((status) => status === 401).length).toBeLessThan(EMAIL_POLICY.maxFailures);
    expect(
      await databaseOf(app)
        .collection('sign_in_locks')
        .countDocuments({ key: `email:${email}` }),
    ).toBe(1);

    const right = await login(email, TEST_STAFF_PASSWORD, '10.1.0.2').expect(429);
    expect(right.body.message).toMatch(LOCKED);
  });

  it('doubles the lock on each further lockout within a day, up to 60 minutes, then forgets after a day', async () => {
    const email = 'doubling@icast.test';
    await createMember(email);
    let now = new Date('2030-01-01T08:00:00Z');
    const lockMinutes: Array<string | number> = [];
    for (let lockout = 1; lockout <= 7; lockout++) {
      // A fresh address each round, so only the e-mail's lock is measured.
      const ip = `10.2.0.${lockout}`;
      for (let failure = 1; failure < EMAIL_POLICY.maxFailures; failure++) {
        expect(await attempt(email, 'wrong-password', ip, now)).toBe(401);
      }
      const minutes = await attempt(email, 'wrong-password', ip, now);
      lockMinutes.push(minutes);
      // Even the right password is refused until the lock ends: a second before, one minute is left.
      const justBeforeTheEnd = new Date(now.getTime() + Number(minutes) * MINUTE - 1000);
      expect(await attempt(email, TEST_STAFF_PASSWORD, ip, justBeforeTheEnd)).toBe(1);
      now = new Date(now.getTime() + Number(minutes) * MINUTE + 1000);
      if (lockout === 6) now = new Date(now.getTime() + 24 * 60 * MINUTE);
    }
    expect(lockMinutes).toEqual([5, 10, 20, 40, 60, 60, 5]);
    expect(await attempt(email, TEST_STAFF_PASSWORD, '10.2.1.1', now)).toBe('signed in');
  });

  it('locks an address after 20 failures across accounts; another address still signs in', async () => {
    const email = 'office@icast.test';
    await createMember(email);
    const ip = '10.3.0.1';
    for (let failure = 1; failure < IP_POLICY.maxFailures - 1; failure++) {
      await login(`nobody-${failure}@icast.test`, 'wrong-password', ip).expect(401);
    }
    // A correct sign-in from the same address does not reset its count of failures (a spray must not be reset).
    await login(email, TEST_STAFF_PASSWORD, ip).expect(200);
    await login('nobody-19@icast.test', 'wrong-password', ip).expect(401);
    const reached = await login('nobody-20@icast.test', 'wrong-password', ip).expect(429);
    expect(reached.body.message).toMatch(LOCKED);
    expect((await login(email, TEST_STAFF_PASSWORD, ip).expect(429)).body.message).toMatch(LOCKED);
    await login(email, TEST_STAFF_PASSWORD, '10.3.0.2').expect(200);
  });

  it("forgives an e-mail's finished failures on success, but not the ones still being checked", async () => {
    const lockout = app.get(LoginLockoutService);
    const email = 'forgiven@icast.test';
    await createMember(email);
    const now = new Date('2030-06-01T08:00:00Z');
    for (let failure = 1; failure < EMAIL_POLICY.maxFailures; failure++) {
      expect(await attempt(email, 'wrong-password', `10.5.0.${failure}`, now)).toBe(401);
    }
    expect(await attempt(email, TEST_STAFF_PASSWORD, '10.5.1.1', now)).toBe('signed in');
    // Four in flight, then a success, then they turn out wrong: they still count, so the next failure locks.
    const inFlight = await Promise.all([1, 2, 3, 4].map((n) => lockout.begin(email, `10.5.2.${n}`, now)));
    await lockout.succeeded(await lockout.begin(email, '10.5.3.1', now));
    for (const ticket of inFlight) await lockout.failed(ticket);
    expect(await attempt(email, 'wrong-password', '10.5.4.1', now)).toBe(5);
  });

  it('prunes attempts older than the counting window with the next attempt', async () => {
    const attempts = databaseOf(app).collection('sign_in_attempts');
    expect(await attempts.countDocuments()).toBeGreaterThan(0);
    await attempt('someone@icast.test', 'wrong-password', '10.4.0.1', new Date('2031-01-01T00:00:00Z'));
    expect(await attempts.countDocuments()).toBe(1);
  });
});

describe('the session cookie', () => {
  const cookieOf = async (env: NodeJS.ProcessEnv) => {
    const app = await createContextApp([], env);
    try {
      await resetDatabase(app);
      await app.get(StaffService).create({
        email: 'head@icast.test',
        name: 'Head',
        role: 'admin',
        password: TEST_STAFF_PASSWORD,
      });
      const response = await request(app.getHttpServer())
        .post('/api/auth/login')
        .send({ email: 'head@icast.test', password: TEST_STAFF_PASSWORD })
        .expect(200);
      return response.get('Set-Cookie')?.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    } finally {
      await app.close();
    }
  };

  it('is Secure with NODE_ENV=production and not in test', async () => {
    const production = await cookieOf({
      NODE_ENV: 'production',
      ...PRODUCTION_DOCUMENTS_KEY,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      PAYSTACK_SECRET_KEY: 'sk_test_unused',
      PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
    });
    expect(production.split('; ')).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax']));
    const test = await cookieOf({});
    expect(test).toContain('HttpOnly');
    expect(test.split('; ')).not.toContain('Secure');
  });
});
