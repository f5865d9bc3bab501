import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS, STAFF_ACTIVITY_KINDS, type StaffActivityKind } from '@icast/contracts';

/**
 * One thing that happened that staff see in the bell's list and the daily digest. The `_id` is the kind and the
 * event's own key, so an event delivered twice (or by two processes) is one entry: a unique insert, not a counter.
 */
@Schema({ collection: COLLECTIONS.staffActivity, versionKey: false })
export class StaffActivityEntry {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, enum: STAFF_ACTIVITY_KINDS })
  kind!: StaffActivityKind;

  @Prop({ type: String, required: true })
  text!: string;

  @Prop({ type: String, required: true })
  link!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const StaffActivityEntrySchema = SchemaFactory.createForClass(StaffActivityEntry);
StaffActivityEntrySchema.index({ kind: 1, at: -1 });
StaffActivityEntrySchema.index({ at: -1 });

/** One member has read one entry: `_id` is the member's id and the entry's, so marking twice is one row. */
@Schema({ collection: COLLECTIONS.staffActivityReads, versionKey: false })
export class StaffActivityRead {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  memberId!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const StaffActivityReadSchema = SchemaFactory.createForClass(StaffActivityRead);
StaffActivityReadSchema.index({ memberId: 1 });
