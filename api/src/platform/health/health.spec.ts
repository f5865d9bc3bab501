import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort, startDatabase, type DatabaseEngine } from '@icast/stack';
import request from 'supertest';
import { createTestApp } from '../../testing/test-app';

describe('GET /api/health', () => {
  it('is 200 with the database up, its latency, uptime and version', async () => {
    const app = await createTestApp();
    try {
      const response = await request(app.getHttpServer()).get('/api/health').expect(200);
      expect(response.body).toEqual({
        status: 'ok',
        database: { state: 'up', latencyMs: expect.any(Number) },
        uptimeSeconds: expect.any(Number),
        version: '0.1.0',
      });
    } finally {
      await app.close();
    }
  });

  it('is 503 "degraded" within about a second when the database goes down, writes fail fast, cached news stays', async () => {
    // A private server we can stop without disturbing the other test files.
    const sharedKind = process.env.ICAST_TEST_DATABASE_KIND;
    const engine: DatabaseEngine = sharedKind === 'mongod' || sharedKind === 'memory-server' ? sharedKind : 'ferretdb';
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'icast-health-'));
    const database = await startDatabase({ dataDir, port: await findFreePort(), engine, dbName: 'health' });
    const app = await createTestApp({ MONGODB_URI: database.uri });
    try {
      await request(app.getHttpServer()).get('/api/health').expect(200);
      const news = await request(app.getHttpServer()).get('/api/blog/get-blogs').expect(200);
      // FerretDB waits ~3 s for connected clients before it exits.
      await database.stop();
      const started = Date.now();
      const response = await request(app.getHttpServer()).get('/api/health').expect(503);
      expect(Date.now() - started).toBeLessThan(2500);
      expect(response.body).toMatchObject({ status: 'degraded', database: { state: 'down' } });
      // Liveness stays up: an outage of the database must not get every API instance restarted.
      await request(app.getHttpServer()).get('/api/health/live').expect(200, { status: 'ok' });

      // Requests that need the database fail fast with 503 rather than hanging or answering 500.
      // The answer names the request's id, as the logs do, and says when to try again.
      const write = await request(app.getHttpServer()).post('/api/visitor').send({ number: '08031234567' });
      const requestId = write.get('X-Request-Id') ?? '';
      expect(write.body).toEqual({
        statusCode: 503,
        message: `Database unavailable, please try again shortly (error ${requestId.slice(0, 8)})`,
        requestId,
      });
      expect(write.get('Retry-After')).toBe('5');

      // The news parents already loaded stays readable from the cache; a read that needs the database is a 503.
      const cached = await request(app.getHttpServer()).get('/api/blog/get-blogs').expect(200);
      expect(cached.get('ETag')).toBe(news.get('ETag'));
      expect(cached.body).toEqual(news.body);
      await request(app.getHttpServer()).get('/api/blog/get-blogs?category=sports').expect(503);
    } finally {
      await app.close();
      await database.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
