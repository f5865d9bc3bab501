import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';

/** One version of the privacy notice. Never changed once written: a save is always a new version. */
@Schema({ collection: COLLECTIONS.privacyNotices, versionKey: false })
export class PrivacyNoticeRecord {
  @Prop({ type: Number, required: true })
  version!: number;

  @Prop({ type: String, required: true })
  text!: string;

  @Prop({ type: Date, required: true })
  savedAt!: Date;

  @Prop({ type: String, required: true })
  savedBy!: string;

  /** The member's id; absent for the site's first text. */
  @Prop({ type: String })
  savedById?: string;
}
export const PrivacyNoticeSchema = SchemaFactory.createForClass(PrivacyNoticeRecord);
// Two editors saving at once cannot both take the next number: the second retries with the one after.
PrivacyNoticeSchema.index({ version: 1 }, { unique: true });
