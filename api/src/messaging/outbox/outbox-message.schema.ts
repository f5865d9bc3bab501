import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  COLLECTIONS,
  MESSAGE_KINDS,
  type MessageKind,
  OUTBOX_CHANNELS,
  OUTBOX_STATES,
  type OutboxChannel,
  type OutboxState,
} from '@icast/contracts';

@Schema({ _id: false, versionKey: false })
export class OutboxAttachment {
  @Prop({ type: String, required: true })
  filename!: string;

  @Prop({ type: String, required: true })
  contentType!: string;

  @Prop({ type: Buffer, required: true })
  content!: Buffer;
}

/**
 * A message as it will be delivered, written before anything is sent: rendered once, so a retry or a resend sends
 * the same bytes, and nothing accepted is lost when the mail server or the API goes down.
 */
@Schema({ collection: COLLECTIONS.outboxMessages, versionKey: false, timestamps: true })
export class OutboxMessage {
  @Prop({ type: String, required: true, enum: Object.keys(MESSAGE_KINDS) })
  kind!: MessageKind;

  @Prop({ type: String, required: true, enum: OUTBOX_CHANNELS })
  channel!: OutboxChannel;

  /** An e-mail address, or an E.164 phone number for SMS. */
  @Prop({ type: String, required: true })
  to!: string;

  /** Empty for SMS. */
  @Prop({ type: String, default: '' })
  subject!: string;

  @Prop({ type: String })
  html?: string;

  /** The plain-text part of an e-mail, or the SMS itself. */
  @Prop({ type: String, required: true })
  text!: string;

  @Prop({ type: [SchemaFactory.createForClass(OutboxAttachment)], default: [] })
  attachments!: OutboxAttachment[];

  /** Extra e-mail headers (List-Unsubscribe and List-Unsubscribe-Post on newsletters). */
  @Prop({ type: Object, default: {} })
  headers!: Record<string, string>;

  /** RFC 5322 Message-ID, fixed when queued so a retry is the same message and replies thread under it. */
  @Prop({ type: String, required: true })
  messageId!: string;

  @Prop({ type: String })
  inReplyTo?: string;

  @Prop({ type: [String], default: [] })
  references!: string[];

  /** Overrides the configured Reply-To (a staff notice of a contact message answers to the parent). */
  @Prop({ type: String })
  replyTo?: string;

  /** What the message belongs to (`newsletter:<campaign>`, `contact:<message>`), for its feature's progress. */
  @Prop({ type: String })
  group?: string;

  /** The event that caused it (`payment-receipt:<reference>`): the same event queued twice is one message. */
  @Prop({ type: String, required: true })
  dedupeKey!: string;

  @Prop({ type: String, required: true, enum: OUTBOX_STATES, default: 'queued' })
  state!: OutboxState;

  @Prop({ type: Number, required: true, default: 0 })
  tries!: number;

  @Prop({ type: Number, required: true })
  maxTries!: number;

  @Prop({ type: Date, required: true })
  nextAttemptAt!: Date;

  @Prop({ type: String })
  lastError?: string;

  /** The mail server's or SMS provider's own id for the delivered message. */
  @Prop({ type: String })
  providerId?: string;

  @Prop({ type: Date })
  sentAt?: Date;

  @Prop({ type: Number, required: true, default: 0 })
  claimVersion!: number;

  @Prop({ type: Date, default: null })
  lockedUntil?: Date | null;

  createdAt!: Date;
  updatedAt!: Date;
}

export type StoredOutboxMessage = OutboxMessage & { _id: import('mongoose').Types.ObjectId };
export const OutboxMessageSchema = SchemaFactory.createForClass(OutboxMessage);
OutboxMessageSchema.index({ dedupeKey: 1 }, { unique: true });
OutboxMessageSchema.index({ state: 1, nextAttemptAt: 1 });
OutboxMessageSchema.index({ createdAt: -1 });
OutboxMessageSchema.index({ group: 1 });
