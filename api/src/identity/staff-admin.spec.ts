import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createContextApp, databaseOf, resetDatabase } from '../testing/test-app';
import { staffCookie, TEST_STAFF_PASSWORD, testStaffEmail } from '../testing/staff-session';
import { DEFAULT_ADMIN_EMAIL } from './first-admin.service';

describe('staff management', () => {
  let app: NestExpressApplication;
  let admin: string[];
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createContextApp([]);
    await resetDatabase(app);
    admin = await staffCookie(app, 'admin');
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets an admin add an editor who can then sign in; duplicates are 409', async () => {
    const body = { email: 'Writer@ICAST.test', name: 'Writer', role: 'editor', password: 'writer-password-1' };
    const created = await http().post('/api/auth/staff').set('Cookie', admin).send(body).expect(201);
    expect(created.body.user).toEqual({
      id: expect.any(String),
      email: 'writer@icast.test',
      name: 'Writer',
      role: 'editor',
    });
    await http().post('/api/auth/staff').set('Cookie', admin).send(body).expect(409);
    await http()
      .post('/api/auth/login')
      .send({ email: 'writer@icast.test', password: 'writer-password-1' })
      .expect(200);
    const stored = await databaseOf(app).collection('staff').findOne({ email: 'writer@icast.test' });
    // Production's cost (19 MiB, 2 passes), not the cheap hash of the tests' own accounts (testing/staff-session.ts).
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  const addStaff = (password: string, email = 'new.member@icast.test') =>
    http().post('/api/auth/staff').set('Cookie', admin).send({ email, name: 'New Member', role: 'bursar', password });

  it.each([
    ['aaaaaaaaaa', 'Password is too easy to guess: Repeated characters like "aaa" are easy to guess.'],
    ['1234567890', 'Password is too easy to guess: This is a frequently used password.'],
    ['newmember2025', 'Password is too easy to guess: There should not be any personal or page related data.'],
    ['short', 'Password must be at least 10 characters long'],
  ])('refuses a new account with the password %p, saying why', async (password, why) => {
    const response = await addStaff(password).expect(400);
    expect(response.body.message).toContain(why);
    expect(await databaseOf(app).collection('staff').countDocuments({ email: 'new.member@icast.test' })).toBe(0);
  });

  it('creates the account with a strong password', async () => {
    await addStaff('copper kettle evening').expect(201);
  });

  it('refuses a weak new password on change, and the old one keeps working', async () => {
    const member = await staffCookie(app, 'editor');
    const response = await http()
      .post('/api/auth/change-password')
      .set('Cookie', member)
      .send({ currentPassword: TEST_STAFF_PASSWORD, newPassword: '1234567890' })
      .expect(400);
    expect(response.body.message).toMatch(/^New password is too easy to guess: This is a frequently used password\./);
    await http()
      .post('/api/auth/login')
      .send({ email: testStaffEmail('editor'), password: TEST_STAFF_PASSWORD })
      .expect(200);
  });

  it('lists staff without secrets', async () => {
    const response = await http().get('/api/auth/staff').set('Cookie', admin).expect(200);
    expect(response.body.data.map((member: { email: string }) => member.email)).toEqual(
      expect.arrayContaining([testStaffEmail('admin'), 'writer@icast.test']),
    );
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|tokenVersion/);
  });

  it('disabling a member ends their session and their sign-in; re-roling applies at once', async () => {
    const editor = await staffCookie(app, 'editor');
    const { body } = await http().get('/api/auth/staff').set('Cookie', admin);
    const editorId = body.data.find((member: { email: string }) => member.email === testStaffEmail('editor')).id;

    await http().patch(`/api/auth/staff/${editorId}`).set('Cookie', admin).send({ role: 'admin' }).expect(200);
    await http().get('/api/auth/auth-check').set('Cookie', editor).expect(200, { authenticated: false, user: null });

    await http().patch(`/api/auth/staff/${editorId}`).set('Cookie', admin).send({ disabled: true }).expect(200);
    const signIn = await http()
      .post('/api/auth/login')
      .send({ email: testStaffEmail('editor'), password: 'test-password-for-staff' })
      .expect(401);
    expect(signIn.body.message).toBe('Invalid email or password');
  });

  it('refuses changing yourself, unknown fields and bad ids without a 500', async () => {
    const me = await http().get('/api/auth/auth-check').set('Cookie', admin);
    await http().patch(`/api/auth/staff/${me.body.user.id}`).set('Cookie', admin).send({ disabled: true }).expect(400);
    await http().patch('/api/auth/staff/not-an-id').set('Cookie', admin).send({ role: 'editor' }).expect(404);
    await http().patch(`/api/auth/staff/${me.body.user.id}`).set('Cookie', admin).send({ tokenVersion: 5 }).expect(400);
    await http()
      .post('/api/auth/staff')
      .set('Cookie', admin)
      .send({ email: 'x@y.z', name: 'X', role: 'owner', password: 'long-enough-pw' })
      .expect(400);
  });
});

describe('the first admin on an empty database', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const env = { ADMIN_EMAIL: 'head@icast.test', ADMIN_PASSWORD: 'head-teacher-password' };
    let app = await createContextApp([], env);
    await resetDatabase(app);
    await app.close();
    app = await createContextApp([], env);
    await app.close();
    app = await createContextApp([], { ...env, ADMIN_PASSWORD: 'another-password-1' });
    try {
      await request(app.getHttpServer())
        .post('/api/auth/login')
        .send({ email: 'head@icast.test', password: 'head-teacher-password' })
        .expect(200);
      expect(await databaseOf(app).collection('staff').countDocuments()).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('gets a generated password, printed once, when ADMIN_EMAIL and ADMIN_PASSWORD are unset', async () => {
    const warnings: string[] = [];
    const spy = jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => {
      warnings.push(String(message));
    });
    let app = await createContextApp([], { ADMIN_EMAIL: '' });
    await resetDatabase(app);
    await app.close();
    // Test apps create nobody without ADMIN_EMAIL; a development start creates the admin.
    app = await createContextApp([], { NODE_ENV: 'development', LOG_LEVEL: 'warn' });
    try {
      const line = warnings.find((warning) => warning.includes(DEFAULT_ADMIN_EMAIL)) ?? '';
      const password = /generated password (\S+)/.exec(line)?.[1] ?? '';
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(line).toContain('The first sign-in sets up two-factor sign-in: have an authenticator app ready');
      // Admins must have a second factor: the first sign-in opens the enrolment only.
      const signedIn = await request(app.getHttpServer())
        .post('/api/auth/login')
        .send({ email: DEFAULT_ADMIN_EMAIL, password })
        .expect(200);
      expect(signedIn.body.user).toMatchObject({ role: 'admin', secondFactorSetupRequired: true });
    } finally {
      await app.close();
      spy.mockRestore();
    }
    const again = await createContextApp([], { NODE_ENV: 'development', LOG_LEVEL: 'warn' });
    await again.close();
    expect(warnings.filter((warning) => warning.includes('generated password'))).toHaveLength(1);
  });
});
