import type { NestExpressApplication } from '@nestjs/platform-express';
import { authenticator } from 'otplib';
import request from 'supertest';
import { apiUrl, COLLECTIONS, ENDPOINTS, SECOND_FACTOR_SETUP_REQUIRED, type StaffRole } from '@icast/contracts';
import { nextSignInCode, staffCookie, TEST_STAFF_PASSWORD } from '../testing/staff-session';
import { createTestApp, databaseOf, resetDatabase } from '../testing/test-app';
import { SESSION_COOKIE } from './session-cookie';
import { StaffService } from './staff.service';

/**
 * Admin and admissions members see the children's files: they must sign in with a second factor. Against the real
 * database, with the default SECOND_FACTOR_REQUIRED_ROLES (admin, admissions).
 */
describe('two-factor sign-in required of admin and admissions', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const login = (email: string, code?: string) =>
    http()
      .post(apiUrl(ENDPOINTS.auth.login))
      .send({ email, password: TEST_STAFF_PASSWORD, ...(code === undefined ? {} : { code }) });
  const sessionOf = (response: request.Response) => [
    (response.get('Set-Cookie') ?? []).find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0]!,
  ];
  const member = (email: string, role: StaffRole) =>
    app.get(StaffService).create({ email, name: 'Bisi Office', role, password: TEST_STAFF_PASSWORD });
  const applications = (cookie: string[]) => http().get(apiUrl(ENDPOINTS.applications.list)).set('Cookie', cookie);
  const refusedForEnrolment = async (response: request.Response) => {
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      statusCode: 403,
      code: SECOND_FACTOR_SETUP_REQUIRED,
      message: expect.stringMatching(/^Set up two-factor sign-in first/),
    });
  };

  beforeAll(async () => {
    app = await createTestApp();
    await resetDatabase(app);
  });
  afterAll(() => app.close());

  it('gives an admissions member without a factor a session for the enrolment only, then the dashboard', async () => {
    await member('new-office@icast.test', 'admissions');
    const signedIn = await login('new-office@icast.test').expect(200);
    expect(signedIn.body.user).toMatchObject({ role: 'admissions', secondFactorSetupRequired: true });
    const cookie = sessionOf(signedIn);
    const check = await http().get(apiUrl(ENDPOINTS.auth.check)).set('Cookie', cookie).expect(200);
    expect(check.body.user).toMatchObject({ email: 'new-office@icast.test', secondFactorSetupRequired: true });

    await refusedForEnrolment(await applications(cookie));
    await refusedForEnrolment(
      await http()
        .post(apiUrl(ENDPOINTS.auth.changePassword))
        .set('Cookie', cookie)
        .send({ currentPassword: TEST_STAFF_PASSWORD, newPassword: 'a brand new walnut phrase' }),
    );

    const setup = await http().post(apiUrl(ENDPOINTS.auth.secondFactorSetup)).set('Cookie', cookie).expect(200);
    await http()
      .post(apiUrl(ENDPOINTS.auth.secondFactorConfirm))
      .set('Cookie', cookie)
      .send({ code: authenticator.generate(setup.body.secret as string) })
      .expect(200);
    // Enrolled: the same session now opens what the role allows.
    await applications(cookie).expect(200);
    const after = await http().get(apiUrl(ENDPOINTS.auth.check)).set('Cookie', cookie).expect(200);
    expect(after.body.user.secondFactorSetupRequired).toBeUndefined();
  });

  it('lets an admin with a factor in only with the code', async () => {
    const admin = await staffCookie(app, 'admin');
    await applications(admin).expect(200);
    const passwordOnly = await login('test-admin@icast.test').expect(200);
    expect(passwordOnly.body).toEqual({ codeRequired: true });
    expect(passwordOnly.get('Set-Cookie') ?? []).toEqual([]);
    const withCode = await login('test-admin@icast.test', await nextSignInCode(app, 'test-admin@icast.test'));
    expect(withCode.status).toBe(200);
    expect(withCode.body.user.secondFactorSetupRequired).toBeUndefined();
    await applications(sessionOf(withCode)).expect(200);
  });

  it('sends a member whose factor an admin reset back to the enrolment at their next sign-in', async () => {
    const office = await staffCookie(app, 'admissions');
    await applications(office).expect(200);
    const id = (await app.get(StaffService).findByEmail('test-admissions@icast.test'))!._id;
    await http()
      .post(apiUrl(ENDPOINTS.auth.staffResetSecondFactor, { id: String(id) }))
      .set('Cookie', await staffCookie(app, 'admin'))
      .expect(200);
    await applications(office).expect(401);
    const again = await login('test-admissions@icast.test').expect(200);
    expect(again.body.user).toMatchObject({ secondFactorSetupRequired: true });
    await refusedForEnrolment(await applications(sessionOf(again)));
  });

  it('lets an editor without a factor work as before', async () => {
    await member('writer@icast.test', 'editor');
    const signedIn = await login('writer@icast.test').expect(200);
    expect(signedIn.body.user).toEqual({
      id: expect.any(String),
      email: 'writer@icast.test',
      name: 'Bisi Office',
      role: 'editor',
    });
    const cookie = sessionOf(signedIn);
    await http().get(apiUrl(ENDPOINTS.dashboard.summary)).set('Cookie', cookie).expect(200);
    await http()
      .post(apiUrl(ENDPOINTS.auth.changePassword))
      .set('Cookie', cookie)
      .send({ currentPassword: 'wrong', newPassword: 'a brand new walnut phrase' })
      .expect(400);
  });

  it('applies a change of role to admissions at the member’s next request', async () => {
    await member('promoted@icast.test', 'editor');
    const cookie = sessionOf(await login('promoted@icast.test').expect(200));
    await http().get(apiUrl(ENDPOINTS.dashboard.summary)).set('Cookie', cookie).expect(200);
    // The role is read from the database on every request: even a session that outlives the change is held to it.
    await databaseOf(app)
      .collection(COLLECTIONS.staff)
      .updateOne({ email: 'promoted@icast.test' }, { $set: { role: 'admissions' } });
    await refusedForEnrolment(await applications(cookie));
    await refusedForEnrolment(await http().get(apiUrl(ENDPOINTS.dashboard.summary)).set('Cookie', cookie));

    // Through Settings, the change ends their sessions: the next sign-in is for the enrolment only.
    await member('promoted-too@icast.test', 'editor');
    const before = sessionOf(await login('promoted-too@icast.test').expect(200));
    const id = (await app.get(StaffService).findByEmail('promoted-too@icast.test'))!._id;
    await http()
      .patch(apiUrl(ENDPOINTS.auth.staffUpdate, { id: String(id) }))
      .set('Cookie', await staffCookie(app, 'admin'))
      .send({ role: 'admissions' })
      .expect(200);
    await applications(before).expect(401);
    const again = await login('promoted-too@icast.test').expect(200);
    await refusedForEnrolment(await applications(sessionOf(again)));
  });
});
