import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS, DOCUMENT_KINDS, type DocumentKind } from '@icast/contracts';
import { MAJORITY_WRITE_CONCERN } from '../../platform/database/write-concern';

/** The documents one class asks for, as an admin set them, keyed by the class (`primary2`). */
@Schema({ collection: COLLECTIONS.documentChecklists, versionKey: false, writeConcern: MAJORITY_WRITE_CONCERN })
export class ClassDocuments {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: [String], enum: DOCUMENT_KINDS.map((kind) => kind.value), required: true })
  kinds!: DocumentKind[];

  @Prop({ type: String, required: true })
  updatedBy!: string;

  @Prop({ type: Date, required: true })
  updatedAt!: Date;
}
export const ClassDocumentsSchema = SchemaFactory.createForClass(ClassDocuments);
