import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { COLLECTIONS, GALLERY_ALBUM_CATEGORIES, type StoredImage } from '@icast/contracts';
import { StoredImageSchema } from '../images/image.schema';

@Schema({ versionKey: false })
export class GalleryPhotoFields {
  _id!: Types.ObjectId;

  @Prop({ type: StoredImageSchema, required: true })
  picture!: StoredImage;

  @Prop({ type: String, required: true })
  alt!: string;

  @Prop({ type: String, default: '' })
  caption!: string;
}
const GalleryPhotoSchema = SchemaFactory.createForClass(GalleryPhotoFields);

/** An album with its photos in order inside it: one read shows it, one update reorders it. */
@Schema({ collection: COLLECTIONS.galleryAlbums, versionKey: false, timestamps: true })
export class GalleryAlbumRecord {
  @Prop({ type: String, required: true })
  title!: string;

  @Prop({ type: String, required: true, enum: GALLERY_ALBUM_CATEGORIES })
  category!: string;

  @Prop({ type: String, default: '' })
  description!: string;

  @Prop({ type: Boolean, default: false })
  published!: boolean;

  @Prop({ type: [GalleryPhotoSchema], default: [] })
  photos!: GalleryPhotoFields[];

  createdAt!: Date;
  updatedAt!: Date;
}
export const GalleryAlbumSchema = SchemaFactory.createForClass(GalleryAlbumRecord);
GalleryAlbumSchema.index({ published: 1, category: 1, createdAt: -1 });
