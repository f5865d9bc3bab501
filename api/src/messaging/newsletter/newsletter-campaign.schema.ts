import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS, NEWSLETTER_LIMITS } from '@icast/contracts';

/** A newsletter sent to every confirmed subscriber; its messages are queued in batches by a scheduled job. */
@Schema({ collection: COLLECTIONS.newsletterCampaigns, versionKey: false })
export class NewsletterCampaign {
  @Prop({ type: String, required: true, maxlength: NEWSLETTER_LIMITS.subject })
  subject!: string;

  @Prop({ type: String, required: true, maxlength: NEWSLETTER_LIMITS.body })
  body!: string;

  /** The staff member's e-mail. */
  @Prop({ type: String, required: true })
  createdBy!: string;

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  /** `queuing` while the job adds subscribers' messages; `queued` once every confirmed subscriber has one. */
  @Prop({ type: String, required: true, enum: ['queuing', 'queued'] })
  state!: 'queuing' | 'queued';

  /** Messages queued so far. Written only by the job holding the campaign's claim, so never raced. */
  @Prop({ type: Number, required: true, default: 0 })
  recipients!: number;

  /** The last subscriber id queued: the next batch starts after it. */
  @Prop({ type: String })
  cursor?: string;
}

export const NewsletterCampaignSchema = SchemaFactory.createForClass(NewsletterCampaign);
NewsletterCampaignSchema.index({ createdAt: -1 });
