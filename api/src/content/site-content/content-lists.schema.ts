import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS, FAQ_CATEGORIES, type StoredImage } from '@icast/contracts';
import { StoredImageSchema } from '../images/image.schema';

/** What every edited list item has: its place in the list, whether the public sees it, and its seed. */
export class ListItemFields {
  @Prop({ type: Number, required: true })
  position!: number;

  @Prop({ type: Boolean, default: false })
  hidden!: boolean;

  /** The libs/content id it was seeded from, if any. */
  @Prop({ type: String })
  seedKey?: string;
}

const listSchema = <T>(target: new () => T) => {
  const schema = SchemaFactory.createForClass(target);
  schema.index({ position: 1, _id: 1 });
  return schema;
};

@Schema({ collection: COLLECTIONS.faqs, versionKey: false, timestamps: true })
export class FaqRecord extends ListItemFields {
  @Prop({ type: String, required: true })
  question!: string;

  @Prop({ type: String, required: true })
  answer!: string;

  @Prop({ type: String, required: true, enum: FAQ_CATEGORIES })
  category!: string;

  @Prop({ type: String, required: true })
  sourcePath!: string;
}
export const FaqSchema = listSchema(FaqRecord);

@Schema({ collection: COLLECTIONS.testimonials, versionKey: false, timestamps: true })
export class TestimonialRecord extends ListItemFields {
  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: String, required: true })
  role!: string;

  @Prop({ type: String, required: true })
  text!: string;
}
export const TestimonialSchema = listSchema(TestimonialRecord);

@Schema({ collection: COLLECTIONS.counters, versionKey: false, timestamps: true })
export class CounterRecord extends ListItemFields {
  @Prop({ type: String, required: true })
  label!: string;

  @Prop({ type: Number, required: true })
  target!: number;
}
export const CounterSchema = listSchema(CounterRecord);

@Schema({ _id: false, versionKey: false })
export class HeroButtonFields {
  @Prop({ type: String, required: true })
  label!: string;

  @Prop({ type: String, required: true })
  to!: string;
}

@Schema({ collection: COLLECTIONS.heroSlides, versionKey: false, timestamps: true })
export class HeroSlideRecord extends ListItemFields {
  @Prop({ type: String, required: true })
  heading!: string;

  @Prop({ type: String, default: '' })
  text!: string;

  @Prop({ type: [HeroButtonFields], default: [] })
  buttons!: HeroButtonFields[];

  @Prop({ type: String, required: true })
  imageKey!: string;

  @Prop({ type: StoredImageSchema, default: null })
  picture!: StoredImage | null;

  @Prop({ type: String, default: '' })
  imageAlt!: string;
}
export const HeroSlideSchema = listSchema(HeroSlideRecord);
