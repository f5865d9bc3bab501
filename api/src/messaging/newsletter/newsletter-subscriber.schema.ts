import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
import {
  COLLECTIONS,
  CONTACT_LIMITS,
  NEWSLETTER_CAMPUSES,
  NEWSLETTER_SECTIONS,
  NEWSLETTER_SUBSCRIBER_STATES,
  type NewsletterCampus,
  type NewsletterSection,
  type NewsletterSubscriberState,
} from '@icast/contracts';
import type { NoticeSeen } from '../../content';
import { NoticeSeenSchema } from '../../platform/database/notice-seen.schema';

@Schema({
  collection: COLLECTIONS.newsletterSubscribers,
  timestamps: { createdAt: true, updatedAt: false },
  versionKey: false,
})
export class NewsletterSubscriber {
  /** Stored trimmed and lower-cased, so `Ada@Example.com` and `ada@example.com` are one subscriber. */
  @Prop({ type: String, required: true, maxlength: CONTACT_LIMITS.email })
  email!: string;

  /**
   * Only `confirmed` addresses get newsletters. Rows from before double opt-in have no state until the legacy job
   * sends them a confirmation (docs/decisions/messaging.md).
   */
  @Prop({ type: String, enum: NEWSLETTER_SUBSCRIBER_STATES })
  state?: NewsletterSubscriberState;

  /** This subscriber's own key for signing their confirm and unsubscribe links; links themselves are not stored. */
  @Prop({ type: String })
  tokenKey?: string;

  @Prop({ type: Date })
  confirmedAt?: Date;

  @Prop({ type: Date })
  unsubscribedAt?: Date;

  /** E.164; given with consent to SMS, used only for closure alerts and only once the e-mail is confirmed. */
  @Prop({ type: String })
  phone?: string;

  /** The campus whose news they want; absent: both campuses' news. */
  @Prop({ type: String, enum: NEWSLETTER_CAMPUSES.map((campus) => campus.value) })
  campus?: NewsletterCampus;

  /** The sections whose news they want; absent (never empty): every section's news. */
  @Prop({ type: [String], enum: NEWSLETTER_SECTIONS.map((section) => section.value), default: undefined })
  sections?: NewsletterSection[];

  /** The privacy notice shown with the latest subscription, and when it arrived. */
  @Prop({ type: NoticeSeenSchema })
  privacyNotice?: NoticeSeen;

  createdAt!: Date;
}

export type NewsletterSubscriberDocument = HydratedDocument<NewsletterSubscriber>;
export const NewsletterSubscriberSchema = SchemaFactory.createForClass(NewsletterSubscriber);
NewsletterSubscriberSchema.index({ email: 1 }, { unique: true });
NewsletterSubscriberSchema.index({ createdAt: -1 });
NewsletterSubscriberSchema.index({ state: 1 });
