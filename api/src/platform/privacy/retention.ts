import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  RETENTION_KIND_KEYS,
  RETENTION_KINDS,
  type RetentionDays,
  type RetentionKind,
  type RetentionRun,
  type RetentionSettings,
} from '@icast/contracts';
import { Clock } from '../jobs/clock';
import { ScheduledJobs } from '../jobs/scheduled-jobs.service';
import { RetentionRunRecord, RetentionSetting } from './retention.schema';

/**
 * Deletes one kind's records that were due at `cutoff` (kept since before it) and says how many went. A context
 * registers one per kind it owns, because only it knows its collections and what else goes with a record.
 */
export type RetentionSweep = (cutoff: Date) => Promise<number>;

export const RETENTION_JOB = 'privacy-retention';
const SETTINGS_ID = 'retention';
const DAY_MS = 24 * 60 * 60 * 1000;
/** 02:00 in Lagos (UTC+1 all year): the quietest hour, after the day's backups. */
const RETENTION_HOUR_UTC = 1;
const RUNS_SHOWN = 60;

/** The next 02:00 Lagos time after `now`. */
export function nextRetentionRun(now: Date): Date {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RETENTION_HOUR_UTC));
  return today > now ? today : new Date(today.getTime() + DAY_MS);
}

/**
 * Retention that runs by itself: each night one job (claimed once across API processes) asks every kind's sweep to
 * delete what has been kept longer than its period, and records the counts. The periods are the admin's
 * (defaults in RETENTION_KINDS).
 */
@Injectable()
export class Retention implements OnApplicationBootstrap {
  private readonly logger = new Logger(Retention.name);
  private readonly sweeps = new Map<RetentionKind, RetentionSweep>();

  constructor(
    @InjectModel(RetentionSetting.name) private readonly settingsModel: Model<RetentionSetting>,
    @InjectModel(RetentionRunRecord.name) private readonly runsModel: Model<RetentionRunRecord>,
    private readonly jobs: ScheduledJobs,
    private readonly clock: Clock,
  ) {
    this.jobs.define(RETENTION_JOB, (_payload, now) => this.runJob(now), { nextRegularRun: nextRetentionRun });
  }

  /** Every process schedules it; the job's fixed key keeps one. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(RETENTION_JOB, RETENTION_JOB, nextRetentionRun(this.clock.now()));
  }

  /** The owning context's sweep for one kind (called from its service's constructor). */
  register(kind: RetentionKind, sweep: RetentionSweep): void {
    this.sweeps.set(kind, sweep);
  }

  async settings(): Promise<RetentionSettings> {
    const row = await this.settingsModel.findById(SETTINGS_ID).lean().exec();
    const days = Object.fromEntries(
      RETENTION_KIND_KEYS.map((kind) => [kind, row?.days[kind] ?? RETENTION_KINDS[kind].defaultDays]),
    ) as RetentionDays;
    return row ? { days, updatedBy: row.updatedBy, updatedAt: row.updatedAt.toISOString() } : { days };
  }

  /** `days` already checked (retentionDaysProblem). */
  async update(days: RetentionDays, by: string): Promise<RetentionSettings> {
    const kept = Object.fromEntries(RETENTION_KIND_KEYS.map((kind) => [kind, days[kind]]));
    await this.settingsModel
      .updateOne(
        { _id: SETTINGS_ID },
        { $set: { days: kept, updatedBy: by, updatedAt: this.clock.now() } },
        { upsert: true },
      )
      .exec();
    return this.settings();
  }

  async runs(): Promise<RetentionRun[]> {
    const rows = await this.runsModel.find().sort({ at: -1, _id: -1 }).limit(RUNS_SHOWN).lean().exec();
    return rows.map((row) => ({ at: row.at.toISOString(), deleted: row.deleted as Record<RetentionKind, number> }));
  }

  /**
   * Deletes everything due at `now`, kind by kind, and records the counts. A kind whose sweep fails does not stop
   * the others; the job is retried (the recorded counts are what was deleted before the failure).
   */
  async runDue(now: Date): Promise<RetentionRun> {
    const { days } = await this.settings();
    const deleted = Object.fromEntries(RETENTION_KIND_KEYS.map((kind) => [kind, 0])) as Record<RetentionKind, number>;
    const failures: string[] = [];
    for (const kind of RETENTION_KIND_KEYS) {
      const sweep = this.sweeps.get(kind);
      if (!sweep) continue;
      try {
        deleted[kind] = await sweep(new Date(now.getTime() - days[kind] * DAY_MS));
      } catch (error) {
        failures.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await this.runsModel.create({ at: now, deleted });
    if (failures.length > 0) throw new Error(`retention could not finish: ${failures.join('; ')}`);
    const total = Object.values(deleted).reduce((sum, count) => sum + count, 0);
    if (total > 0) this.logger.log(`retention deleted ${total} record(s): ${JSON.stringify(deleted)}`);
    return { at: now.toISOString(), deleted };
  }

  private async runJob(now: Date): Promise<Date> {
    await this.runDue(now);
    return nextRetentionRun(now);
  }
}
