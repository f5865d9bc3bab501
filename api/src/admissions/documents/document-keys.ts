import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Clock } from '../../platform/jobs/clock';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { ApplicationDocument } from './application-document.schema';
import { DocumentCipher, keyCheckValue } from './document-cipher';
import { DocumentKey } from './document-key.schema';

/** Thrown at start: the configured keys cannot open this database's documents. main.ts prints it and exits. */
export class DocumentKeysRefused extends Error {
  constructor(problem: string) {
    super(
      `Documents key check failed: ${problem}. Start the API with the key the documents (or the restored backup) ` +
        'were encrypted with: DOCUMENTS_KEY and DOCUMENTS_KEY_ID, earlier keys in DOCUMENTS_OLD_KEYS.',
    );
    this.name = 'DocumentKeysRefused';
  }
}

/** Checks at start that every key this database's files need is configured and is the same key, then records ours. */
@Injectable()
export class DocumentKeys implements OnModuleInit {
  constructor(
    @InjectModel(DocumentKey.name) private readonly recorded: Model<DocumentKey>,
    @InjectModel(ApplicationDocument.name) private readonly documents: Model<ApplicationDocument>,
    private readonly cipher: DocumentCipher,
    private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.verify();
    await this.record();
  }

  /** Refuses before anything is written: a restore checked with the wrong key leaves the database as it was. */
  async verify(): Promise<void> {
    const rows = await this.recorded.find().lean<DocumentKey[]>();
    for (const row of rows) {
      const matches = this.cipher.matches(row._id, row.check);
      if (matches === false) {
        throw new DocumentKeysRefused(
          `the key configured as "${row._id}" is not the key this database's documents under "${row._id}" were encrypted with`,
        );
      }
      if (matches === undefined && (await this.documents.exists({ keyId: row._id }))) {
        throw new DocumentKeysRefused(`documents here are encrypted with key "${row._id}", which is not configured`);
      }
    }
  }

  private async record(): Promise<void> {
    const keyId = this.cipher.currentKeyId;
    const key = this.cipher.keys().get(keyId)!;
    try {
      await this.recorded.create({ _id: keyId, check: keyCheckValue(key), firstUsedAt: this.clock.now() });
    } catch (error) {
      // Recorded already, by an earlier start or by another instance starting now: compare with what it wrote.
      if (!isDuplicateKey(error)) throw error;
      await this.verify();
    }
  }
}
