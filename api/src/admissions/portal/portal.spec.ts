import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from '../../testing/test-app';

describe('portal config', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ PORTAL_BASE_URL: 'https://portals.example.org' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the configured portal address', async () => {
    expect((await request(app.getHttpServer()).get('/api/form/portal-config').expect(200)).body).toEqual({
      baseUrl: 'https://portals.example.org',
    });
  });
});
