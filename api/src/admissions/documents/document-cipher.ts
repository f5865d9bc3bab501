import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const CHECK_LABEL = 'ICAST documents key check v1';

/** A file as it is stored: the sealed bytes and the id of the key that sealed them (none: stored before encryption). */
export interface SealedFile {
  data: Buffer;
  keyId?: string;
}

/** A stored file whose key is not configured, or whose bytes do not open with it. */
export class DocumentKeyError extends Error {}

/** The check value of a key: stored in the database beside the files, so a wrong key is named before any file is read. */
export function keyCheckValue(key: Buffer): string {
  return createHmac('sha256', key).update(CHECK_LABEL).digest('base64url');
}

/**
 * AES-256-GCM for the documents at rest: iv (12 bytes) + ciphertext + tag (16 bytes) in `data`, the key id beside
 * it. The key id is authenticated too, so a file cannot be passed off as another key's.
 */
@Injectable()
export class DocumentCipher {
  constructor(private readonly config: AppConfig) {}

  get currentKeyId(): string {
    return this.config.documents.keyId;
  }

  /** Every key this process can open, the current one first. */
  keys(): Map<string, Buffer> {
    const { keyId, key, oldKeys } = this.config.documents;
    return new Map([[keyId, key], ...oldKeys]);
  }

  seal(plain: Buffer): Required<SealedFile> {
    const keyId = this.currentKeyId;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.config.documents.key, iv);
    cipher.setAAD(Buffer.from(keyId));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return { data: Buffer.concat([iv, body, cipher.getAuthTag()]), keyId };
  }

  /** The file's bytes; a file stored before encryption (no key id) is returned as it is. */
  open({ data, keyId }: SealedFile): Buffer {
    if (keyId === undefined) return data;
    const key = this.keys().get(keyId);
    if (!key) {
      throw new DocumentKeyError(`This file is encrypted with key "${keyId}", which is not configured`);
    }
    if (data.length < IV_BYTES + TAG_BYTES) throw new DocumentKeyError(`This file under key "${keyId}" is damaged`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(keyId));
      decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
      return Buffer.concat([decipher.update(data.subarray(IV_BYTES, data.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new DocumentKeyError(`This file does not open with key "${keyId}": the key or the file is wrong`);
    }
  }

  /** Whether `check` (as stored for `keyId`) is the check value of the key configured under that id. */
  matches(keyId: string, check: string): boolean | undefined {
    const key = this.keys().get(keyId);
    if (!key) return undefined;
    const expected = Buffer.from(keyCheckValue(key));
    const given = Buffer.from(check);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
