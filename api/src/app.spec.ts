import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DEFAULT_BODY_LIMIT } from './platform/http/body-limits';
import { bodyEncodingMessages } from './platform/http/body-parsing';
import { createTestApp } from './testing/test-app';

describe('the API as a whole', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers unknown routes with a JSON 404 naming the route', async () => {
    const response = await request(app.getHttpServer()).get('/api/no-such-thing?x=1').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Not found: GET /api/no-such-thing' });
  });

  it('answers malformed JSON with 400 instead of a parser message or a 500', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/visitor')
      .set('Content-Type', 'application/json')
      .send('{"number": "0803123')
      .expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'Malformed JSON body' });
  });

  it("refuses JSON bodies over the route's limit with 413 naming it", async () => {
    const response = await request(app.getHttpServer())
      .post('/api/visitor')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(DEFAULT_BODY_LIMIT + 10) }))
      .expect(413);
    expect(response.body).toEqual({ statusCode: 413, message: bodyEncodingMessages.tooLarge(DEFAULT_BODY_LIMIT) });
  });

  it('answers deeply nested JSON with 400, never a stack overflow 500', async () => {
    // Within the route's 16 KB: thousands of levels, where 32 is the most any form nests.
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const response = await request(app.getHttpServer())
      .post('/api/visitor')
      .set('Content-Type', 'application/json')
      .send(`{"number": "08031234567", "name": ${deep}}`)
      .expect(400);
    expect(response.body.message).toMatch(/nested too deeply/);
  });

  it('refuses Mongo operators in the query string too', async () => {
    const response = await request(app.getHttpServer()).get('/api/visitor/visitors?$where=1').expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'Invalid field name: $where' });
  });

  it('sends helmet security headers and no CORS headers by default', async () => {
    const response = await request(app.getHttpServer())
      .get('/api/health')
      .set('Origin', 'https://evil.example')
      .expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the Swagger UI at /api/docs and the OpenAPI document with the title', async () => {
    const page = await request(app.getHttpServer()).get('/api/docs').redirects(1).expect(200);
    expect(page.text).toContain('swagger-ui');
    const document = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(document.body.info.title).toBe('ICAST API');
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/visitor', '/api/visitor/visitors']),
    );
  });
});

describe('CORS', () => {
  it('allows only the origins listed in CORS_ORIGINS', async () => {
    const app = await createTestApp({ CORS_ORIGINS: 'https://icast.example.org, http://localhost:5173' });
    try {
      const allowed = await request(app.getHttpServer()).get('/api/health').set('Origin', 'https://icast.example.org');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://icast.example.org');
      const refused = await request(app.getHttpServer()).get('/api/health').set('Origin', 'https://evil.example');
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
