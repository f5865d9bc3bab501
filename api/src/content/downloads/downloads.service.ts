import { createHash } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type Connection, isValidObjectId, type Model } from 'mongoose';
import {
  DOWNLOAD_CATEGORIES,
  type DownloadCategory,
  COLLECTIONS,
  fieldRefusal,
  type SchoolDownload,
  slugOf,
  type StaffUser,
} from '@icast/contracts';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { PdfRefused, withoutActiveContent } from '../../platform/pdf/pdf-active-content';
import { detectFileType } from '../images/file-type';
import { ContentChanges } from '../content-audit/content-changes';
import type { SchoolDownloadDto } from './downloads.dto';
import { SchoolDownloadRecord } from './school-download.schema';

export const DOWNLOAD_NOT_FOUND = 'Document not found';
export const CHOOSE_A_PDF = 'Choose the PDF to upload';
export const ONLY_PDF = 'The file must be a PDF (other kinds of file cannot be offered for download)';
export const CHANGED_MEANWHILE = 'Someone else changed this document meanwhile: reload the page and try again';
const AREA = 'download';
/** Addresses are short words; more documents than this with one title is a loop, not a school. */
const SLUG_MAX = 80;
const MAX_SUFFIX = 100;
const LIST_PROJECTION = { file: 0 } as const;

type StoredDownload = SchoolDownloadRecord & { _id: unknown };

/** One version of a document's file, claimed before it is written: `_id` is `{document id}:{version}`. */
interface VersionClaim {
  _id: string;
  downloadId: string;
  version: number;
  at: Date;
  by: string;
}

export interface DownloadFile {
  fileName: string;
  data: Buffer;
  etag: string;
}

function toDownload(row: StoredDownload): SchoolDownload {
  return {
    id: String(row._id),
    slug: row.slug,
    title: row.title,
    category: row.category as DownloadCategory,
    description: row.description ?? '',
    validFrom: row.validFrom ?? null,
    bytes: row.bytes,
    version: row.version,
    updatedAt: (row.updatedAt ?? row.createdAt).toISOString(),
  };
}

/** By category in the order families look for them, then by title. */
function inListOrder(rows: SchoolDownload[]): SchoolDownload[] {
  const rank = (download: SchoolDownload) => DOWNLOAD_CATEGORIES.indexOf(download.category);
  return [...rows].sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title, 'en'));
}

/** A date the calendar has (2027-02-30 matches the pattern but is not one). */
function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/**
 * The school's documents for families. Each is one row holding its current PDF; replacing the file keeps the row,
 * its address and its place, and adds one to its version (two replacements at once: the second is refused rather
 * than silently lost). Every change drops the public caches and is recorded in the content audit.
 */
@Injectable()
export class DownloadsService {
  constructor(
    @InjectModel(SchoolDownloadRecord.name) private readonly downloads: Model<SchoolDownloadRecord>,
    @InjectConnection() private readonly connection: Connection,
    private readonly changes: ContentChanges,
  ) {}

  private get versions() {
    return this.connection.collection<VersionClaim>(COLLECTIONS.schoolDownloadVersions);
  }

  async list(): Promise<SchoolDownload[]> {
    const rows = await this.downloads.find({}, LIST_PROJECTION).lean<StoredDownload[]>().exec();
    return inListOrder(rows.map(toDownload));
  }

  async file(fileName: string): Promise<DownloadFile> {
    const slug = /^([a-z0-9-]{1,100})\.pdf$/.exec(fileName)?.[1];
    const row = slug
      ? await this.downloads.findOne({ slug }, { file: 1, slug: 1, sha256: 1 }).lean<StoredDownload>().exec()
      : null;
    if (!row) throw new NotFoundException(DOWNLOAD_NOT_FOUND);
    return { fileName: `${row.slug}.pdf`, data: Buffer.from(row.file.buffer ?? row.file), etag: `"${row.sha256}"` };
  }

  async create(fields: SchoolDownloadDto, upload: { buffer: Buffer } | undefined, by: StaffUser) {
    const words = this.checked(fields);
    if (!upload) throw new BadRequestException(fieldRefusal('file', CHOOSE_A_PDF));
    const file = await this.cleanPdf(upload.buffer);
    const base = slugOf(words.title, 'document', SLUG_MAX);
    for (let suffix = 1; suffix <= MAX_SUFFIX; suffix += 1) {
      const slug = suffix === 1 ? base : `${base}-${suffix}`;
      try {
        const created = await this.downloads.create({ ...words, ...this.fileFields(file), slug, version: 1 });
        await this.claimVersion(String(created._id), 1, by);
        await this.changes.saved(by, AREA, 'created', words.title);
        return toDownload(created.toObject());
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    throw new ConflictException(fieldRefusal('title', 'Too many documents have this title: choose another'));
  }

  async update(id: string, fields: SchoolDownloadDto, upload: { buffer: Buffer } | undefined, by: StaffUser) {
    const words = this.checked(fields);
    const existing = await this.find(id);
    const file = upload ? this.fileFields(await this.cleanPdf(upload.buffer)) : undefined;
    const version = upload ? existing.version + 1 : existing.version;
    // The next version is claimed through its unique key before anything is written: of two replacements sent at
    // once one wins and the other is told (a conditional update alone let both through on FerretDB).
    if (upload) await this.claimVersion(String(existing._id), version, by);
    const updatedAt = new Date();
    const { matchedCount } = await this.downloads
      .updateOne({ _id: id, version: existing.version }, { $set: { ...words, ...(file ?? {}), version, updatedAt } })
      .exec();
    if (matchedCount === 0) throw new ConflictException(CHANGED_MEANWHILE);
    // The answer is what this request wrote, even if another change has landed on top of it since.
    const row: StoredDownload = { ...existing, ...words, bytes: file?.bytes ?? existing.bytes, version, updatedAt };
    await this.changes.saved(by, AREA, upload ? 'replaced' : 'updated', words.title);
    return toDownload(row);
  }

  async remove(id: string, by: StaffUser): Promise<void> {
    const existing = await this.find(id);
    await this.downloads.deleteOne({ _id: id }).exec();
    await this.versions.deleteMany({ downloadId: id });
    await this.changes.saved(by, AREA, 'deleted', existing.title);
  }

  async staffList(): Promise<SchoolDownload[]> {
    return this.list();
  }

  private async claimVersion(downloadId: string, version: number, by: StaffUser): Promise<void> {
    try {
      await this.versions.insertOne({
        _id: `${downloadId}:${version}`,
        downloadId,
        version,
        at: new Date(),
        by: by.email,
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(CHANGED_MEANWHILE);
      throw error;
    }
  }

  private checked(fields: SchoolDownloadDto) {
    const validFrom = fields.validFrom ?? null;
    if (validFrom && !isRealDay(validFrom)) {
      throw new BadRequestException(fieldRefusal('validFrom', 'Enter "valid from" as a real date'));
    }
    return { title: fields.title, category: fields.category, description: fields.description ?? '', validFrom };
  }

  /** A PDF by its first bytes (whatever its name says), without scripts, launch actions or attached files. */
  private async cleanPdf(data: Buffer): Promise<Buffer> {
    if (detectFileType(data) !== 'application/pdf') throw new BadRequestException(fieldRefusal('file', ONLY_PDF));
    try {
      const cleaned = await withoutActiveContent(data);
      return cleaned === data ? data : Buffer.from(cleaned);
    } catch (error) {
      if (error instanceof PdfRefused) throw new BadRequestException(fieldRefusal('file', error.message));
      throw error;
    }
  }

  private fileFields(file: Buffer) {
    return { file, bytes: file.length, sha256: createHash('sha256').update(file).digest('base64url') };
  }

  private async find(id: string): Promise<StoredDownload> {
    const row = isValidObjectId(id)
      ? await this.downloads.findById(id, LIST_PROJECTION).lean<StoredDownload>().exec()
      : null;
    if (!row) throw new NotFoundException(DOWNLOAD_NOT_FOUND);
    return row;
  }
}
