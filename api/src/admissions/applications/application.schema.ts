import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { NoticeSeen } from '../../content';
import { NoticeSeenSchema } from '../../platform/database/notice-seen.schema';
import { APPLICATION_STATUS_VALUES, type ApplicationStatusValue, COLLECTIONS } from '@icast/contracts';
import type { PendingEvents } from '../../platform/domain-events/domain-event';
import { MAJORITY_WRITE_CONCERN } from '../../platform/database/write-concern';

@Schema({ _id: false, versionKey: false })
export class StatusChange {
  @Prop({ type: String, required: true, enum: APPLICATION_STATUS_VALUES })
  status!: ApplicationStatusValue;

  @Prop({ type: String, maxlength: 500 })
  note?: string;

  @Prop({ type: String, required: true })
  by!: string;

  @Prop({ type: Date, required: true })
  at!: Date;

  /** The change to many applications at once (the pipeline) this one was part of. */
  @Prop({ type: String })
  batch?: string;
}

/** Why an application is `merged`: the one it was joined with, and the status it goes back to on Undo. */
@Schema({ _id: false, versionKey: false })
export class MergeState {
  @Prop({ type: String, required: true })
  into!: string;

  @Prop({ type: String, required: true, enum: APPLICATION_STATUS_VALUES })
  statusBefore!: ApplicationStatusValue;

  @Prop({ type: String, required: true })
  by!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

@Schema({ collection: COLLECTIONS.applications, versionKey: false, writeConcern: MAJORITY_WRITE_CONCERN })
export class Application {
  /** ICAST-<year>-XXXX-XXXX-XXXX (ICAST-<year>-<6 digits> on older applications): what the parent keeps for the lookup. */
  @Prop({ type: String, required: true })
  reference!: string;

  /** Every answer of the form by field name (APPLICATION_FIELDS), already validated. */
  @Prop({ type: Object, required: true })
  fields!: Record<string, string>;

  @Prop({ type: String, required: true, enum: APPLICATION_STATUS_VALUES, default: 'received' })
  status!: ApplicationStatusValue;

  @Prop({ type: [SchemaFactory.createForClass(StatusChange)], default: [] })
  history!: StatusChange[];

  @Prop({ type: Date, required: true })
  submittedAt!: Date;

  @Prop({ type: Date, required: true })
  updatedAt!: Date;

  /** Present while the application is merged into another (status `merged`); Undo removes it. */
  @Prop({ type: SchemaFactory.createForClass(MergeState) })
  merge?: MergeState;

  /** Whether the parent agreed to give the health answers, and when the application arrived; absent before it was asked. */
  @Prop({
    type: new MongooseSchema(
      { given: { type: Boolean, required: true }, at: { type: Date, required: true } },
      { _id: false },
    ),
  })
  healthConsent?: { given: boolean; at: Date };

  /** The privacy notice version the form showed and when the application arrived. */
  @Prop({ type: NoticeSeenSchema })
  privacyNotice?: NoticeSeen;

  /** What happened to it that other contexts have not heard of yet (platform/domain-events). */
  @Prop({ type: Object })
  pendingEvents?: PendingEvents;
}

export const ApplicationSchema = SchemaFactory.createForClass(Application);
ApplicationSchema.index({ reference: 1 }, { unique: true });
ApplicationSchema.index({ submittedAt: -1 });
// The dashboard's count of new applications and the list's status filter (on MongoDB; FerretDB scans anyway).
ApplicationSchema.index({ status: 1, submittedAt: -1 });
// The list's place filters (class, campus, day or boarding, start term) and the seats view's counts per row.
ApplicationSchema.index({ 'fields.classAppliedFor': 1, 'fields.campus': 1, submittedAt: -1 });
ApplicationSchema.index({ 'fields.startTerm': 1, submittedAt: -1 });
