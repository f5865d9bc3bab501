import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, resetDatabase } from '../../testing/test-app';
import type { TextChange } from '@icast/contracts';
import { improveTextOffline } from './text-improver';
import { applyChanges } from './text-changes';
import { slowText } from './testing/slow-text';
import { BlogAdminModule } from './blog-admin.module';
import { BlogModule } from './blog.module';

describe('POST /api/blog/improve runs off the event loop', () => {
  let app: NestExpressApplication;
  let cookie: string[];
  const improve = (text: string) =>
    request(app.getHttpServer()).post('/api/blog/improve').set('Cookie', cookie).send({ text });

  beforeAll(async () => {
    app = await createContextApp([BlogAdminModule, BlogModule]);
    await resetDatabase(app);
    cookie = await staffCookie(app, 'editor');
    // Starts the worker and loads its dictionary, so the measurement below is about the slow text only.
    await improve('warm up teh dictionary').expect(200);
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps /api/health/live fast while a slow text is improved, and improves it as before', async () => {
    const text = slowText(8);
    let done = false;
    const started = performance.now();
    const slow = improve(text).then((response) => {
      done = true;
      return { response, tookMs: performance.now() - started };
    });
    const probes: number[] = [];
    while (!done) {
      const probeStarted = performance.now();
      await request(app.getHttpServer()).get('/api/health/live').expect(200);
      probes.push(performance.now() - probeStarted);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { response, tookMs } = await slow;
    expect(response.status).toBe(200);
    // Probes went on all through the improve, one after another: on the main thread the first probe would have
    // waited for the whole improve, so there would be one or two, the first as long as the improve. Compared with
    // the improve itself, not with a number of milliseconds a busy machine can exceed.
    expect(probes.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...probes)).toBeLessThan(tookMs / 2);
    expect(response.body).toMatchObject({ improvedText: await improveTextOffline(text), by: 'spelling-check' });
  });

  it('answers each change with its place, so the editor accepts some and rejects others', async () => {
    const text = 'we  wore gele and agbada ,and the the pupils recieved prizes.';
    const { body } = await improve(text).expect(200);
    expect(body.improvedText).toBe('We wore gele and agbada, and the pupils received prizes.');
    const said = body.changes.map((change: TextChange) => [change.original, change.replacement, change.reason]);
    expect(said).toEqual([
      ['we  ', 'We ', 'capital letter'],
      [' ', '', 'spacing'],
      ['', ' ', 'spacing'],
      ['the ', '', 'repeated word'],
      ['recieved', 'received', 'spelling'],
    ]);
    for (const change of body.changes) expect(text.slice(change.start, change.end)).toBe(change.original);
    expect(applyChanges(text, body.changes)).toBe(body.improvedText);
    const onlySpelling = body.changes.filter((change: TextChange) => change.reason === 'spelling');
    expect(applyChanges(text, onlySpelling)).toBe('we  wore gele and agbada ,and the the pupils received prizes.');
  });

  it('still refuses an empty text with the original message', async () => {
    expect((await improve('   ').expect(400)).body).toEqual({ statusCode: 400, message: 'Write something first!' });
  });
});
