import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
import { COLLECTIONS, CONTACT_LIMITS } from '@icast/contracts';

@Schema({
  collection: COLLECTIONS.newsletterSubscribers,
  timestamps: { createdAt: true, updatedAt: false },
  versionKey: false,
})
export class NewsletterSubscriber {
  /** Stored trimmed and lower-cased, so `Ada@Example.com` and `ada@example.com` are one subscriber. */
  @Prop({ type: String, required: true, maxlength: CONTACT_LIMITS.email })
  email!: string;

  createdAt!: Date;
}

export type NewsletterSubscriberDocument = HydratedDocument<NewsletterSubscriber>;
export const NewsletterSubscriberSchema = SchemaFactory.createForClass(NewsletterSubscriber);
NewsletterSubscriberSchema.index({ email: 1 }, { unique: true });
NewsletterSubscriberSchema.index({ createdAt: -1 });
