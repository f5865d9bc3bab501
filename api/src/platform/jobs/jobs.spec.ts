import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { advanceClock, runJobs } from '../../testing/mail';
import { createContextApp, createContextAppOnEmptyDatabase } from '../../testing/test-app';
import { ScheduledJob, type StoredScheduledJob } from './scheduled-job.schema';
import { JobLoop } from './job-loop';
import { ScheduledJobs } from './scheduled-jobs.service';
import { WorkClaimer } from './work-claimer';

/**
 * The claims every background job relies on, against the real database with two API processes' worth of apps
 * on it. (FerretDB v1 lets several concurrent conditional updates of one document all "win"; these must not.)
 */
describe('claimed jobs', () => {
  let first: NestExpressApplication;
  let second: NestExpressApplication;
  const jobsModel = () => first.get<Model<ScheduledJob>>(getModelToken(ScheduledJob.name));
  const read = (key: string) => jobsModel().findOne({ key }).lean<StoredScheduledJob>().exec();

  beforeAll(async () => {
    first = await createContextAppOnEmptyDatabase([]);
    second = await createContextApp([]);
    await jobsModel().init();
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('gives each claim to exactly one of many parallel claimants from two apps', async () => {
    const ids = Array.from({ length: 15 }, (_, index) => `race-${index}`);
    await jobsModel().insertMany(ids.map((key) => ({ key, name: 'race', runAt: new Date(), claimVersion: 0 })));
    const claimers = [first.get(WorkClaimer), second.get(WorkClaimer)];
    for (const id of ids) {
      const seen = (await read(id))!;
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, index) => claimers[index % 2]!.claim(jobsModel(), seen, 60_000)),
      );
      expect([id, results.filter(Boolean).length]).toEqual([id, 1]);
      expect((await read(id))?.claimVersion).toBe(1);
    }
  });

  it('lets another process retake work whose holder died, and ignores the dead holder coming back', async () => {
    await jobsModel().create({ key: 'crashed', name: 'crash-test', runAt: new Date(), claimVersion: 0 });
    const dead = (await first.get(WorkClaimer).claim(jobsModel(), (await read('crashed'))!, 1_000))!;
    const runs: string[] = [];
    second.get(ScheduledJobs).define('crash-test', async () => {
      runs.push('second');
      return undefined;
    });
    await second.get(ScheduledJobs).runDue(new Date());
    expect(runs).toEqual([]); // still locked by the first claim

    const restore = advanceClock(second, 2_000);
    await second.get(ScheduledJobs).runDue(new Date(Date.now() + 2_000));
    restore();
    expect(runs).toEqual(['second']);
    expect(await read('crashed')).toMatchObject({ state: 'done', claimVersion: 2 });
    expect(await first.get(WorkClaimer).finish(jobsModel(), dead, { state: 'failed' })).toBe(false);
    expect((await read('crashed'))?.state).toBe('done');
  });

  it('runs each scheduled job once when two apps run their passes at the same time', async () => {
    const ran: string[] = [];
    for (const app of [first, second]) {
      app.get(ScheduledJobs).define('once', async (payload) => {
        ran.push(String(payload.n));
        return undefined;
      });
    }
    await Promise.all(
      Array.from({ length: 25 }, (_, n) => first.get(ScheduledJobs).schedule(`once-${n}`, 'once', new Date(), { n })),
    );
    const now = new Date(Date.now() + 1000);
    for (let round = 0; round < 3; round++) {
      await Promise.all([first.get(ScheduledJobs).runDue(now), second.get(ScheduledJobs).runDue(now)]);
    }
    // Each app's own loop was woken by schedule() and may hold a claim it has not run yet: let its pass finish.
    // A job claimed but never run would stay locked, so this cannot hide a lost job.
    await Promise.all([first.get(JobLoop).runOnce(), second.get(JobLoop).runOnce()]);
    expect(ran.sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 25 }, (_, n) => String(n)));
    // Scheduling an existing key again keeps the one job (it does not run again).
    await first.get(ScheduledJobs).schedule('once-3', 'once', new Date(), { n: 3 });
    await first.get(ScheduledJobs).runDue(now);
    expect(ran).toHaveLength(25);
  });

  it('reschedules a recurring job, retries a failing one with growing delays, then gives up', async () => {
    const jobs = first.get(ScheduledJobs);
    const next = new Date(Date.now() + 86_400_000);
    jobs.define('daily', async () => next);
    jobs.define('broken', async () => {
      throw new Error('the printer is on fire');
    });
    await jobs.schedule('daily', 'daily', new Date());
    await jobs.schedule('broken', 'broken', new Date());
    // Through the app's own loop, so this pass and the loop's timed ones take turns.
    await runJobs(first);
    expect(await read('daily')).toMatchObject({ state: 'scheduled', runAt: next, attempts: 0 });
    const failedOnce = (await read('broken'))!;
    expect(failedOnce).toMatchObject({ state: 'scheduled', attempts: 1, lastError: 'the printer is on fire' });
    expect(failedOnce.runAt.getTime()).toBeGreaterThanOrEqual(Date.now() + 55_000);
    for (let attempt = 2; attempt <= 5; attempt++) {
      const restore = advanceClock(first, (await read('broken'))!.runAt.getTime() + 1 - Date.now());
      await runJobs(first);
      restore();
    }
    expect(await read('broken')).toMatchObject({ state: 'failed', attempts: 5 });
  });
});
