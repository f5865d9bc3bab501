import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { COLLECTIONS } from '@icast/contracts';

export const SCHEDULED_JOB_STATES = ['scheduled', 'done', 'failed'] as const;
export type ScheduledJobState = (typeof SCHEDULED_JOB_STATES)[number];

/** A timed piece of work: the morning chat digest, a newsletter being queued, later offer expiry and reminders. */
@Schema({ collection: COLLECTIONS.scheduledJobs, versionKey: false })
export class ScheduledJob {
  /**
   * Chosen by the caller (`chat-digest`, `newsletter-campaign:<id>`), so scheduling twice keeps one job. Not the
   * `_id`: claims are keyed by `_id`, so a job removed and scheduled again is new work, not an old claim.
   */
  @Prop({ type: String, required: true })
  key!: string;

  /** Which handler runs it (ScheduledJobs.define). */
  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: Date, required: true })
  runAt!: Date;

  @Prop({ type: Object, default: {} })
  payload!: Record<string, unknown>;

  @Prop({ type: String, required: true, enum: SCHEDULED_JOB_STATES, default: 'scheduled' })
  state!: ScheduledJobState;

  /** Failed runs in a row; reset by a success. */
  @Prop({ type: Number, default: 0 })
  attempts!: number;

  @Prop({ type: String })
  lastError?: string;

  @Prop({ type: Date })
  lastRunAt?: Date;

  @Prop({ type: Number, required: true, default: 0 })
  claimVersion!: number;

  @Prop({ type: Date, default: null })
  lockedUntil?: Date | null;
}

export type StoredScheduledJob = ScheduledJob & { _id: Types.ObjectId };
export const ScheduledJobSchema = SchemaFactory.createForClass(ScheduledJob);
ScheduledJobSchema.index({ key: 1 }, { unique: true });
ScheduledJobSchema.index({ state: 1, runAt: 1 });
