import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { problemWith, VALID_ENVIRONMENT, PRODUCTION_DOCUMENTS_KEY } from '../../testing/environment-problems';
import { staffCookie } from '../../testing/staff-session';
import { createTestApp, resetDatabase } from '../../testing/test-app';
import { DOCS_FOR_STAFF } from './api-docs';

/** A production API as the compose file runs it (the payment sandbox named explicitly, as production requires). */
const PRODUCTION = {
  NODE_ENV: 'production',
  ...PRODUCTION_DOCUMENTS_KEY,
  JWT_SECRET: 'p'.repeat(40),
  PAYMENT_MODE: 'sandbox',
};
const DOCS_PATHS = ['/api/docs', '/api/docs/', '/api/docs/swagger-ui-init.js', '/api/docs-json', '/api/docs-yaml'];

describe('Swagger (/api/docs) in production', () => {
  let app: NestExpressApplication;
  const get = (path: string) => request(app.getHttpServer()).get(path);

  afterEach(async () => {
    await app.close();
  });

  it('is for signed-in staff only: 401 to anyone else, the document to any staff role', async () => {
    app = await createTestApp(PRODUCTION);
    await resetDatabase(app);
    for (const path of DOCS_PATHS) {
      const response = await get(path);
      expect([path, response.status, response.body]).toEqual([path, 401, { statusCode: 401, message: DOCS_FOR_STAFF }]);
    }
    // A forged or stale cookie is no better than none.
    const forged = await get('/api/docs-json').set('Cookie', 'icast_session=eyJhbGciOiJIUzI1NiJ9.e30.x');
    expect(forged.status).toBe(401);
    const cookie = await staffCookie(app, 'editor');
    const document = await get('/api/docs-json').set('Cookie', cookie).expect(200);
    expect(document.body.info.title).toBe('ICAST API');
    expect((await get('/api/docs').set('Cookie', cookie).redirects(1).expect(200)).text).toContain('swagger-ui');
    // The routes around it are untouched.
    await get('/api/health/live').expect(200);
  });

  it('is public with API_DOCS_PUBLIC=true', async () => {
    app = await createTestApp({ ...PRODUCTION, API_DOCS_PUBLIC: 'true' });
    expect((await get('/api/docs-json').expect(200)).body.info.title).toBe('ICAST API');
  });

  it('stays public outside production, for developers', async () => {
    app = await createTestApp();
    await get('/api/docs-json').expect(200);
  });
});

describe('API_DOCS_PUBLIC', () => {
  it('must be true or false', () => {
    expect(problemWith({ ...VALID_ENVIRONMENT, API_DOCS_PUBLIC: 'yes' })).toContain(
      'API_DOCS_PUBLIC must be true or false (got "yes")',
    );
  });
});
