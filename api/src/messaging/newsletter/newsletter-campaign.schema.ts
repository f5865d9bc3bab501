import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import {
  COLLECTIONS,
  NEWSLETTER_LIMITS,
  type NewsletterAudience,
  type NewsletterBlock,
  type NewsletterCampus,
  type NewsletterSection,
} from '@icast/contracts';

/**
 * `awaiting-approval`: the monthly digest, held until staff approve it; `scheduled`: held until `sendAt`;
 * `cancelled`: stopped before it went; `queuing` while the job adds subscribers' messages; `queued` once every
 * subscriber of its lists has one.
 */
export const STORED_CAMPAIGN_STATES = ['awaiting-approval', 'scheduled', 'cancelled', 'queuing', 'queued'] as const;
export type StoredCampaignState = (typeof STORED_CAMPAIGN_STATES)[number];

@Schema({ _id: false })
export class CampaignAudience implements NewsletterAudience {
  @Prop({ type: [String], default: [] })
  campuses!: NewsletterCampus[];

  @Prop({ type: [String], default: [] })
  sections!: NewsletterSection[];
}
const CampaignAudienceSchema = SchemaFactory.createForClass(CampaignAudience);

/** A newsletter to the confirmed subscribers of its lists; its messages are queued in batches by a scheduled job. */
@Schema({ collection: COLLECTIONS.newsletterCampaigns, versionKey: false })
export class NewsletterCampaign {
  @Prop({ type: String, required: true, maxlength: NEWSLETTER_LIMITS.subject })
  subject!: string;

  /** Blocks checked by `newsletterProblems` before they are stored (so no schema of their own here). */
  @Prop({ type: [MongooseSchema.Types.Mixed], default: undefined })
  blocks?: NewsletterBlock[];

  /**
   * The library photos its blocks show, for the library's "used on": a photo in a newsletter that went out stays in
   * use for good, since the e-mails in inboxes load it from the site.
   */
  @Prop({ type: [String], default: undefined })
  photoIds?: string[];

  /** Plain text, from before newsletters were built from blocks: blank lines part paragraphs. */
  @Prop({ type: String, maxlength: NEWSLETTER_LIMITS.body })
  body?: string;

  /** Absent on newsletters from before lists: every confirmed subscriber. */
  @Prop({ type: CampaignAudienceSchema })
  audience?: CampaignAudience;

  /** The staff member's e-mail; the job's name for the monthly digest. */
  @Prop({ type: String, required: true })
  createdBy!: string;

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  @Prop({ type: String, required: true, enum: STORED_CAMPAIGN_STATES })
  state!: StoredCampaignState;

  @Prop({ type: Date })
  sendAt?: Date;

  /** The monthly digest's month, `2026-11`. Its _id is made from it, so a month has one digest however often made. */
  @Prop({ type: String })
  digestMonth?: string;

  /** Who approved the digest, or cancelled a held newsletter. */
  @Prop({ type: String })
  decidedBy?: string;

  /**
   * Approve, cancel and the send job each claim the campaign (WorkClaimer) before changing a held one, so a cancel
   * racing the job (or an approval) has exactly one winner.
   */
  @Prop({ type: Number, default: 0 })
  claimVersion!: number;

  @Prop({ type: Date, default: null })
  lockedUntil?: Date | null;

  /** Messages queued so far. Written only by the job holding the campaign's claim, so never raced. */
  @Prop({ type: Number, required: true, default: 0 })
  recipients!: number;

  /** The last subscriber id queued: the next batch starts after it. */
  @Prop({ type: String })
  cursor?: string;
}

export const NewsletterCampaignSchema = SchemaFactory.createForClass(NewsletterCampaign);
NewsletterCampaignSchema.index({ createdAt: -1 });
NewsletterCampaignSchema.index({ photoIds: 1 });
