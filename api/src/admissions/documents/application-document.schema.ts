import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { PendingEvents } from '../../platform/domain-events/domain-event';
import type { Types } from 'mongoose';
import {
  COLLECTIONS,
  DOCUMENT_KIND_VALUES,
  DOCUMENT_TYPES,
  type DocumentKind,
  type DocumentReview,
  type DocumentType,
} from '@icast/contracts';

/**
 * One document of one application (its birth certificate, say), the file itself included: a few megabytes at most,
 * kept with the rest of the application so backups and restores carry it. Replacing it replaces this document.
 */
@Schema({ collection: COLLECTIONS.applicationDocuments, versionKey: false })
export class ApplicationDocument {
  @Prop({ type: String, required: true })
  applicationReference!: string;

  @Prop({ type: String, required: true, enum: DOCUMENT_KIND_VALUES })
  kind!: DocumentKind;

  /** The family's file name, made safe, with the extension of the type its content proved. */
  @Prop({ type: String, required: true })
  filename!: string;

  @Prop({ type: String, required: true, enum: DOCUMENT_TYPES })
  contentType!: DocumentType;

  @Prop({ type: Number, required: true })
  size!: number;

  /**
   * A photograph re-encoded without its metadata, a PDF without scripts, actions or attached files, sealed with
   * AES-256-GCM under `keyId` (DocumentCipher). Without `keyId` it is a file stored before encryption, as sent.
   */
  @Prop({ type: Buffer, required: true })
  data!: Buffer;

  /** The documents key that sealed `data` (DOCUMENTS_KEY_ID when it was stored or last rotated). */
  @Prop({ type: String })
  keyId?: string;

  @Prop({ type: Date, required: true })
  uploadedAt!: Date;

  /**
   * This upload's id: the family's storage units it holds carry it (FamilyStorage). Missing on documents stored
   * before the family cap, which hold none.
   */
  @Prop({ type: String })
  uploadId?: string;

  /** `family` or the e-mail of the staff member who uploaded it for them. */
  @Prop({ type: String, required: true })
  uploadedBy!: string;

  @Prop({ type: String, required: true, default: 'pending' })
  review!: DocumentReview;

  @Prop({ type: String })
  reviewNote?: string;

  @Prop({ type: String })
  reviewedBy?: string;

  @Prop({ type: Date })
  reviewedAt?: Date;

  /** Moved here by a merge from this application: undoing the merge moves it back. */
  @Prop({ type: String })
  mergedFrom?: string;

  /** A request for a new copy that messaging has not sent yet (platform/domain-events). */
  @Prop({ type: Object })
  pendingEvents?: PendingEvents;
}

export type StoredApplicationDocument = ApplicationDocument & { _id: Types.ObjectId };
export const ApplicationDocumentSchema = SchemaFactory.createForClass(ApplicationDocument);
ApplicationDocumentSchema.index({ applicationReference: 1, kind: 1 }, { unique: true });
ApplicationDocumentSchema.index({ keyId: 1 });
