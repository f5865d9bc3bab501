import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';

/**
 * One unit (FAMILY_STORAGE_UNIT_BYTES) of a family's document storage, held by one stored document. `_id` is
 * `<family>#<n>` with n below the family's number of units, so inserting it is the claim: the unique `_id` is the
 * one write MongoDB and FerretDB v1 both decide atomically (docs/decisions/messaging.md), and however many uploads
 * race, a family never holds more units than its cap.
 */
@Schema({ collection: COLLECTIONS.documentStorageUnits, versionKey: false })
export class DocumentStorageUnit {
  @Prop({ type: String, required: true })
  _id!: string;

  /** The family's e-mail (lower case), or `reference:<reference>` for an application without one. */
  @Prop({ type: String, required: true })
  family!: string;

  @Prop({ type: Number, required: true })
  n!: number;

  /** The document holding it: its application, kind and upload id. */
  @Prop({ type: String, required: true })
  applicationReference!: string;

  @Prop({ type: String, required: true })
  kind!: string;

  @Prop({ type: String, required: true })
  upload!: string;

  @Prop({ type: Date, required: true })
  claimedAt!: Date;
}

export const DocumentStorageUnitSchema = SchemaFactory.createForClass(DocumentStorageUnit);
DocumentStorageUnitSchema.index({ family: 1 });
DocumentStorageUnitSchema.index({ upload: 1 });
