import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
import { COLLECTIONS, CONTACT_LIMITS } from '@icast/contracts';
import { NoticeSeenSchema } from '../../platform/database/notice-seen.schema';
import type { NoticeSeen } from '../../content';

@Schema({
  collection: COLLECTIONS.contactMessages,
  timestamps: { createdAt: true, updatedAt: false },
  versionKey: false,
})
export class ContactMessage {
  /** Absent on messages sent before the form asked for a name. */
  @Prop({ type: String, default: '', maxlength: CONTACT_LIMITS.name })
  name!: string;

  @Prop({ type: String, required: true, maxlength: CONTACT_LIMITS.email })
  email!: string;

  @Prop({ type: String, required: true, maxlength: CONTACT_LIMITS.tel })
  tel!: string;

  @Prop({ type: String, required: true, maxlength: CONTACT_LIMITS.subject })
  subject!: string;

  @Prop({ type: String, required: true, maxlength: CONTACT_LIMITS.message })
  message!: string;

  @Prop({ type: Boolean, default: false })
  read!: boolean;

  @Prop({ type: NoticeSeenSchema })
  privacyNotice?: NoticeSeen;

  createdAt!: Date;
}

export type ContactMessageDocument = HydratedDocument<ContactMessage>;
export const ContactMessageSchema = SchemaFactory.createForClass(ContactMessage);
// The staff inbox reads newest first.
ContactMessageSchema.index({ createdAt: -1 });
// The dashboard's unread count.
ContactMessageSchema.index({ read: 1 });
