import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  type ApplicationDocumentView,
  choiceLabel,
  DOCUMENT_IMAGE_MAX_SIDE,
  DOCUMENT_KINDS,
  DOCUMENT_TYPES,
  documentsOpen,
  type DocumentKind,
  type DocumentReviewRequest,
  type DocumentType,
} from '@icast/contracts';
import { ApplicationService } from '../applications/application.service';
import { Clock } from '../../platform/jobs/clock';
import { detectFileType } from '../../content';
import { ImageRejected, reencodePhoto } from '../../content';
import { eventsToSet } from '../../platform/domain-events/domain-event';
import { DomainEvents } from '../../platform/domain-events/domain-events.service';
import { ADMISSIONS_EVENT_SOURCES, ADMISSIONS_EVENTS } from '../admissions-events';
import { ApplicationDocument, type StoredApplicationDocument } from './application-document.schema';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { applicantOf } from '../applications/applicant';
import { FamilyStorage } from './family-storage';
import { DocumentChecklists } from './document-checklist';
import { bytesOf } from './document-file';
import { DocumentCipher } from './document-cipher';
import { PdfRefused, withoutActiveContent } from '../../platform/pdf/pdf-active-content';

/** Who uploaded a file, as staff see it: the family itself, from its page (else a staff member's e-mail). */
export const UPLOADED_BY_FAMILY = 'family';

export interface UploadedDocument {
  originalname?: string;
  buffer: Buffer;
}

const EXTENSIONS: Record<DocumentType, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };
const kindLabel = (kind: DocumentKind) => choiceLabel(DOCUMENT_KINDS, kind);
const mergedMessage = (into: string) =>
  `This application was merged into ${into}: its documents no longer change. Work on ${into} instead.`;
const DOCUMENTS_FROZEN = 'A decision has been made on this application: its documents can no longer change.';

/** The family's name for the file, reduced to safe characters, with the extension of what it really is. */
function safeFilename(original: string | undefined, kind: DocumentKind, type: DocumentType): string {
  const stem = (original ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w\- ]+/g, '')
    .trim()
    .slice(0, 80);
  return `${stem || kind}.${EXTENSIONS[type]}`;
}

function viewOf(row: StoredApplicationDocument): ApplicationDocumentView {
  return {
    kind: row.kind,
    filename: row.filename,
    contentType: row.contentType,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
    review: row.review,
    ...(row.reviewNote ? { reviewNote: row.reviewNote } : {}),
    ...(row.reviewedAt ? { reviewedAt: row.reviewedAt.toISOString() } : {}),
  };
}

/**
 * The documents a family sends with an application. Each file's type is what its content proves; photographs go
 * through the image pipeline (upright, resized, metadata gone). Owns application_documents.
 */
@Injectable()
export class DocumentsService implements OnModuleInit {
  private readonly logger = new Logger(DocumentsService.name);

  constructor(
    @InjectModel(ApplicationDocument.name) private readonly documents: Model<ApplicationDocument>,
    private readonly applications: ApplicationService,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
    private readonly familyStorage: FamilyStorage,
    private readonly cipher: DocumentCipher,
    private readonly checklists: DocumentChecklists,
  ) {}

  onModuleInit(): void {
    this.events.registerSource(ADMISSIONS_EVENT_SOURCES.documents, this.documents as never);
  }

  async list(reference: string): Promise<ApplicationDocumentView[]> {
    await this.applications.detail(reference);
    const rows = await this.documents
      .find({ applicationReference: reference }, { data: 0 })
      .lean<StoredApplicationDocument[]>();
    const order = (row: StoredApplicationDocument) => DOCUMENT_KINDS.findIndex((kind) => kind.value === row.kind);
    return rows.sort((a, b) => order(a) - order(b)).map(viewOf);
  }

  /**
   * The required documents (the checklist of the class applied for) the family has not sent, or sent and was
   * asked to replace; null while the documents cannot change (decided, or merged into another application).
   */
  async stillNeeded(reference: string): Promise<DocumentKind[] | null> {
    const { status, merge, fields } = await this.applications.detail(reference);
    if (merge || !documentsOpen(status)) return null;
    return this.missingFor(reference, fields.classAppliedFor ?? '');
  }

  /**
   * The required documents missing whatever the status (an offer to a child on the waiting list asks too): not
   * sent, or sent and asked to be replaced. The offer's rule reads it, so it agrees with staff's "missing" line.
   */
  async missingRequired(reference: string): Promise<DocumentKind[]> {
    const { fields } = await this.applications.detail(reference);
    return this.missingFor(reference, fields.classAppliedFor ?? '');
  }

  private async missingFor(reference: string, classAppliedFor: string): Promise<DocumentKind[]> {
    const rows = await this.documents
      .find({ applicationReference: reference }, { kind: 1, review: 1 })
      .lean<Array<Pick<StoredApplicationDocument, 'kind' | 'review'>>>();
    const sent = new Set(rows.filter((row) => row.review !== 'resend').map((row) => row.kind));
    return (await this.checklists.kindsFor(classAppliedFor)).filter((kind) => !sent.has(kind));
  }

  /** Whether this copy (an upload's id) is the one stored: a later copy replaced it, or it never got in, if not. */
  async isStored(reference: string, kind: DocumentKind, uploadId: string): Promise<boolean> {
    return (await this.documents.exists({ applicationReference: reference, kind, uploadId }).exec()) !== null;
  }

  /** The document with its file opened (decrypted). */
  async file(reference: string, kind: DocumentKind): Promise<StoredApplicationDocument> {
    const row = await this.documents
      .findOne({ applicationReference: reference, kind })
      .lean<StoredApplicationDocument>();
    if (!row) throw new NotFoundException(`No ${kindLabel(kind).toLowerCase()} has been sent for this application`);
    return { ...row, data: this.cipher.open({ data: bytesOf(row.data), keyId: row.keyId }), keyId: undefined };
  }

  /**
   * Stores the file for this kind, replacing the one before (which goes back to waiting for review). What a family
   * sends counts against its cap (FamilyStorage); a scan staff add at the office does not.
   */
  async upload(
    reference: string,
    kind: DocumentKind,
    file: UploadedDocument | undefined,
    uploadedBy: string,
  ): Promise<ApplicationDocumentView> {
    const { open, family } = await this.documentsState(reference);
    // After the decision only a document staff asked for again may come, and only while it is still asked for.
    const askedAgain = { applicationReference: reference, kind, review: 'resend' as const };
    if (!open && !(await this.documents.exists(askedAgain))) throw new ConflictException(DOCUMENTS_FROZEN);
    if (!file?.buffer.length) throw new BadRequestException('Choose a file to upload (PDF, JPEG or PNG).');
    const type = detectFileType(file.buffer);
    if (!type || !(DOCUMENT_TYPES as readonly string[]).includes(type)) {
      throw new BadRequestException(
        'This file is not a PDF, JPEG or PNG. Please send a scan or photo in one of those.',
      );
    }
    const contentType = type as DocumentType;
    if (kind === 'passportPhoto' && contentType === 'application/pdf') {
      throw new BadRequestException('The passport photograph must be a photo (JPEG or PNG), not a PDF.');
    }
    const data =
      contentType === 'application/pdf' ? await this.pdf(file.buffer) : await this.photo(file.buffer, contentType);
    const now = this.clock.now();
    const uploadId = randomUUID();
    const stored = {
      applicationReference: reference,
      kind,
      filename: safeFilename(file.originalname, kind, contentType),
      contentType,
      size: data.length,
      ...this.cipher.seal(data),
      uploadId,
      uploadedAt: now,
      uploadedBy,
      review: 'pending' as const,
    };
    const filter = { applicationReference: reference, kind };
    const previous = await this.documents.findOne(filter, { uploadId: 1 }).lean();
    if (uploadedBy === UPLOADED_BY_FAMILY) {
      const holder = {
        family,
        applicationReference: reference,
        kind,
        upload: stored.uploadId,
      };
      await this.familyStorage.claim(holder, data.length, now);
    }
    // Staff hear of what the family sends. Stored on its own before the file (not on the document: an event handled
    // there would rewrite the whole file on FerretDB v1), delivered after it; its subscriber checks the file is in.
    const uploaded =
      uploadedBy === UPLOADED_BY_FAMILY
        ? ADMISSIONS_EVENTS.create('documentUploaded', { reference, kind, uploadId }, now)
        : undefined;
    if (uploaded) await this.events.record(uploaded);
    if (!open) {
      // Replaced only while still asked for: once the new copy is in (waiting for review) the record is closed again.
      const { matchedCount } = await this.documents.replaceOne(askedAgain, stored);
      if (matchedCount === 0) {
        await this.familyStorage.release(stored.uploadId);
        throw new ConflictException(DOCUMENTS_FROZEN);
      }
      await this.familyStorage.release(previous?.uploadId);
      if (uploaded) await this.events.deliverStandalone(uploaded.id);
      const { data: _sent, keyId: _sentKey, ...sent } = stored;
      return viewOf(sent as StoredApplicationDocument);
    }
    try {
      await this.documents.replaceOne(filter, stored, { upsert: true });
    } catch (error) {
      // Two uploads of a first file at once: both upserts inserted, the unique index kept one. Replace it.
      if (!isDuplicateKey(error)) {
        await this.familyStorage.release(stored.uploadId);
        throw error;
      }
      await this.documents.replaceOne(filter, stored);
    }
    await this.familyStorage.release(previous?.uploadId);
    if (uploaded) await this.events.deliverStandalone(uploaded.id);
    const { data: _data, keyId: _key, ...view } = stored;
    return viewOf(view as StoredApplicationDocument);
  }

  async remove(reference: string, kind: DocumentKind): Promise<void> {
    if (!(await this.documentsState(reference)).open) throw new ConflictException(DOCUMENTS_FROZEN);
    const filter = { applicationReference: reference, kind };
    const stored = await this.documents.findOne(filter, { uploadId: 1 }).lean();
    const { deletedCount } = await this.documents.deleteOne(filter);
    if (deletedCount === 0) throw new NotFoundException(`No ${kindLabel(kind).toLowerCase()} to remove`);
    await this.familyStorage.release(stored?.uploadId);
  }

  /**
   * A merge: documents the kept application lacks come over from the merged one, marked with where they came from;
   * the rest stay where they are. Answers the kinds that moved.
   */
  async moveMissing(from: string, to: string): Promise<DocumentKind[]> {
    const present = await this.documents.find({ applicationReference: to }, { kind: 1 }).lean();
    const have = present.map((row) => row.kind);
    try {
      await this.documents.updateMany(
        { applicationReference: from, kind: { $nin: have } },
        { $set: { applicationReference: to, mergedFrom: from } },
      );
    } catch (error) {
      // The kept family sent one of those kinds meanwhile: theirs stays, the merged one's stays behind.
      if (!isDuplicateKey(error)) throw error;
    }
    return this.kindsMergedFrom(from, to);
  }

  /** Undoing a merge: the documents that came from `merged` and are still as they came go back to it. */
  async returnMerged(merged: string, kept: string): Promise<DocumentKind[]> {
    const kinds = await this.kindsMergedFrom(merged, kept);
    await this.documents.updateMany(
      { applicationReference: kept, mergedFrom: merged },
      { $set: { applicationReference: merged }, $unset: { mergedFrom: 1 } },
    );
    return kinds;
  }

  private async kindsMergedFrom(from: string, to: string): Promise<DocumentKind[]> {
    const rows = await this.documents.find({ applicationReference: to, mergedFrom: from }, { kind: 1 }).lean();
    return rows.map((row) => row.kind);
  }

  /** Staff accept a document or ask for a new one; for a new one, the family is told why by e-mail. */
  async review(
    reference: string,
    kind: DocumentKind,
    { review, note }: DocumentReviewRequest,
    by: string,
  ): Promise<ApplicationDocumentView> {
    if (review === 'resend' && !note) throw new BadRequestException('Say what is wrong, so the family can fix it.');
    const { merge } = await this.applications.detail(reference);
    // Asking the family of a merged application for anything would contradict its page.
    if (merge) throw new ConflictException(mergedMessage(merge.into));
    const filter = { applicationReference: reference, kind };
    const sent = await this.documents
      .findOne(filter, { uploadedAt: 1 })
      .lean<Pick<ApplicationDocument, 'uploadedAt'>>();
    if (!sent) throw new NotFoundException(`No ${kindLabel(kind).toLowerCase()} has been sent for this application`);
    const now = this.clock.now();
    // Asked for again: the family hears why, by the event recorded with the review.
    const asked =
      review === 'resend'
        ? [
            ADMISSIONS_EVENTS.create(
              'documentRequested',
              { reference, kind, note: note!, uploadedAt: sent.uploadedAt },
              now,
            ),
          ]
        : [];
    // Update, then read: FerretDB v1 cannot leave the file out of a findOneAndUpdate answer.
    await this.documents.updateOne(filter, {
      $set: {
        review,
        reviewedBy: by,
        reviewedAt: now,
        ...(note ? { reviewNote: note } : {}),
        ...eventsToSet(...asked),
      },
      ...(note ? {} : { $unset: { reviewNote: 1 } }),
    });
    if (asked.length > 0) await this.events.deliverFrom(ADMISSIONS_EVENT_SOURCES.documents, filter);
    const row = await this.documents.findOne(filter, { data: 0, pendingEvents: 0 }).lean<StoredApplicationDocument>();
    if (!row) throw new NotFoundException(`No ${kindLabel(kind).toLowerCase()} has been sent for this application`);
    return viewOf(row);
  }

  /** Without scripts, actions or attached files: staff open these in desktop readers that would run them. */
  private async pdf(data: Buffer): Promise<Buffer> {
    try {
      const cleaned = await withoutActiveContent(data);
      return cleaned === data ? data : Buffer.from(cleaned);
    } catch (error) {
      if (error instanceof PdfRefused) throw new BadRequestException(error.message);
      throw error;
    }
  }

  private async photo(data: Buffer, type: 'image/jpeg' | 'image/png'): Promise<Buffer> {
    try {
      return await reencodePhoto(data, type, DOCUMENT_IMAGE_MAX_SIDE);
    } catch (error) {
      if (error instanceof ImageRejected) {
        throw new BadRequestException('This image could not be read: it may be damaged. Please take the photo again.');
      }
      throw error;
    }
  }

  /**
   * Documents can change until the decision; after it they are the record of what was decided on, except one staff
   * asked for again (review `resend`), which the family may still send (upload). A merged application's never change.
   */
  private async documentsState(reference: string): Promise<{ open: boolean; family: string }> {
    const { status, merge, fields, submittedAt } = await this.applications.detail(reference);
    if (merge) throw new ConflictException(mergedMessage(merge.into));
    // A family is every application made with one e-mail, as the parent's link opens them.
    const { contact } = applicantOf({ reference, submittedAt: new Date(submittedAt), fields });
    return { open: documentsOpen(status), family: contact.email ?? `reference:${reference}` };
  }
}
