import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';
import { Schema as MongooseSchema } from 'mongoose';
import { StaffActor } from '../staff-actor.schema';

/** One saved version of an item (a post, an event, a part of the site's content): who, when, the whole value. */
@Schema({ collection: COLLECTIONS.contentRevisions, versionKey: false })
export class ContentRevisionRecord {
  @Prop({ type: String, required: true })
  kind!: string;

  @Prop({ type: String, required: true })
  itemId!: string;

  /** 1, 2, 3... per item; unique with kind and item, so two saves at once never share a number. */
  @Prop({ type: Number, required: true })
  number!: number;

  @Prop({ type: Date, required: true })
  at!: Date;

  @Prop({ type: StaffActor, required: true })
  by!: StaffActor;

  /** The saved item as the API answers it (plain JSON: dates as strings); null for a removed announcement. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  value!: unknown;

  @Prop({ type: Number })
  restoredFrom?: number;

  /** The admin who approved the editor's change this save made live. */
  @Prop({ type: StaffActor })
  approvedBy?: StaffActor;
}
export const ContentRevisionSchema = SchemaFactory.createForClass(ContentRevisionRecord);
ContentRevisionSchema.index({ kind: 1, itemId: 1, number: -1 }, { unique: true });
