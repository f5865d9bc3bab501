import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { COLLECTIONS } from '@icast/contracts';
import { RateLimitStore } from './rate-limit-store';
import { PER_INSTANCE_KEY_PREFIX } from './rate-limit.decorator';

const MINUTE = 60_000;
const STATUS_LOOKUP = { reference: 'ICAST-2025-ABCD-EFGH-JKMN', dob: '2018-05-14' };

/** Two API instances on one real database (FerretDB here): the counts they share. */
describe('RateLimitStore shared by two API instances', () => {
  let first: NestExpressApplication;
  let second: NestExpressApplication;
  let clock: number;
  const store = (app: NestExpressApplication) => app.get(RateLimitStore);

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp();
    await resetDatabase(first);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });
  beforeEach(() => {
    clock = 10 * MINUTE + 1_000;
    for (const app of [first, second]) store(app).useClock(() => clock);
  });

  it('counts one key up to the limit, refuses the rest of the window, and starts again in the next', async () => {
    const hit = () => store(first).increment('sequential', MINUTE, 3);
    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 59, isBlocked: false, timeToBlockExpire: 0 });
    await hit();
    expect((await hit()).isBlocked).toBe(false);
    expect(await hit()).toEqual({ totalHits: 4, timeToExpire: 59, isBlocked: true, timeToBlockExpire: 59 });
    expect((await store(first).increment('another', MINUTE, 3)).isBlocked).toBe(false);
    clock += 30_000;
    expect(await hit()).toMatchObject({ isBlocked: true, timeToBlockExpire: 29 });
    clock += 30_000;
    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 59, isBlocked: false, timeToBlockExpire: 0 });
  });

  it('gives each of 60 parallel hits spread over both instances its own number: exactly the limit pass', async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, index) => store(index % 2 ? second : first).increment('parallel', MINUTE, 30)),
    );
    const passed = results.filter((result) => !result.isBlocked);
    expect(passed.length).toBe(30);
    expect(passed.map((result) => result.totalHits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
    // The window holds at most limit + 1 documents, however many hits there were.
    const stored = await databaseOf(first)
      .collection(COLLECTIONS.rateLimitHits)
      .countDocuments({ _id: { $regex: /^parallel\|/ } as never });
    expect(stored).toBe(31);
  });

  it('lets an instance that missed 200 hits find its place without a collision per hit', async () => {
    for (let hit = 0; hit < 200; hit++) await store(first).increment('catch-up', MINUTE, 300);
    const hits = databaseOf(first).collection(COLLECTIONS.rateLimitHits);
    const inserts = jest.spyOn(Object.getPrototypeOf(hits) as { insertOne: () => unknown }, 'insertOne');
    try {
      expect((await store(second).increment('catch-up', MINUTE, 300)).totalHits).toBe(201);
      expect(inserts.mock.calls.length).toBeLessThan(5);
    } finally {
      inserts.mockRestore();
    }
  });

  it('deletes ended windows when it sweeps', async () => {
    await store(first).increment('swept', MINUTE, 5);
    const hits = databaseOf(first).collection(COLLECTIONS.rateLimitHits);
    const swept = { _id: { $regex: /^swept\|/ } as never };
    expect(await hits.countDocuments(swept)).toBe(1);
    await store(first).sweep();
    expect(await hits.countDocuments(swept)).toBe(1);
    clock += MINUTE;
    await store(first).sweep();
    expect(await hits.countDocuments(swept)).toBe(0);
  });

  it('counts a per-instance key in each instance alone and writes nothing for it', async () => {
    const key = `${PER_INSTANCE_KEY_PREFIX}alone`;
    const onFirst = await Promise.all(Array.from({ length: 4 }, () => store(first).increment(key, MINUTE, 3)));
    expect(onFirst.map((result) => result.isBlocked).sort()).toEqual([false, false, false, true]);
    expect((await store(second).increment(key, MINUTE, 3)).isBlocked).toBe(false);
    const written = await databaseOf(first)
      .collection(COLLECTIONS.rateLimitHits)
      .countDocuments({ _id: { $regex: /^instance:/ } as never });
    expect(written).toBe(0);
  });

  // The requests below are counted on the stores' clock, stopped a second into a minute (beforeEach): all in one
  // window whatever the time of day and however slow the machine, so no test waits for a minute to begin.
  it('counts the chat per instance and sign-ins across instances, as their routes say', async () => {
    const hits = databaseOf(first).collection(COLLECTIONS.rateLimitHits);
    const ask = (app: NestExpressApplication) =>
      request(app.getHttpServer())
        .post('/api/chatbot/bot-response')
        .set('X-Forwarded-For', '10.41.0.1')
        .send({ message: 'What time does school close?' });
    const onFirst = await Promise.all(Array.from({ length: 21 }, () => ask(first)));
    expect(onFirst.filter((answer) => answer.status === 429).length).toBe(1);
    expect((await ask(second)).status).toBe(200);
    expect(await hits.countDocuments({ _id: { $regex: /10\.41\.0\.1/ } as never })).toBe(0);

    await request(first.getHttpServer())
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.41.0.2')
      .send({ email: 'nobody@icast.test', password: 'not the password' });
    expect(await hits.countDocuments({ _id: { $regex: /10\.41\.0\.2/ } as never })).toBe(1);
  });

  it('holds a route limit across instances over HTTP: 40 lookups from one address, 30 answered', async () => {
    const lookups = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        request((index % 2 ? second : first).getHttpServer())
          .post('/api/form/status')
          .set('X-Forwarded-For', '10.40.0.1')
          .send(STATUS_LOOKUP),
      ),
    );
    const statuses = lookups.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 429).length).toBe(10);
    expect(statuses.filter((status) => status === 404).length).toBe(30);
    const another = await request(second.getHttpServer())
      .post('/api/form/status')
      .set('X-Forwarded-For', '10.40.0.2')
      .send(STATUS_LOOKUP);
    expect(another.status).toBe(404);
  });
});
