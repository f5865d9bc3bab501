import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Clock } from './clock';
import { JobLoop } from './job-loop';
import { ScheduledJob, type StoredScheduledJob } from './scheduled-job.schema';
import { unlockedAt, WorkClaimer } from './work-claimer';
import { isDuplicateKey } from '../database/duplicate-key';

/**
 * Runs one job; returns when to run it again (a recurring job's next morning, `now` for the next batch), or
 * undefined when it is done. Throwing retries it later.
 */
export type JobHandler = (payload: Record<string, unknown>, now: Date) => Promise<Date | undefined>;

interface JobDefinition {
  handler: JobHandler;
  /** A recurring job that keeps failing is not given up: it tries again at its next regular time. */
  nextRegularRun?: (now: Date) => Date;
}

/** A handler may run this long before another process may take its job over. */
const LEASE_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 5;
const BATCH = 10;
const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 60 * 60 * 1000);

/** Timed jobs for every feature, run by the one JobLoop and claimed so each run happens in one process. */
@Injectable()
export class ScheduledJobs implements OnModuleInit {
  private readonly logger = new Logger(ScheduledJobs.name);
  private readonly definitions = new Map<string, JobDefinition>();

  constructor(
    @InjectModel(ScheduledJob.name) private readonly jobs: Model<ScheduledJob>,
    private readonly claimer: WorkClaimer,
    private readonly loop: JobLoop,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.loop.register({ name: 'scheduled jobs', runDue: (now) => this.runDue(now) });
  }

  define(name: string, handler: JobHandler, options: { nextRegularRun?: (now: Date) => Date } = {}): void {
    this.definitions.set(name, { handler, ...options });
  }

  /** Schedules the job `key` unless it already exists (scheduled, done or failed): safe to call on every start. */
  async schedule(key: string, name: string, runAt: Date, payload: Record<string, unknown> = {}): Promise<void> {
    try {
      await this.jobs.create({ key, name, runAt, payload, state: 'scheduled', claimVersion: 0 });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    this.loop.wake(runAt);
  }

  /**
   * Removes the jobs whose keys start with one of these (a family's erased reminders: `documents-reminder:<ref>`):
   * scheduled ones never run, and done ones stop naming the family. Answers how many went.
   */
  async forget(keyPrefixes: string[]): Promise<number> {
    if (keyPrefixes.length === 0) return 0;
    const escaped = keyPrefixes.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const { deletedCount } = await this.jobs.deleteMany({ key: { $regex: `^(${escaped.join('|')})` } }).exec();
    return deletedCount;
  }

  async find(key: string): Promise<StoredScheduledJob | null> {
    return this.jobs.findOne({ key }).lean<StoredScheduledJob>().exec();
  }

  /** Runs what is due; asks to come back at once when a full batch was due (more may be waiting). */
  async runDue(now: Date): Promise<Date | undefined> {
    // Only the jobs this process knows: another version of the API may run jobs this one has no handler for.
    const names = [...this.definitions.keys()];
    const due = await this.jobs
      .find({ state: 'scheduled', name: { $in: names }, runAt: { $lte: now }, ...unlockedAt(now) })
      .sort({ runAt: 1 })
      .limit(BATCH)
      .lean<StoredScheduledJob[]>()
      .exec();
    for (const seen of due) {
      const definition = this.definitions.get(seen.name)!;
      const claimed = await this.claimer.claim(this.jobs, seen, LEASE_MS);
      if (claimed) await this.run(claimed, definition);
    }
    return due.length === BATCH ? now : undefined;
  }

  private async run(job: StoredScheduledJob, definition: JobDefinition): Promise<void> {
    const now = this.clock.now();
    try {
      const next = await definition.handler(job.payload, now);
      await this.claimer.finish(this.jobs, job, {
        state: next ? 'scheduled' : 'done',
        ...(next ? { runAt: next } : {}),
        attempts: 0,
        lastRunAt: now,
      });
      if (next) this.loop.wake(next);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const attempts = job.attempts + 1;
      const givenUp = attempts >= MAX_ATTEMPTS;
      this.logger.warn(`job ${job.key} failed (attempt ${attempts}): ${message}`);
      const regular = givenUp ? definition.nextRegularRun?.(now) : undefined;
      await this.claimer.finish(this.jobs, job, {
        lastError: message,
        lastRunAt: now,
        ...(regular
          ? { state: 'scheduled', runAt: regular, attempts: 0 }
          : givenUp
            ? { state: 'failed', attempts }
            : { state: 'scheduled', runAt: new Date(now.getTime() + retryDelayMs(attempts)), attempts }),
      });
    }
  }
}
