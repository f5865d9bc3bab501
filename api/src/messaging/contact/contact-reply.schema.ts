import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Types } from 'mongoose';
import { COLLECTIONS, CONTACT_REPLY_MAX } from '@icast/contracts';

/** A reply written in the dashboard to a contact message; the e-mail itself is in the outbox. */
@Schema({ collection: COLLECTIONS.contactReplies, versionKey: false })
export class ContactReply {
  @Prop({ type: Types.ObjectId, required: true })
  contactId!: Types.ObjectId;

  @Prop({ type: String, required: true, maxlength: CONTACT_REPLY_MAX })
  message!: string;

  /** The staff member's e-mail and name. */
  @Prop({ type: String, required: true })
  by!: string;

  @Prop({ type: String, required: true })
  byName!: string;

  @Prop({ type: Date, required: true })
  at!: Date;

  /** The e-mail's Message-ID: later replies list it in References, so the thread holds together. */
  @Prop({ type: String, required: true })
  messageId!: string;
}

export type ContactReplyDocument = HydratedDocument<ContactReply>;
export const ContactReplySchema = SchemaFactory.createForClass(ContactReply);
ContactReplySchema.index({ contactId: 1, at: 1 });
