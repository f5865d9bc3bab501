import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  COLLECTIONS,
  EVENT_CATEGORIES,
  type EventCategory,
  type EventRecurrence,
  type StoredImage,
} from '@icast/contracts';
import { StoredImageSchema } from '../images/image.schema';

@Schema({ collection: COLLECTIONS.events, versionKey: false, timestamps: true })
export class EventRecord {
  @Prop({ type: String, required: true })
  title!: string;

  /** `/events/{slug}`, claimed in event_slugs (the unique part); absent only until the start-up migration runs. */
  @Prop({ type: String })
  slug?: string;

  @Prop({ type: Date, required: true })
  startsAt!: Date;

  @Prop({ type: Date, required: true })
  endsAt!: Date;

  /** A campus id of the site settings, or '' for elsewhere. */
  @Prop({ type: String, default: '' })
  campus!: string;

  @Prop({ type: String, default: '' })
  venue!: string;

  @Prop({ type: String, default: '' })
  description!: string;

  @Prop({ type: StoredImageSchema, default: null })
  picture!: StoredImage | null;

  @Prop({ type: String, default: '' })
  imageAlt!: string;

  /** Absent on events stored before categories: they count as `other`. */
  @Prop({ type: String, enum: EVENT_CATEGORIES, default: 'other' })
  category!: EventCategory;

  /** null: once. The series is expanded when read, never stored date by date. */
  @Prop({ type: Object, default: null })
  recurrence!: EventRecurrence | null;

  /**
   * When the last date of the series ends (endsAt for a one-off): upcoming, past and a month's dates are found by
   * it. Absent on events stored before series existed, where endsAt says the same.
   */
  @Prop({ type: Date })
  seriesEndsAt?: Date;

  createdAt!: Date;
  updatedAt!: Date;
}
export const EventSchema = SchemaFactory.createForClass(EventRecord);
// Upcoming: not yet ended, soonest first; past: ended, latest first.
EventSchema.index({ endsAt: 1, startsAt: 1 });
// A month's dates and the upcoming series.
EventSchema.index({ seriesEndsAt: 1, startsAt: 1 });
// Lookup by address; uniqueness lives in event_slugs.
EventSchema.index({ slug: 1 });
