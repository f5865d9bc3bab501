import type { mongo } from 'mongoose';
import { COLLECTIONS } from '@icast/contracts';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { bytesOf } from './document-file';
import { type DocumentCipher, DocumentKeyError, keyCheckValue } from './document-cipher';

const BATCH = 20;

export interface RotationResult {
  /** Files re-encrypted under the current key by this run (plain ones from before encryption included). */
  reencrypted: number;
  /** Files already under the current key. */
  alreadyCurrent: number;
  /** Files that could not be opened with any configured key, by reference and kind. */
  failed: string[];
}

interface Collections {
  collection(name: string): mongo.Collection;
}

/**
 * Re-encrypts every document not yet under the current key, a batch at a time. Each file is written with one
 * conditional update (still under the key it was read with), so an upload at the same moment wins and a second or
 * interrupted run only does what is left: safe to run twice and to resume.
 */
export async function rotateDocumentKeys(db: Collections, cipher: DocumentCipher, now: Date): Promise<RotationResult> {
  const keyId = cipher.currentKeyId;
  try {
    await db
      .collection(COLLECTIONS.documentKeys)
      .insertOne({ _id: keyId as never, check: keyCheckValue(cipher.keys().get(keyId)!), firstUsedAt: now });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const recorded = await db.collection(COLLECTIONS.documentKeys).find().toArray();
  for (const row of recorded) {
    if (cipher.matches(String(row._id), String(row.check)) === false) {
      throw new DocumentKeyError(`the key configured as "${String(row._id)}" is not the one recorded under that id`);
    }
  }
  const documents = db.collection(COLLECTIONS.applicationDocuments);
  const skipped: mongo.ObjectId[] = [];
  const result: RotationResult = { reencrypted: 0, alreadyCurrent: 0, failed: [] };
  for (;;) {
    const batch = await documents
      .find({ keyId: { $ne: keyId }, _id: { $nin: skipped } })
      .limit(BATCH)
      .toArray();
    if (batch.length === 0) break;
    for (const row of batch) {
      const previous = typeof row.keyId === 'string' ? row.keyId : undefined;
      let plain: Buffer;
      try {
        plain = cipher.open({ data: bytesOf(row.data), keyId: previous });
      } catch (error) {
        if (!(error instanceof DocumentKeyError)) throw error;
        skipped.push(row._id as mongo.ObjectId);
        result.failed.push(`${String(row.applicationReference)} ${String(row.kind)}: ${error.message}`);
        continue;
      }
      const sealed = cipher.seal(plain);
      const { modifiedCount } = await documents.updateOne(
        { _id: row._id, keyId: previous ?? { $exists: false } },
        { $set: { data: sealed.data, keyId: sealed.keyId } },
      );
      if (modifiedCount === 1) result.reencrypted += 1;
    }
  }
  result.alreadyCurrent = await documents.countDocuments({ keyId });
  result.alreadyCurrent -= result.reencrypted;
  return result;
}
