import { JwtService } from '@nestjs/jwt';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp, resetDatabase } from '../testing/test-app';
import { staffCookie, testStaffEmail } from '../testing/staff-session';
import { discoverStaffRoutes, type StaffRoute } from '../testing/routes';
import { SESSION_COOKIE } from './session-cookie';
import { ROLE_NOT_ALLOWED, SIGN_IN_REQUIRED } from './staff-session.guard';
import { StaffService } from './staff.service';

/**
 * The authorization table: every @StaffOnly route of every module, discovered from the running app, refuses
 * anonymous callers, expired and tampered tokens (401), and editors where admins are required (403).
 */
describe('authorization of every staff-only route', () => {
  let app: NestExpressApplication;
  let routes: StaffRoute[];
  let editorCookies: string[];
  let adminToken: string;
  let expiredToken: string;

  const call = (route: StaffRoute, cookies: string[] = []) =>
    request(app.getHttpServer())[route.method](route.path).set('Cookie', cookies);
  const sessionOf = (token: string) => [`${SESSION_COOKIE}=${token}`];

  beforeAll(async () => {
    app = await createTestApp();
    await resetDatabase(app);
    routes = discoverStaffRoutes(app);
    editorCookies = await staffCookie(app, 'editor');
    adminToken = (await staffCookie(app, 'admin'))[0]!.split('=')[1]!;
    const admin = await app.get(StaffService).findByEmail(testStaffEmail('admin'));
    const issuedAt = Math.floor(Date.now() / 1000) - 3600;
    expiredToken = app
      .get(JwtService)
      .sign({ sub: String(admin?._id), ver: admin?.tokenVersion, iat: issuedAt }, { expiresIn: 60 });
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds the staff-only routes of every module (including ones this table never names)', () => {
    const found = routes.map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/auth/staff',
        'POST /api/auth/change-password',
        'GET /api/visitor/visitors',
        'GET /api/visitor/visitors.csv',
        'POST /api/blog/add-blog',
        'PUT /api/blog/update-blog/0123456789abcdef01234567',
        'DELETE /api/blog/delete-blog/0123456789abcdef01234567',
        'POST /api/blog/improve',
        'GET /api/blog/admin/posts',
        'GET /api/dashboard/summary',
      ]),
    );
  });

  it('the admin token itself is accepted, so the refusals below are about the token', async () => {
    await request(app.getHttpServer())
      .get('/api/auth/auth-check')
      .set('Cookie', sessionOf(adminToken))
      .expect(({ body }) => expect(body.authenticated).toBe(true));
  });

  it('refuses every route without a cookie (401)', async () => {
    for (const route of routes) {
      const response = await call(route);
      expect([route.path, response.status, response.body.message]).toEqual([route.path, 401, SIGN_IN_REQUIRED]);
    }
  });

  it('refuses every route with an expired token (401)', async () => {
    for (const route of routes) {
      expect([route.path, (await call(route, sessionOf(expiredToken))).status]).toEqual([route.path, 401]);
    }
  });

  it('refuses every route with a tampered token: edited payload, foreign key, or alg none (401)', async () => {
    const [header, payload, signature] = adminToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const edited = Buffer.from(JSON.stringify({ ...claims, ver: 99 })).toString('base64url');
    const foreignKey = new JwtService({ secret: 'x'.repeat(40) }).sign(claims);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const token of [`${header}.${edited}.${signature}`, foreignKey, unsigned, `${adminToken}x`]) {
      for (const route of routes) {
        expect([route.path, (await call(route, sessionOf(token))).status]).toEqual([route.path, 401]);
      }
    }
  });

  it("refuses an editor's cookie on every admin-only route (403) and not on the others", async () => {
    for (const route of routes) {
      const response = await call(route, editorCookies);
      if (route.roles.length > 0 && !route.roles.includes('editor')) {
        expect([route.path, response.status, response.body.message]).toEqual([route.path, 403, ROLE_NOT_ALLOWED]);
      } else {
        expect([route.path, response.status]).not.toEqual([route.path, 401]);
        expect([route.path, response.status]).not.toEqual([route.path, 403]);
      }
    }
  });
});
