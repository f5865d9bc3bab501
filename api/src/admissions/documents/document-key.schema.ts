import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';

/**
 * A documents key this database has used: its id and check value (an HMAC of a fixed label, which reveals nothing
 * of the key). Backups carry it with the files, so an API started with another key under the same id, or without
 * the key its files need, refuses at start instead of failing on the first download.
 */
@Schema({ collection: COLLECTIONS.documentKeys, versionKey: false })
export class DocumentKey {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  check!: string;

  @Prop({ type: Date, required: true })
  firstUsedAt!: Date;
}

export const DocumentKeySchema = SchemaFactory.createForClass(DocumentKey);
