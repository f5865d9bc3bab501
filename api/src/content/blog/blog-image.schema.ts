import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
import { COLLECTIONS } from '@icast/contracts';

/** A post image uploaded before the photo pipeline, stored whole as binary; still served, never written now. */
@Schema({ collection: COLLECTIONS.blogImages, timestamps: { createdAt: true, updatedAt: false }, versionKey: false })
export class BlogImage {
  @Prop({ type: Buffer, required: true })
  data!: Buffer;

  @Prop({ type: String, required: true, enum: ['image/jpeg', 'image/png', 'image/webp'] })
  contentType!: string;

  @Prop({ type: Number, required: true })
  size!: number;

  /** Content hash, so the ETag is stable across restarts and API instances. */
  @Prop({ type: String, required: true })
  sha256!: string;

  createdAt!: Date;
}

export type BlogImageDocument = HydratedDocument<BlogImage>;
export const BlogImageSchema = SchemaFactory.createForClass(BlogImage);
