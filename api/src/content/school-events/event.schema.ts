import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS, type StoredImage } from '@icast/contracts';
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

  createdAt!: Date;
  updatedAt!: Date;
}
export const EventSchema = SchemaFactory.createForClass(EventRecord);
// Upcoming: not yet ended, soonest first; past: ended, latest first.
EventSchema.index({ endsAt: 1, startsAt: 1 });
// Lookup by address; uniqueness lives in event_slugs.
EventSchema.index({ slug: 1 });
