import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createContextApp, databaseOf, resetDatabase } from '../testing/test-app';
import { staffCookie, TEST_STAFF_PASSWORD, testStaffEmail } from '../testing/staff-session';
import { LOGIN_FAILED } from './auth.service';
import { SESSION_COOKIE } from './session-cookie';
import { StaffService } from './staff.service';

describe('auth: sign-in, sessions and lockout', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const login = (email: string, password: string, ip = '10.0.0.1') =>
    http().post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });
  const authCheck = (cookies: string[]) => http().get('/api/auth/auth-check').set('Cookie', cookies);

  beforeAll(async () => {
    app = await createContextApp([]);
    await resetDatabase(app);
    await staffCookie(app, 'admin');
    await staffCookie(app, 'editor');
  });
  afterAll(async () => {
    await app.close();
  });

  it('signs in and sets an httpOnly SameSite=Lax session cookie, not Secure outside production', async () => {
    const response = await login(testStaffEmail('editor').toUpperCase(), TEST_STAFF_PASSWORD).expect(200);
    expect(response.body).toEqual({
      user: { id: expect.any(String), email: testStaffEmail('editor'), name: 'Test editor', role: 'editor' },
    });
    const cookie = response.get('Set-Cookie')?.[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]+\\.[\\w-]+\\.[\\w-]+;`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('auth-check answers 200 either way, with the user only when signed in', async () => {
    await http().get('/api/auth/auth-check').expect(200, { authenticated: false, user: null });
    await authCheck([`${SESSION_COOKIE}=not-a-token`]).expect(200, { authenticated: false, user: null });
    const response = await authCheck(await staffCookie(app, 'editor')).expect(200);
    expect(response.body).toEqual({
      authenticated: true,
      user: expect.objectContaining({ email: testStaffEmail('editor'), role: 'editor' }),
    });
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|tokenVersion/);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 message', async () => {
    const wrong = await login(testStaffEmail('editor'), 'not-the-password', '10.0.0.2').expect(401);
    const unknown = await login('nobody@icast.test', 'whatever-password', '10.0.0.2').expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: LOGIN_FAILED });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('rejects fields other than email and password', async () => {
    await http().post('/api/auth/login').send({ email: 'a@b.c', password: 'x', role: 'admin' }).expect(400);
    await http()
      .post('/api/auth/login')
      .send({ email: { $ne: '' }, password: 'x' })
      .expect(400);
  });

  it('locks an e-mail after five failures, refusing even the right password, and stores the lock', async () => {
    const email = 'locked@icast.test';
    await app.get(StaffService).create({ email, name: 'Locked', role: 'editor', password: 'the-right-password' });
    for (let attempt = 1; attempt <= 4; attempt++) await login(email, 'wrong-password', '10.0.1.1').expect(401);
    const fifth = await login(email, 'wrong-password', '10.0.1.1').expect(429);
    expect(fifth.body.message).toMatch(/^Too many failed sign-in attempts\. Sign-in is locked for 5 minutes/);
    // From another IP too: the lock is on the account, and the right password does not lift it.
    const sixth = await login(email, 'the-right-password', '10.0.1.2').expect(429);
    expect(sixth.body.message).toMatch(/locked/);
    const stored = await databaseOf(app)
      .collection('sign_in_locks')
      .findOne({ key: `email:${email}` });
    expect(stored).toMatchObject({ level: 1, until: expect.any(Date) });
  });

  it('ends the session on logout: the old cookie no longer authenticates and the cookie is cleared', async () => {
    const cookies = await staffCookie(app, 'editor');
    await authCheck(cookies)
      .expect(200)
      .expect(({ body }) => expect(body.authenticated).toBe(true));
    const response = await http().post('/api/auth/logout').set('Cookie', cookies).expect(200);
    expect(response.get('Set-Cookie')?.[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
    expect(response.get('Set-Cookie')?.[0]).toContain('HttpOnly');
    await authCheck(cookies).expect(200, { authenticated: false, user: null });
  });

  it('changes the password: old sessions end, the new password works, the old one does not', async () => {
    const cookies = await staffCookie(app, 'editor');
    await http()
      .post('/api/auth/change-password')
      .set('Cookie', cookies)
      .send({ currentPassword: 'wrong', newPassword: 'a-brand-new-password' })
      .expect(400, {
        statusCode: 400,
        message: 'Current password is incorrect',
        errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
      });
    await http()
      .post('/api/auth/change-password')
      .set('Cookie', cookies)
      .send({ currentPassword: TEST_STAFF_PASSWORD, newPassword: 'short' })
      .expect(400);
    const changed = await http()
      .post('/api/auth/change-password')
      .set('Cookie', cookies)
      .send({ currentPassword: TEST_STAFF_PASSWORD, newPassword: 'a-brand-new-password' })
      .expect(200);
    await authCheck(cookies).expect(200, { authenticated: false, user: null });
    const fresh = (changed.get('Set-Cookie') ?? []).map((cookie) => cookie.split(';')[0]!);
    await authCheck(fresh).expect(({ body }) => expect(body.authenticated).toBe(true));
    await login(testStaffEmail('editor'), TEST_STAFF_PASSWORD, '10.0.2.1').expect(401);
    await login(testStaffEmail('editor'), 'a-brand-new-password', '10.0.2.1').expect(200);
  });

  describe('cross-site unsafe requests', () => {
    it('refuses Sec-Fetch-Site: cross-site and a foreign Origin, allows same-origin', async () => {
      const cookies = await staffCookie(app, 'admin');
      await http()
        .post('/api/auth/logout')
        .set('Cookie', cookies)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(403, { statusCode: 403, message: 'Cross-site requests are not allowed' });
      await http().post('/api/auth/logout').set('Cookie', cookies).set('Origin', 'https://evil.example').expect(403);
      await authCheck(cookies).expect(({ body }) => expect(body.authenticated).toBe(true));
      await http()
        .post('/api/auth/login')
        .set('Origin', 'http://localhost:3000')
        .set('Sec-Fetch-Site', 'same-origin')
        .send({ email: testStaffEmail('admin'), password: TEST_STAFF_PASSWORD })
        .expect(200);
    });

    it('lets the proxied site origin through by its forwarded host', async () => {
      await http()
        .post('/api/auth/login')
        .set('Origin', 'http://school.example:8080')
        .set('X-Forwarded-Host', 'school.example:8080')
        .send({ email: testStaffEmail('admin'), password: TEST_STAFF_PASSWORD })
        .expect(200);
    });

    it('exempts the Paystack webhook (checked by signature instead)', async () => {
      const response = await http()
        .post('/api/payment/webhook')
        .set('Origin', 'https://paystack.example')
        .set('Sec-Fetch-Site', 'cross-site')
        .send({});
      expect(response.status).not.toBe(403);
    });
  });
});
