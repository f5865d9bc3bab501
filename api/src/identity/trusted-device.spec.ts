import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp, databaseOf, resetDatabase } from '../testing/test-app';
import { TEST_STAFF_PASSWORD } from '../testing/staff-session';
import { AuthService, type SignedIn } from './auth.service';
import { DEVICE_POLICY, LoginLockedException } from './login-lockout.service';
import { StaffService } from './staff.service';
import { DEVICE_TRUST_MS } from './trusted-device';

const MINUTE = 60_000;
const LOCKED = /^Too many failed sign-in attempts\. Sign-in is locked for/;
/** Both instances sign with it, as every instance behind the proxy does. */
const JWT_SECRET = 'a-shared-secret-for-both-api-instances-in-this-test';

/**
 * Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies") against the real database: an
 * attack on an account from many addresses locks unknown devices out, not the member's own computer; a cookie that
 * is not genuine counts as an unknown device; guessing with a genuine one is counted and locked for that device.
 */
describe('sign-in from a device the member signed in from before', () => {
  let app: NestExpressApplication;
  let other: NestExpressApplication;
  const login = (instance: NestExpressApplication, email: string, password: string, ip: string, cookie?: string) => {
    const call = request(instance.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', ip);
    if (cookie) call.set('Cookie', cookie);
    return call.send({ email, password });
  };
  const createMember = (email: string) =>
    app.get(StaffService).create({ email, name: 'Member', role: 'editor', password: TEST_STAFF_PASSWORD });
  /** `name=value` of the device cookie a sign-in set, as the browser sends it back. */
  const deviceCookieOf = (response: request.Response): string => {
    const cookie = response.get('Set-Cookie')?.find((line) => line.startsWith('icast_device_'));
    if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(response.get('Set-Cookie'))}`);
    return cookie.split(';')[0]!;
  };
  const deviceId = (cookie: string) => cookie.split('=')[1]!.split('.')[0];
  /** Five wrong passwords from five unknown addresses: the e-mail is locked for unknown devices. */
  const lockForUnknownDevices = async (email: string, network: string) => {
    for (let n = 1; n <= 5; n++) await login(app, email, 'wrong-password', `${network}.${n}`);
    await login(app, email, TEST_STAFF_PASSWORD, `${network}.99`).expect(429);
  };

  beforeAll(async () => {
    app = await createTestApp({ JWT_SECRET });
    await resetDatabase(app);
    other = await createTestApp({ JWT_SECRET });
  });
  afterAll(async () => {
    await Promise.all([app.close(), other.close()]);
  });

  it('signs in during an attack from 30 addresses that keeps every unknown device locked out', async () => {
    const email = 'bursar@icast.test';
    await createMember(email);
    const first = await login(app, email, TEST_STAFF_PASSWORD, '10.6.0.1').expect(200);
    const device = deviceCookieOf(first);
    const attributes = first
      .get('Set-Cookie')!
      .find((line) => line.startsWith('icast_device_'))!
      .split('; ');
    expect(attributes).toEqual(expect.arrayContaining(['Path=/api/auth/login', 'HttpOnly', 'SameSite=Strict']));

    const attack = await Promise.all(
      Array.from({ length: 30 }, (_, n) => login(app, email, `guess-${n}`, `10.6.1.${n + 1}`)),
    );
    expect(attack.map(({ status }) => status).filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(attack.filter(({ status }) => status === 401).length).toBeLessThan(5);
    const lockedOut = await login(app, email, TEST_STAFF_PASSWORD, '10.6.2.1').expect(429);
    expect(lockedOut.body.message).toMatch(LOCKED);
    expect(lockedOut.body.message).toContain('A computer or phone you have signed in on before can still sign in.');

    const mine = await login(app, email, TEST_STAFF_PASSWORD, '10.6.0.1', device).expect(200);
    expect(mine.body.user.email).toBe(email);
    // The same device, its cookie renewed; and the attackers gained nothing from the member's sign-in.
    expect(deviceId(deviceCookieOf(mine))).toBe(deviceId(device));
    await login(app, email, TEST_STAFF_PASSWORD, '10.6.1.7').expect(429);
    // The attack goes on (the lock escalates); the member's device still gets in.
    await Promise.all(Array.from({ length: 10 }, (_, n) => login(app, email, `again-${n}`, `10.6.3.${n + 1}`)));
    await login(app, email, TEST_STAFF_PASSWORD, '10.6.0.1', device).expect(200);
  });

  it("treats a forged, altered, oversized or colleague's device cookie, or one from another deployment, as unknown", async () => {
    const email = 'secretary@icast.test';
    const colleague = 'teacher@icast.test';
    await Promise.all([createMember(email), createMember(colleague)]);
    const genuine = deviceCookieOf(await login(app, email, TEST_STAFF_PASSWORD, '10.7.0.1').expect(200));
    const colleagues = deviceCookieOf(await login(app, colleague, TEST_STAFF_PASSWORD, '10.7.0.2').expect(200));
    const elsewhere = await createTestApp({ JWT_SECRET: 'another-deployment-with-its-own-secret-of-40-chars' });
    let otherDeployment: string;
    try {
      otherDeployment = deviceCookieOf(await login(elsewhere, email, TEST_STAFF_PASSWORD, '10.7.0.3').expect(200));
    } finally {
      await elsewhere.close();
    }
    await lockForUnknownDevices(email, '10.7.1');

    const [name, value] = genuine.split('=') as [string, string];
    const [id, issued, signature] = value.split('.') as [string, string, string];
    const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
    const refused = {
      'changed signature': `${name}=${id}.${issued}.${flip(signature)}`,
      'another device id': `${name}=${flip(id)}.${issued}.${signature}`,
      'renewed by hand': `${name}=${id}.${Number(issued) + 60}.${signature}`,
      "a colleague's value under this account's name": `${name}=${colleagues.split('=')[1]}`,
      "a colleague's cookie": colleagues,
      'signed by another deployment': otherDeployment,
      oversized: `${name}=${'A'.repeat(8000)}`,
      'made up': `${name}=not-a-device-cookie`,
    };
    for (const [what, cookie] of Object.entries(refused)) {
      const answer = await login(app, email, TEST_STAFF_PASSWORD, '10.7.0.1', cookie);
      expect({ what, status: answer.status, message: answer.body.message }).toEqual({
        what,
        status: 429,
        message: expect.stringMatching(LOCKED),
      });
    }
    await login(app, email, TEST_STAFF_PASSWORD, '10.7.0.1', genuine).expect(200);
  });

  it('treats a device cookie older than its trust period as unknown; a cookie renewed within it stays trusted', async () => {
    const auth = app.get(AuthService);
    const email = 'holiday@icast.test';
    await createMember(email);
    const signIn = (password: string, ip: string, now: Date, device?: SignedIn['device']) =>
      auth
        .login(
          email,
          password,
          { ip, cookie: (name) => (name === device?.name ? device.value : undefined), secureCookies: false },
          now,
        )
        .catch((error: unknown) =>
          error instanceof LoginLockedException ? 429 : (error as { status: number }).status,
        );
    const start = new Date('2030-01-06T08:00:00Z');
    const signedIn = await signIn(TEST_STAFF_PASSWORD, '10.9.0.1', start);
    if (typeof signedIn === 'number') throw new Error(`sign-in answered ${signedIn}`);

    const later = (ms: number) => new Date(start.getTime() + ms);
    const lockAt = async (now: Date) => {
      for (let n = 1; n <= 5; n++) await signIn('wrong-password', `10.9.1.${n}`, now);
    };
    const withinTrust = later(DEVICE_TRUST_MS - MINUTE);
    await lockAt(withinTrust);
    expect(await signIn(TEST_STAFF_PASSWORD, '10.9.2.1', withinTrust)).toBe(429);
    const renewed = await signIn(TEST_STAFF_PASSWORD, '10.9.0.1', withinTrust, signedIn.device);
    if (typeof renewed === 'number') throw new Error(`the trusted device answered ${renewed}`);

    const expired = later(DEVICE_TRUST_MS + MINUTE);
    await lockAt(expired);
    expect(await signIn(TEST_STAFF_PASSWORD, '10.9.0.1', expired, signedIn.device)).toBe(429);
    expect(await signIn(TEST_STAFF_PASSWORD, '10.9.0.1', expired, renewed.device)).toMatchObject({
      user: { email },
    });
  });

  it('limits guessing from a trusted device by its own count and lock; other devices are not affected', async () => {
    const email = 'stolen@icast.test';
    await createMember(email);
    const laptop = deviceCookieOf(await login(app, email, TEST_STAFF_PASSWORD, '10.8.0.1').expect(200));
    const phone = deviceCookieOf(await login(app, email, TEST_STAFF_PASSWORD, '10.8.0.2').expect(200));
    expect(deviceId(phone)).not.toBe(deviceId(laptop));

    // Someone with the laptop's cookie guesses, 30 at once.
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, n) => login(app, email, `guess-${n}`, '10.8.1.1', laptop)),
    );
    const statuses = guesses.map(({ status }) => status);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 401).length).toBeLessThan(DEVICE_POLICY.maxFailures);
    const locks = databaseOf(app).collection('sign_in_locks');
    expect(await locks.countDocuments({ key: `device:${deviceId(laptop)}` })).toBe(1);
    const deviceLocked = await login(app, email, TEST_STAFF_PASSWORD, '10.8.0.1', laptop).expect(429);
    expect(deviceLocked.body.message).toMatch(LOCKED);
    // The hint to use a known device is for unknown ones; this one is the locked device.
    expect(deviceLocked.body.message).not.toContain('signed in on before');

    // The phone, and an unknown device (the e-mail's own count), are untouched by the laptop's lock.
    await login(app, email, TEST_STAFF_PASSWORD, '10.8.0.2', phone).expect(200);
    await login(app, email, TEST_STAFF_PASSWORD, '10.8.0.3').expect(200);
  });

  it("escalates a trusted device's lock as an account's: 5 minutes, then 10", async () => {
    const auth = app.get(AuthService);
    const email = 'escalate@icast.test';
    await createMember(email);
    const signedIn = await auth.login(
      email,
      TEST_STAFF_PASSWORD,
      { ip: '10.10.0.1', cookie: () => undefined, secureCookies: false },
      new Date('2030-03-02T08:00:00Z'),
    );
    const client = {
      ip: '10.10.0.1',
      cookie: (name: string) => (name === signedIn.device.name ? signedIn.device.value : undefined),
      secureCookies: false,
    };
    const lockMinutes: number[] = [];
    let now = new Date('2030-03-02T09:00:00Z');
    for (let lockout = 1; lockout <= 2; lockout++) {
      let minutes = 0;
      for (let failure = 1; failure <= DEVICE_POLICY.maxFailures && minutes === 0; failure++) {
        await auth.login(email, 'wrong-password', client, now).catch((error: unknown) => {
          if (error instanceof LoginLockedException)
            minutes = Number(/locked for (\d+) minute/.exec(error.message)?.[1]);
        });
      }
      lockMinutes.push(minutes);
      now = new Date(now.getTime() + minutes * MINUTE + 1000);
    }
    expect(lockMinutes).toEqual([5, 10]);
  });

  it('counts a device across API instances: recognised by both, its failures on both add up to one lock', async () => {
    const email = 'two-instances@icast.test';
    await createMember(email);
    const device = deviceCookieOf(await login(app, email, TEST_STAFF_PASSWORD, '10.11.0.1').expect(200));
    await lockForUnknownDevices(email, '10.11.1');
    await login(other, email, TEST_STAFF_PASSWORD, '10.11.0.1', device).expect(200);

    for (let failure = 1; failure < DEVICE_POLICY.maxFailures; failure++) {
      await login(failure % 2 === 0 ? app : other, email, 'wrong-password', '10.11.0.1', device).expect(401);
    }
    await login(app, email, 'wrong-password', '10.11.0.1', device).expect(429);
    await login(other, email, TEST_STAFF_PASSWORD, '10.11.0.1', device).expect(429);
  });
});
