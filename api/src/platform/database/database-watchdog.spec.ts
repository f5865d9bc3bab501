import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp, databaseOf } from '../../testing/test-app';
import { DatabaseWatchdog, STUCK_AFTER_CHECKS } from './database-watchdog';

/** The watchdog against the real database: our connection made useless while the database itself answers. */
describe('DatabaseWatchdog', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('leaves a working connection alone', async () => {
    for (let check = 0; check < STUCK_AFTER_CHECKS + 1; check++) {
      expect(await app.get(DatabaseWatchdog).check()).toBe(false);
    }
  });

  it('replaces our connection when the database answers a new one but not ours, and requests work again', async () => {
    // The driver client under mongoose closed behind its back: our pings fail, the database is fine.
    await databaseOf(app).getClient().close();
    await request(app.getHttpServer()).get('/api/health').expect(503);
    const watchdog = app.get(DatabaseWatchdog);
    const checks: boolean[] = [];
    for (let check = 0; check < STUCK_AFTER_CHECKS; check++) checks.push(await watchdog.check());
    expect(checks).toEqual([...Array<boolean>(STUCK_AFTER_CHECKS - 1).fill(false), true]);
    await request(app.getHttpServer()).get('/api/health').expect(200);
    await request(app.getHttpServer()).post('/api/visitor').send({ name: 'After', number: '08031234567' }).expect(201);
  });
});
