import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS, IMAGE_FORMATS } from '@icast/contracts';

/** The largest stored width, its height and every width made. */
class ImageSizes {
  @Prop({ type: Number, required: true })
  width!: number;

  @Prop({ type: Number, required: true })
  height!: number;

  @Prop({ type: [Number], required: true })
  widths!: number[];
}

/** The point of a photo kept in view when it is cropped, in percent from the top left. */
@Schema({ _id: false, versionKey: false })
export class FocalPointFields {
  @Prop({ type: Number, required: true, min: 0, max: 100 })
  x!: number;

  @Prop({ type: Number, required: true, min: 0, max: 100 })
  y!: number;
}
const FocalPointSchema = SchemaFactory.createForClass(FocalPointFields);

/** A processed photo's sizes as its owner (a post, an event, an album) keeps them beside its own fields. */
@Schema({ _id: false, versionKey: false })
export class StoredImageFields extends ImageSizes {
  @Prop({ type: String, required: true })
  id!: string;

  /** Which upload of the photo (absent for the first): its variants' file names carry it. */
  @Prop({ type: String })
  version?: string;

  @Prop({ type: FocalPointSchema })
  focus?: FocalPointFields;
}
export const StoredImageSchema = SchemaFactory.createForClass(StoredImageFields);

@Schema({ _id: false, versionKey: false })
class PendingSizes extends ImageSizes {}
const PendingSizesSchema = SchemaFactory.createForClass(PendingSizes);

/** A processed photo: its sizes, never its original (which may carry a GPS position). */
@Schema({ collection: COLLECTIONS.images, timestamps: { createdAt: true, updatedAt: false }, versionKey: false })
export class ImageRecord extends ImageSizes {
  /** Who decides who may see it (`album:<id>`): see ImageService.governOwner. Unset: anyone with the id. */
  @Prop({ type: String })
  owner?: string;

  /** Bytes of every variant together. */
  @Prop({ type: Number, required: true })
  bytes!: number;

  /**
   * The sizes an accepted photo will have once its other widths are made (the `image-sizes` job); until then the
   * record's own sizes are the first width's. Absent once made, and on photos processed whole.
   */
  @Prop({ type: PendingSizesSchema })
  pending?: PendingSizes;

  /** How many pieces its working copy was stored in (while `pending`). */
  @Prop({ type: Number })
  workingCopyPieces?: number;

  /** What the photo shows, in staff's words: searched in the library and offered as alt text where it is placed. */
  @Prop({ type: String })
  caption?: string;

  @Prop({ type: FocalPointSchema })
  focus?: FocalPointFields;

  /**
   * Which upload of the photo its variants are (absent for the first). A replacement is stored under a new random
   * version beside the old variants, then this field switches in one conditional update: pages never miss a file.
   */
  @Prop({ type: String })
  version?: string;

  createdAt!: Date;
}
export const ImageRecordSchema = SchemaFactory.createForClass(ImageRecord);
// The library lists the newest first.
ImageRecordSchema.index({ createdAt: -1, _id: -1 });

/**
 * One width in one format, a document of its own (the portable subset has no GridFS, and a document stays well under
 * 16 MB): `_id` is `<image id>/<file>`, so serving it is one read by `_id` on any API instance.
 */
@Schema({ collection: COLLECTIONS.imageVariants, versionKey: false })
export class ImageVariantRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  imageId!: string;

  @Prop({ type: String, required: true, enum: IMAGE_FORMATS })
  format!: string;

  @Prop({ type: Number, required: true })
  width!: number;

  /** The photo's owner, on every variant too, so serving one stays a single read by `_id` for photos without one. */
  @Prop({ type: String })
  owner?: string;

  @Prop({ type: Buffer, required: true })
  data!: Buffer;
}
export const ImageVariantRecordSchema = SchemaFactory.createForClass(ImageVariantRecord);

/**
 * One piece of an accepted photo's working copy (a decoded, metadata-free JPEG at the largest width), kept only until
 * its widths are made. In pieces of at most WORKING_COPY_PIECE_BYTES, so each document stays well under 16 MB
 * whatever the photo's shape (the portable subset has no GridFS).
 */
@Schema({ collection: COLLECTIONS.imageWorkingCopies, versionKey: false })
export class ImageWorkingCopyPiece {
  /** `<image id>/<index>`. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  imageId!: string;

  @Prop({ type: Number, required: true })
  index!: number;

  @Prop({ type: Buffer, required: true })
  data!: Buffer;
}

export const ImageWorkingCopyPieceSchema = SchemaFactory.createForClass(ImageWorkingCopyPiece);
ImageWorkingCopyPieceSchema.index({ imageId: 1, index: 1 });
// Removing a photo deletes its variants by imageId.
ImageVariantRecordSchema.index({ imageId: 1 });
