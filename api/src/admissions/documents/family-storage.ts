import { randomInt } from 'node:crypto';
import { HttpException, HttpStatus, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { DOCUMENT_FAMILY_MAX_BYTES } from '@icast/contracts';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { ApplicationDocument } from './application-document.schema';
import { DocumentStorageUnit } from './document-storage-unit.schema';

/** The grain of the cap: a document holds its size rounded up to this (at most 128 KB lost per document). */
export const FAMILY_STORAGE_UNIT_BYTES = 128 * 1024;
const FAMILY_UNITS = Math.floor(DOCUMENT_FAMILY_MAX_BYTES / FAMILY_STORAGE_UNIT_BYTES);
/**
 * Units whose upload never stored its document (the process stopped in between, or a parallel upload of the same
 * kind replaced it) are given back after this; no upload takes nearly as long between its claim and its write.
 */
export const ORPHANED_UNITS_AFTER_MS = 10 * 60_000;
/** Parallel uploads of one family each take some free units per round; a claim gives up after this many rounds. */
const CLAIM_ROUNDS = 25;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;

/** 413: the file would take the family's documents over the cap; says the limit, the use and what to do. */
export class FamilyStorageFull extends HttpException {
  constructor(usedBytes: number, fileBytes: number) {
    super(
      `Your family's documents can take up to ${megabytes(DOCUMENT_FAMILY_MAX_BYTES)} in all, and this file would go ` +
        `over it: they take ${megabytes(usedBytes)} now and this file needs ${megabytes(fileBytes)}. Remove a ` +
        `document you no longer need (to replace one, remove it first), or send a smaller scan or a photo of the ` +
        `page; paper copies can also be brought to the school office.`,
      HttpStatus.PAYLOAD_TOO_LARGE,
    );
  }
}

/** Who holds units: one upload of one document. */
export interface StorageHolder {
  family: string;
  applicationReference: string;
  kind: string;
  upload: string;
}

/**
 * The cap on what a family's documents take in all (DOCUMENT_FAMILY_MAX_BYTES, over every application made with
 * the family's e-mail). The storage is cut into units, each a document of its own with a unique `<family>#<n>`: a
 * document claims the units its size needs before it is stored and gives them back when it is replaced or removed.
 * A counter would not do: FerretDB v1 loses concurrent `$inc`s and conditional updates, while a unique insert is
 * decided once, so parallel uploads can never take a family past its cap. Units left behind by an upload that
 * never stored its document only make the cap stricter until they are given back.
 */
@Injectable()
export class FamilyStorage {
  constructor(
    @InjectModel(DocumentStorageUnit.name) private readonly units: Model<DocumentStorageUnit>,
    @InjectModel(ApplicationDocument.name) private readonly documents: Model<ApplicationDocument>,
  ) {}

  /** Claims the units `bytes` needs for this holder, or throws FamilyStorageFull holding none. */
  async claim(holder: StorageHolder, bytes: number, now: Date): Promise<void> {
    const need = Math.max(1, Math.ceil(bytes / FAMILY_STORAGE_UNIT_BYTES));
    let held = 0;
    let swept = false;
    try {
      for (let round = 0; round < CLAIM_ROUNDS; round++) {
        const taken = await this.units.find({ family: holder.family }, { n: 1 }).lean();
        const numbers = new Set(taken.map((unit) => unit.n));
        const free = Array.from({ length: FAMILY_UNITS }, (_, n) => n).filter((n) => !numbers.has(n));
        if (free.length < need - held) {
          if (!swept) {
            swept = true;
            if (await this.giveBackOrphans(holder.family, now)) continue;
          }
          throw new FamilyStorageFull((taken.length - held) * FAMILY_STORAGE_UNIT_BYTES, bytes);
        }
        // Random free units, so uploads racing in one family rarely pick the same ones.
        const chosen = pick(free, need - held);
        const inserted = await Promise.all(chosen.map((n) => this.insert(holder, n, now)));
        held += inserted.filter(Boolean).length;
        if (held === need) return;
      }
      throw new ServiceUnavailableException('Many files are being sent at once: please try again in a moment.');
    } catch (error) {
      await this.release(holder.upload);
      throw error;
    }
  }

  /** Gives back the units of one upload (its document was replaced or removed, or never stored). */
  async release(upload: string | undefined): Promise<void> {
    if (upload) await this.units.deleteMany({ upload });
  }

  private async insert(holder: StorageHolder, n: number, now: Date): Promise<boolean> {
    try {
      await this.units.create({ _id: `${holder.family}#${n}`, n, ...holder, claimedAt: now });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Units older than ORPHANED_UNITS_AFTER_MS whose upload is not the document stored for their kind; true if any. */
  private async giveBackOrphans(family: string, now: Date): Promise<boolean> {
    const cutoff = new Date(now.getTime() - ORPHANED_UNITS_AFTER_MS);
    const old = await this.units
      .find({ family, claimedAt: { $lt: cutoff } }, { applicationReference: 1, kind: 1, upload: 1 })
      .lean();
    const uploads = new Map(old.map((unit) => [unit.upload, unit]));
    const orphans: string[] = [];
    for (const [upload, { applicationReference, kind }] of uploads) {
      const stored = await this.documents.findOne({ applicationReference, kind }, { uploadId: 1 }).lean();
      if (stored?.uploadId !== upload) orphans.push(upload);
    }
    if (orphans.length === 0) return false;
    await this.units.deleteMany({ family, upload: { $in: orphans }, claimedAt: { $lt: cutoff } });
    return true;
  }
}

function pick(numbers: number[], count: number): number[] {
  const pool = [...numbers];
  for (let index = 0; index < count; index++) {
    const other = index + randomInt(pool.length - index);
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
  }
  return pool.slice(0, count);
}
