import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';
import { Schema as MongooseSchema } from 'mongoose';
import { StaffActor } from '../staff-actor.schema';

/** An editor's change waiting for an admin: the whole proposed value, the live version it was made from. */
@Schema({ collection: COLLECTIONS.contentPendingChanges, versionKey: false })
export class PendingChangeRecord {
  @Prop({ type: String, required: true })
  kind!: string;

  @Prop({ type: String, required: true })
  itemId!: string;

  @Prop({ type: String, required: true })
  title!: string;

  @Prop({ type: StaffActor, required: true })
  by!: StaffActor;

  @Prop({ type: String, required: true })
  role!: string;

  @Prop({ type: Date, required: true })
  at!: Date;

  /** The item as the editor would have it. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  value!: unknown;

  /** The item as visitors saw it when the change was made: what the admin's diff compares with. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  before!: unknown;

  @Prop({ type: Number, required: true })
  basedOn!: number;

  /** waiting, approved, sent-back or replaced: only a waiting change can be decided (one conditional update). */
  @Prop({ type: String, required: true })
  status!: string;

  @Prop({ type: String })
  note?: string;

  @Prop({ type: StaffActor })
  decidedBy?: StaffActor;

  @Prop({ type: Date })
  decidedAt?: Date;

  /** When its preview link stops working. */
  @Prop({ type: Date, required: true })
  previewUntil!: Date;
}
export const PendingChangeSchema = SchemaFactory.createForClass(PendingChangeRecord);
PendingChangeSchema.index({ status: 1, at: -1 });
PendingChangeSchema.index({ kind: 1, itemId: 1, status: 1 });

/** The one approval setting (`_id` 'approval'). */
@Schema({ collection: COLLECTIONS.contentApprovalSettings, versionKey: false })
export class ApprovalSettingsRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Boolean, required: true })
  editorsNeedApproval!: boolean;
}
export const ApprovalSettingsSchema = SchemaFactory.createForClass(ApprovalSettingsRecord);

/**
 * The one decision on a change, under the change's id: a unique insert, so of two admins deciding at once exactly
 * one gets it (a conditional update on FerretDB v1 reads and writes the whole document, and both could pass).
 */
@Schema({ collection: COLLECTIONS.contentChangeDecisions, versionKey: false })
export class ChangeDecisionRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  status!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}
export const ChangeDecisionSchema = SchemaFactory.createForClass(ChangeDecisionRecord);
