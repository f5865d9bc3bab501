import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';
import { COLLECTIONS } from '@icast/contracts';
import type { DocumentsKeyConfig } from '../platform/config/app-config';
import type { SealedSecret } from './staff.schema';

/**
 * Staff authenticator secrets sealed with AES-256-GCM under a key derived from the documents' key (DOCUMENTS_KEY,
 * its id stored beside), so one key and one rotation cover everything the school encrypts at rest.
 */
export class SecretSeal {
  constructor(private readonly keys: DocumentsKeyConfig) {}

  get currentKeyId(): string {
    return this.keys.keyId;
  }

  seal(secret: string): SealedSecret {
    const keyId = this.keys.keyId;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keyFor(keyId), iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return { keyId, sealed: Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64') };
  }

  open({ keyId, sealed }: SealedSecret): string {
    const data = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.keyFor(keyId), data.subarray(0, 12));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(12, data.length - 16)), decipher.final()]).toString('utf8');
  }

  private keyFor(keyId: string): Buffer {
    const base = keyId === this.keys.keyId ? this.keys.key : this.keys.oldKeys.get(keyId);
    if (!base) throw new Error(`The key "${keyId}" that sealed a second-factor secret is not configured`);
    return Buffer.from(hkdfSync('sha256', base, Buffer.alloc(0), 'ICAST staff second factor', 32));
  }
}

/**
 * Part of `npm run documents:rotate-key`: every staff secret (enrolled or being enrolled) sealed under another key is
 * sealed again under the current one, each by one conditional update (a member who re-enrols meanwhile keeps theirs).
 * Safe to run twice. Answers how many were sealed again and the members whose secret no configured key opens.
 */
export async function resealSecondFactors(
  db: Pick<Connection, 'collection'>,
  seal: SecretSeal,
): Promise<{ resealed: number; failed: string[] }> {
  const staff = db.collection(COLLECTIONS.staff);
  const result = { resealed: 0, failed: [] as string[] };
  for (const field of ['secondFactor', 'pendingSecondFactor'] as const) {
    const rows = await staff
      .find({ [`${field}.keyId`]: { $exists: true, $ne: seal.currentKeyId } }, { projection: { email: 1, [field]: 1 } })
      .toArray();
    for (const row of rows) {
      const stored = row[field] as SealedSecret & Record<string, unknown>;
      let secret: string;
      try {
        secret = seal.open(stored);
      } catch (error) {
        result.failed.push(`${String(row.email)}: ${(error as Error).message}`);
        continue;
      }
      const { modifiedCount } = await staff.updateOne(
        { _id: row._id, [`${field}.sealed`]: stored.sealed },
        { $set: { [field]: { ...stored, ...seal.seal(secret) } } },
      );
      result.resealed += modifiedCount;
    }
  }
  return result;
}
