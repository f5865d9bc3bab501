/**
 * `npm run documents:rotate-key`: re-encrypts every family document (and seals every staff authenticator secret again)
 * under DOCUMENTS_KEY / DOCUMENTS_KEY_ID, opening
 * the others with DOCUMENTS_OLD_KEYS (and reading those stored before encryption as they are). Run it with the
 * API's environment after deploying a new key; once it reports nothing left, the old key can leave
 * DOCUMENTS_OLD_KEYS. Safe to run twice, and to run again after an interruption. Exit code 1 if a file failed.
 */
import 'reflect-metadata';
import mongoose from 'mongoose';
import { DocumentCipher } from './document-cipher';
import { rotateDocumentKeys } from './document-key-rotation';
import { resealSecondFactors, SecretSeal } from '../../identity';
import { AppConfig } from '../../platform/config/app-config';
import { InvalidEnvironmentError, validateEnvironment } from '../../platform/config/environment';

async function main(): Promise<void> {
  const config: AppConfig = validateEnvironment(process.env);
  const connection = await mongoose
    .createConnection(config.mongodbUri, { serverSelectionTimeoutMS: 10_000 })
    .asPromise();
  try {
    const cipher = new DocumentCipher(config);
    const result = await rotateDocumentKeys(connection, cipher, new Date());
    console.log(
      `documents under key "${cipher.currentKeyId}": ${result.reencrypted} re-encrypted now, ` +
        `${result.alreadyCurrent} already were`,
    );
    const staff = await resealSecondFactors(connection, new SecretSeal(config.documents));
    console.log(`staff authenticator secrets: ${staff.resealed} sealed again under "${cipher.currentKeyId}"`);
    if (staff.failed.length > 0) {
      console.error(`${staff.failed.length} staff secrets could not be opened:\n  ${staff.failed.join('\n  ')}`);
      process.exitCode = 1;
    }
    if (result.failed.length > 0) {
      console.error(
        `${result.failed.length} could not be opened with any configured key:\n  ${result.failed.join('\n  ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    `key rotation failed: ${error instanceof InvalidEnvironmentError || error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
