import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { BOOKING_KIND_VALUES, type BookingKind, COLLECTIONS } from '@icast/contracts';

/** A time staff opened for an entrance assessment, an interview or a tour, at one campus, with so many seats. */
@Schema({ collection: COLLECTIONS.bookingSlots, versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class BookingSlot {
  @Prop({ type: String, required: true, enum: BOOKING_KIND_VALUES })
  kind!: BookingKind;

  @Prop({ type: String, required: true })
  campus!: string;

  @Prop({ type: Date, required: true })
  startsAt!: Date;

  @Prop({ type: Number, required: true })
  durationMinutes!: number;

  /** Seats 1..capacity; a booking takes one of them (booking.schema.ts). */
  @Prop({ type: Number, required: true })
  capacity!: number;

  @Prop({ type: String })
  note?: string;

  /** The staff member who published it. */
  @Prop({ type: String, required: true })
  createdBy!: string;

  createdAt!: Date;
}

export type StoredBookingSlot = BookingSlot & { _id: Types.ObjectId };
export const BookingSlotSchema = SchemaFactory.createForClass(BookingSlot);
BookingSlotSchema.index({ kind: 1, startsAt: 1 });
