import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS, DOWNLOAD_CATEGORIES } from '@icast/contracts';

/** One document with its current file inside: a list reads everything but `file`, the address reads `file`. */
@Schema({ collection: COLLECTIONS.schoolDownloads, versionKey: false, timestamps: true })
export class SchoolDownloadRecord {
  /** Given once from the first title; the unique index keeps two documents off one address. */
  @Prop({ type: String, required: true })
  slug!: string;

  @Prop({ type: String, required: true })
  title!: string;

  @Prop({ type: String, required: true, enum: DOWNLOAD_CATEGORIES })
  category!: string;

  @Prop({ type: String, default: '' })
  description!: string;

  @Prop({ type: String, default: null })
  validFrom!: string | null;

  @Prop({ type: Buffer, required: true })
  file!: Buffer;

  @Prop({ type: Number, required: true })
  bytes!: number;

  /** SHA-256 of the file (base64url): the ETag, so a replaced file is fetched again and an unchanged one is not. */
  @Prop({ type: String, required: true })
  sha256!: string;

  @Prop({ type: Number, required: true })
  version!: number;

  createdAt!: Date;
  updatedAt!: Date;
}
export const SchoolDownloadSchema = SchemaFactory.createForClass(SchoolDownloadRecord);
SchoolDownloadSchema.index({ slug: 1 }, { unique: true });
