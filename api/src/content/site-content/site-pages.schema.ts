import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS, type PageBlock } from '@icast/contracts';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * One edited public page (`_id` its key, e.g. `hostel`): its title, opening sentence and blocks, stored as the page
 * is saved (checked whole by `sitePageProblems` first, so the blocks need no schema of their own here).
 */
@Schema({ collection: COLLECTIONS.sitePages, versionKey: false })
export class SitePageRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  title!: string;

  @Prop({ type: String, default: '' })
  intro!: string;

  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] })
  blocks!: PageBlock[];

  /** Null while the page is the school's first text. */
  @Prop({ type: Date, default: null })
  updatedAt!: Date | null;

  @Prop({ type: String, default: null })
  updatedBy!: string | null;
}

export const SitePageSchema = SchemaFactory.createForClass(SitePageRecord);
