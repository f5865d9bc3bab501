import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { NoticeSeen } from '../../content';
import { NoticeSeenSchema } from '../../platform/database/notice-seen.schema';
import type { PendingEvents } from '../../platform/domain-events/domain-event';
import { Types } from 'mongoose';
import { BOOKING_KIND_VALUES, type BookingKind, COLLECTIONS } from '@icast/contracts';

/**
 * One booked seat of one slot. Booking inserts `(slot, seat)` for a free seat number; the unique index lets exactly
 * one of any number of racing inserts have a seat, so a slot can never hold more seats taken than it has. (A
 * counter decremented with `$inc` cannot promise that on FerretDB v1, which loses concurrent updates of a document.)
 * A booking is its first seat, which carries everything; a tour party's further seats are documents of their own that
 * point to it (`partyOf`). Cancelling deletes them all and frees the seats.
 */
@Schema({ collection: COLLECTIONS.bookings, versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class Booking {
  @Prop({ type: Types.ObjectId, required: true })
  slotId!: Types.ObjectId;

  /** 1..the slot's capacity. */
  @Prop({ type: Number, required: true })
  seat!: number;

  /** Copied from the slot: the reminder and the family's page need them without another read. */
  @Prop({ type: String, required: true, enum: BOOKING_KIND_VALUES })
  kind!: BookingKind;

  @Prop({ type: Date, required: true })
  startsAt!: Date;

  /** The visitor, or for an application the child's name. */
  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: String, required: true })
  email!: string;

  /** E.164. */
  @Prop({ type: String, required: true })
  phone!: string;

  @Prop({ type: String })
  applicationReference?: string;

  /** SHA-256 of the family's manage token (the link in the confirmation); the token itself is never stored. */
  @Prop({ type: String, required: true })
  manageTokenHash!: string;

  /** `visitor`, `family`, or the e-mail of the staff member who booked on the family's behalf. */
  @Prop({ type: String, required: true })
  bookedBy!: string;

  /** On a booking's first seat: how many people come, each with a seat (absent on bookings made before: 1). */
  @Prop({ type: Number })
  party?: number;

  /** On a party's further seats: the first seat, which is the booking. */
  @Prop({ type: Types.ObjectId })
  partyOf?: Types.ObjectId;

  /** A tour's class of interest (a TOUR_CLASS_CHOICES value). */
  @Prop({ type: String })
  classOfInterest?: string;

  /** A tour booked on the site: the privacy notice its page showed and when the booking arrived. */
  @Prop({ type: NoticeSeenSchema })
  privacyNotice?: NoticeSeen;

  /** On the first seat: the booking's confirmation, until messaging has sent it (platform/domain-events). */
  @Prop({ type: Object })
  pendingEvents?: PendingEvents;

  createdAt!: Date;
}

export type StoredBooking = Booking & { _id: Types.ObjectId };
export const BookingSchema = SchemaFactory.createForClass(Booking);
BookingSchema.index({ slotId: 1, seat: 1 }, { unique: true });
BookingSchema.index({ manageTokenHash: 1 });
BookingSchema.index({ applicationReference: 1 });
BookingSchema.index({ partyOf: 1 });

/** A booking is its first seat: the seats that point to another are a party's further seats. */
export const FIRST_SEATS = { partyOf: { $exists: false } } as const;
