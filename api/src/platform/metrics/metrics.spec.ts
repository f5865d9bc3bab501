import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from '../../testing/test-app';
import { Mailer } from '../../messaging/layout/mailer';
import { MetricsService } from './metrics.service';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** A line of the exposition whose name and labels contain every fragment given, e.g. its route template. */
function series(text: string, ...fragments: string[]): string[] {
  return text.split('\n').filter((line) => !line.startsWith('#') && fragments.every((part) => line.includes(part)));
}

describe('GET /api/metrics', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts requests by route template and status, times them, and reports the database and the process', async () => {
    await http().get('/api/health/live').expect(200);
    await http().get('/api/blog/get-blog/64b000000000000000000001').expect(404);
    await http().get('/api/blog/get-blog/64b000000000000000000002').expect(404);
    await http().get('/api/no/such/route/4711').expect(404);
    const response = await http().get('/api/metrics').expect(200);
    expect(response.get('content-type')).toMatch(/^text\/plain;.*version=0\.0\.4/);
    expect(response.get('cache-control')).toBe('no-store');
    const text = response.text;
    expect(series(text, 'http_requests_total{', 'route="/api/health/live"', 'status="200"')).toEqual([
      expect.stringMatching(/ 1$/),
    ]);
    // Two posts, one series: the template, never the id.
    expect(series(text, 'http_requests_total{', 'route="/api/blog/get-blog/:id"', 'status="404"')).toEqual([
      expect.stringMatching(/ 2$/),
    ]);
    expect(text).not.toContain('64b000000000000000000001');
    expect(text).not.toContain('4711');
    expect(series(text, 'http_requests_total{', 'route="unmatched"', 'status="404"')).toHaveLength(1);
    expect(series(text, 'http_request_duration_seconds_bucket{', 'route="/api/health/live"', 'le="+Inf"')).toEqual([
      expect.stringMatching(/ 1$/),
    ]);
    expect(series(text, 'database_up')).toEqual(['database_up 1']);
    expect(series(text, 'process_cpu_user_seconds_total')).toHaveLength(1);
  });

  it('reports the outbox backlog: messages accepted and not yet delivered', async () => {
    const backlog = async () =>
      Number(series((await http().get('/api/metrics').expect(200)).text, 'outbox_backlog ')[0]?.split(' ')[1]);
    const before = await backlog();
    expect(Number.isInteger(before)).toBe(true);
    await app.get(Mailer).enqueueEmail({
      kind: 'contactReply',
      to: 'parent@example.com',
      subject: 'Waiting',
      dedupeKey: `metrics-test-${Date.now()}`,
      content: { heading: 'Waiting', blocks: [{ paragraph: 'Held while no mail server answers.' }] },
    });
    expect(await backlog()).toBe(before + 1);
  });

  it("takes a feature's own gauge, read at each scrape, and reports NaN (prom-client writes Nan) for one that fails", async () => {
    let waiting = 7;
    const metrics = app.get(MetricsService);
    metrics.registerGauge({ name: 'test_outbox_backlog', help: 'Messages waiting', read: () => waiting });
    metrics.registerGauge({ name: 'test_broken_figure', help: 'Fails', read: () => Promise.reject(new Error('x')) });
    expect(series((await http().get('/api/metrics').expect(200)).text, 'test_outbox_backlog')).toEqual([
      'test_outbox_backlog 7',
    ]);
    waiting = 3;
    const text = (await http().get('/api/metrics').expect(200)).text;
    expect(series(text, 'test_outbox_backlog')).toEqual(['test_outbox_backlog 3']);
    expect(series(text, 'test_broken_figure')).toEqual(['test_broken_figure Nan']);
  });

  it('counts 5xx answers by cause', async () => {
    app.get(MetricsService).countError(503);
    const text = (await http().get('/api/metrics').expect(200)).text;
    expect(series(text, 'api_errors_total{cause="database_unavailable"}')).toEqual([
      'api_errors_total{cause="database_unavailable"} 1',
    ]);
  });

  it('refuses a visitor from a public address (as the trusted proxy reports it), unless they hold the token', async () => {
    const outside = await http().get('/api/metrics').set('X-Forwarded-For', '203.0.113.7').expect(403);
    expect(outside.body).toEqual({
      statusCode: 403,
      message: 'Metrics are open to the internal network only, or with the METRICS_TOKEN as a bearer token',
    });
    await http()
      .get('/api/metrics')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('Authorization', 'Bearer nope')
      .expect(403);
    await http()
      .get('/api/metrics')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    await http().get('/api/metrics').set('X-Forwarded-For', '10.20.30.40').expect(200);
  });
});

describe('TRUST_PROXY decides whose X-Forwarded-For is believed', () => {
  // The test client is on loopback (internal) and claims a public address: with no trusted proxy, or with proxies
  // that do not include loopback, the header is not read and the client stays internal.
  it.each(['false', '192.0.2.10'])('TRUST_PROXY=%s: the header is not read', async (trustProxy) => {
    const app = await createTestApp({ TRUST_PROXY: trustProxy });
    try {
      await request(app.getHttpServer()).get('/api/metrics').set('X-Forwarded-For', '203.0.113.7').expect(200);
    } finally {
      await app.close();
    }
  });
});
