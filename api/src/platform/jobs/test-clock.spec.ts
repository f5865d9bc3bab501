import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { problemWith, PRODUCTION_DOCUMENTS_KEY, VALID_ENVIRONMENT } from '../../testing/environment-problems';
import { createContextAppOnEmptyDatabase } from '../../testing/test-app';
import { validateEnvironment } from '../config/environment';
import { Clock } from './clock';
import { IDLE_POLL_MS, JobLoop } from './job-loop';
import { ScheduledJobs } from './scheduled-jobs.service';
import { FileClock, TEST_CLOCK_FILE_MAX_BYTES } from './test-clock';

const MINUTE = 60_000;
const folder = mkdtempSync(path.join(tmpdir(), 'icast-test-clock-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** As the browser suite writes it: whole, by a rename, so the clock never reads half a file. */
function moveClock(file: string, offsetMs: number): void {
  writeFileSync(`${file}.next`, JSON.stringify({ offsetMs }));
  renameSync(`${file}.next`, file);
}

async function until(condition: () => boolean, withinMs: number): Promise<void> {
  const end = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`not true within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('TEST_CLOCK_FILE', () => {
  it('is refused in production, whatever the file', () => {
    const production = {
      ...VALID_ENVIRONMENT,
      ...PRODUCTION_DOCUMENTS_KEY,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      PAYMENT_MODE: 'sandbox',
    };
    expect(validateEnvironment(production).testClockFile).toBeUndefined();
    expect(problemWith({ ...production, TEST_CLOCK_FILE: path.join(folder, 'clock.json') })).toContain(
      'TEST_CLOCK_FILE is for test sites only',
    );
  });

  it('is read outside production as an absolute path of bounded length', () => {
    const file = path.join(folder, 'clock.json');
    expect(validateEnvironment({ ...VALID_ENVIRONMENT, NODE_ENV: 'test', TEST_CLOCK_FILE: file }).testClockFile).toBe(
      file,
    );
    expect(validateEnvironment(VALID_ENVIRONMENT).testClockFile).toBeUndefined();
    expect(problemWith({ ...VALID_ENVIRONMENT, TEST_CLOCK_FILE: 'clock.json' })).toContain('absolute path');
    expect(problemWith({ ...VALID_ENVIRONMENT, TEST_CLOCK_FILE: `/${'a'.repeat(2000)}` })).toContain('absolute path');
  });
});

describe('the file clock', () => {
  it('is real time plus the offset the file names, read afresh on every call', () => {
    const file = path.join(folder, 'offsets.json');
    const clock = new FileClock(file);
    try {
      // No file yet: real time.
      expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(MINUTE);
      moveClock(file, 10 * MINUTE);
      const moved = clock.now().getTime() - Date.now();
      expect(moved).toBeGreaterThan(9 * MINUTE);
      expect(moved).toBeLessThanOrEqual(10 * MINUTE);
    } finally {
      clock.onModuleDestroy();
    }
  });

  it('keeps its last good offset when the file is not one, and refuses a long file before parsing it', () => {
    const file = path.join(folder, 'bad.json');
    moveClock(file, 5 * MINUTE);
    const clock = new FileClock(file);
    try {
      for (const content of [
        'not json',
        JSON.stringify({ offsetMs: 1.5 }),
        JSON.stringify({ offsetMs: 1000 * 24 * 60 * MINUTE }),
        JSON.stringify({ offsetMs: 0, padding: 'x'.repeat(TEST_CLOCK_FILE_MAX_BYTES) }),
        'null',
      ]) {
        writeFileSync(file, content);
        expect(clock.now().getTime() - Date.now()).toBeGreaterThan(4 * MINUTE);
      }
    } finally {
      clock.onModuleDestroy();
    }
  });
});

describe('a test site whose clock is moved past a timed job', () => {
  const file = path.join(folder, 'site-clock.json');
  let app: NestExpressApplication;

  beforeAll(async () => {
    moveClock(file, 0);
    app = await createContextAppOnEmptyDatabase([], { TEST_CLOCK_FILE: file });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('runs the job at once, not at the next idle poll, and not before its time', async () => {
    expect(app.get(Clock)).toBeInstanceOf(FileClock);
    const runs: Date[] = [];
    const jobs = app.get(ScheduledJobs);
    jobs.define('moved-clock-test', async (_payload, now) => {
      runs.push(now);
      return undefined;
    });
    const runAt = new Date(Date.now() + 10 * MINUTE);
    await jobs.schedule('moved-clock-test', 'moved-clock-test', runAt);
    // Before its time, a pass leaves it.
    await app.get(JobLoop).runOnce();
    expect(runs).toEqual([]);

    moveClock(file, 11 * MINUTE);
    const movedAt = Date.now();
    // The loop's own poll would come only after IDLE_POLL_MS; the moved clock wakes it well before.
    await until(() => runs.length > 0, IDLE_POLL_MS / 2);
    expect(Date.now() - movedAt).toBeLessThan(IDLE_POLL_MS / 2);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.getTime()).toBeGreaterThanOrEqual(runAt.getTime());
    // Once the pass that ran it has ended (the next one waits for it), the job is done, and ran once.
    await app.get(JobLoop).runOnce();
    expect(runs).toHaveLength(1);
    expect((await jobs.find('moved-clock-test'))?.state).toBe('done');
  });
});
