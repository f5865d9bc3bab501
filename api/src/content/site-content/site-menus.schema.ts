import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS, type FooterColumn, type HeaderMenuEntry } from '@icast/contracts';
import { Schema as MongooseSchema } from 'mongoose';

/** The one row of the menus (`_id` SITE_MENUS_ID), stored as saved (checked whole by `siteMenusProblems` first). */
export const SITE_MENUS_ID = 'site';

@Schema({ collection: COLLECTIONS.siteMenus, versionKey: false })
export class SiteMenusRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] })
  header!: HeaderMenuEntry[];

  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] })
  footer!: FooterColumn[];

  /** Null while the menus are the school's first ones. */
  @Prop({ type: Date, default: null })
  updatedAt!: Date | null;

  @Prop({ type: String, default: null })
  updatedBy!: string | null;
}

export const SiteMenusSchema = SchemaFactory.createForClass(SiteMenusRecord);
