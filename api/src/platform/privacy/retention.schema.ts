import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';

/** The one row of retention periods (`_id: 'retention'`): only the kinds an admin changed; the rest keep defaults. */
@Schema({ collection: COLLECTIONS.retentionSettings, versionKey: false })
export class RetentionSetting {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Object, required: true })
  days!: Record<string, number>;

  @Prop({ type: String, required: true })
  updatedBy!: string;

  @Prop({ type: Date, required: true })
  updatedAt!: Date;
}

export const RetentionSettingSchema = SchemaFactory.createForClass(RetentionSetting);

/** One run of the retention job: how many of each kind it deleted, for the audit list (kept like any audit). */
@Schema({ collection: COLLECTIONS.retentionRuns, versionKey: false })
export class RetentionRunRecord {
  @Prop({ type: Date, required: true })
  at!: Date;

  @Prop({ type: Object, required: true })
  deleted!: Record<string, number>;
}

export const RetentionRunSchema = SchemaFactory.createForClass(RetentionRunRecord);
RetentionRunSchema.index({ at: -1 });
