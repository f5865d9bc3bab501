import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS, SOCIAL_NETWORKS } from '@icast/contracts';

@Schema({ _id: false, versionKey: false })
export class CampusFields {
  @Prop({ type: String, required: true })
  id!: string;

  @Prop({ type: String, required: true })
  label!: string;

  @Prop({ type: String, required: true })
  address!: string;

  @Prop({ type: Number, default: null })
  latitude!: number | null;

  @Prop({ type: Number, default: null })
  longitude!: number | null;
}

@Schema({ _id: false, versionKey: false })
export class SocialFields {
  @Prop({ type: String, required: true, enum: SOCIAL_NETWORKS })
  network!: string;

  @Prop({ type: String, required: true })
  href!: string;
}

@Schema({ _id: false, versionKey: false })
export class AnnouncementFields {
  @Prop({ type: String, required: true })
  text!: string;

  @Prop({ type: String, default: '' })
  link!: string;

  @Prop({ type: String, default: '' })
  linkText!: string;

  @Prop({ type: Date, required: true })
  startsAt!: Date;

  @Prop({ type: Date, required: true })
  endsAt!: Date;
}

@Schema({ _id: false, versionKey: false })
export class ClosureFields {
  /** New with every publish: the sends of one closure are keyed by it. */
  @Prop({ type: String, required: true })
  id!: string;

  @Prop({ type: String, required: true })
  title!: string;

  @Prop({ type: String, required: true })
  message!: string;

  @Prop({ type: Date, required: true })
  startsAt!: Date;

  @Prop({ type: Date, required: true })
  endsAt!: Date;

  @Prop({ type: [String], default: [] })
  campuses!: string[];
}

/** The one row of site-wide facts (`_id: 'site'`), validated by the DTOs before it is written. */
@Schema({ collection: COLLECTIONS.siteSettings, versionKey: false, timestamps: true })
export class SiteSettingsRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: [String], required: true })
  phones!: string[];

  /** Missing on rows written before it existed: read as libs/content's number (`toSettings`). */
  @Prop({ type: String })
  whatsapp?: string;

  @Prop({ type: [String], required: true })
  emails!: string[];

  @Prop({ type: [CampusFields], required: true })
  campuses!: CampusFields[];

  @Prop({ type: String, required: true })
  openingHours!: string;

  @Prop({ type: String, required: true })
  schoolHours!: string;

  @Prop({ type: [SocialFields], required: true })
  social!: SocialFields[];

  @Prop({ type: String, required: true })
  academicYear!: string;

  @Prop({ type: String, default: '' })
  applicationDeadline!: string;

  @Prop({ type: AnnouncementFields, default: null })
  announcement!: AnnouncementFields | null;

  /** A school closure; absent on rows from before closures existed. */
  @Prop({ type: ClosureFields, default: null })
  closure?: ClosureFields | null;
}
export const SiteSettingsSchema = SchemaFactory.createForClass(SiteSettingsRecord);
export const SITE_SETTINGS_ID = 'site';
