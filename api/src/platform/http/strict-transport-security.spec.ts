import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { apiUrl, ENDPOINTS } from '@icast/contracts';
import { createTestApp } from '../../testing/test-app';
import { PRODUCTION_DOCUMENTS_KEY } from '../../testing/environment-problems';

/** Production as compose runs it, on this file's test database (the sandbox instead of a Paystack key). */
const PRODUCTION = {
  NODE_ENV: 'production',
  ...PRODUCTION_DOCUMENTS_KEY,
  JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
  PAYMENT_MODE: 'sandbox',
};

describe('Strict-Transport-Security', () => {
  const apps: NestExpressApplication[] = [];
  const start = async (env: NodeJS.ProcessEnv) => {
    const app = await createTestApp(env);
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });
  const hstsOf = async (app: NestExpressApplication, headers: Record<string, string> = {}) =>
    (await request(app.getHttpServer()).get(apiUrl(ENDPOINTS.health.live)).set(headers)).headers[
      'strict-transport-security'
    ] as string | undefined;

  it('is never sent outside production, not even over HTTPS', async () => {
    const app = await start({});
    expect(await hstsOf(app)).toBeUndefined();
    expect(await hstsOf(app, { 'X-Forwarded-Proto': 'https' })).toBeUndefined();
  });

  it('in production: only over HTTPS (as the trusted proxy says), and for this host only by default', async () => {
    const app = await start(PRODUCTION);
    expect(await hstsOf(app)).toBeUndefined();
    expect(await hstsOf(app, { 'X-Forwarded-Proto': 'https' })).toBe('max-age=31536000');
  });

  it('covers subdomains only when HSTS_INCLUDE_SUBDOMAINS=true', async () => {
    const app = await start({ ...PRODUCTION, HSTS_INCLUDE_SUBDOMAINS: 'true' });
    expect(await hstsOf(app, { 'X-Forwarded-Proto': 'https' })).toBe('max-age=31536000; includeSubDomains');
    expect(await hstsOf(app)).toBeUndefined();
  });
});
