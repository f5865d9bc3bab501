import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { staffCookie } from '../testing/staff-session';
import { createContextApp, resetDatabase } from '../testing/test-app';

/**
 * The dashboard opens with several staff requests at once. Each must be answered, as its own member:
 * a guard that shared per-request passport state once left some of them hanging and could swap users.
 */
describe('concurrent signed-in requests', () => {
  let app: NestExpressApplication;

  // Starting the app and emptying the database is slow when the machine is busy; the test itself is not timed here.
  beforeAll(async () => {
    app = await createContextApp([]);
    await resetDatabase(app);
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  it('answers 40 parallel requests of two members, each with its own user', async () => {
    const cookies = { admin: await staffCookie(app, 'admin'), editor: await staffCookie(app, 'editor') };
    const roles = Array.from({ length: 40 }, (_, index): 'admin' | 'editor' => (index % 2 === 0 ? 'admin' : 'editor'));
    const started = Date.now();
    const responses = await Promise.all(
      roles.map((role) =>
        request(app.getHttpServer()).get('/api/auth/auth-check').set('Cookie', cookies[role]).timeout(5000),
      ),
    );
    expect(responses.map((response) => response.body.user?.role)).toEqual(roles);
    expect(responses.every((response) => response.body.authenticated === true)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
