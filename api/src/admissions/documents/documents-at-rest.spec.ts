import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { backupDatabase, restoreDatabase } from '@icast/stack';
import { apiUrl, COLLECTIONS, ENDPOINTS } from '@icast/contracts';
import { sampleApplication } from '../../testing/sample-application';
import { resealSecondFactors, SecretSeal } from '../../identity';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase, testDatabaseUri, withDatabaseName } from '../../testing/test-app';
import { AdmissionsModule } from '../admissions.module';
import { validateEnvironment } from '../../platform/config/environment';
import { DocumentCipher } from './document-cipher';
import { rotateDocumentKeys } from './document-key-rotation';
import { DocumentKeys } from './document-keys';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const pdfNamed = (name: string) => Buffer.concat([PDF, Buffer.from(`% ${name}\n`)]);
const newKey = () => randomBytes(32).toString('base64');
const FIRST = { DOCUMENTS_KEY: newKey(), DOCUMENTS_KEY_ID: 'first' };
const SECOND = {
  DOCUMENTS_KEY: newKey(),
  DOCUMENTS_KEY_ID: 'second',
  DOCUMENTS_OLD_KEYS: `first:${FIRST.DOCUMENTS_KEY}`,
};

describe('documents at rest', () => {
  const apps: NestExpressApplication[] = [];
  const folder = mkdtempSync(path.join(os.tmpdir(), 'icast-documents-at-rest-'));
  const start = async (env: NodeJS.ProcessEnv, databaseUri = testDatabaseUri()) => {
    const app = await createContextApp([AdmissionsModule], { ...env, MONGODB_URI: databaseUri });
    apps.push(app);
    return app;
  };
  const submit = async (app: NestExpressApplication) =>
    (
      await request(app.getHttpServer())
        .post(apiUrl(ENDPOINTS.applications.submit))
        .send(sampleApplication({ parentEmail: `family-${randomBytes(4).toString('hex')}@example.com` }))
        .expect(201)
    ).body.reference as string;
  const fileUrl = (reference: string) => apiUrl(ENDPOINTS.documents.staffFile, { reference, kind: 'birthCertificate' });
  const storedRows = (app: NestExpressApplication) =>
    databaseOf(app).collection(COLLECTIONS.applicationDocuments).find().toArray();

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    rmSync(folder, { recursive: true, force: true });
  });

  it('stores an upload encrypted under the key id, rotates every file to a new key and still serves each', async () => {
    const first = await start(FIRST);
    await resetDatabase(first);
    const admissions = await staffCookie(first, 'admissions');
    const files = new Map<string, Buffer>();
    for (let n = 0; n < 3; n += 1) {
      const reference = await submit(first);
      const file = pdfNamed(reference);
      files.set(reference, file);
      await request(first.getHttpServer())
        .put(fileUrl(reference))
        .set('Cookie', admissions)
        .attach('file', file, { filename: 'birth.pdf', contentType: 'application/pdf' })
        .expect(200);
    }
    // One file from before encryption: plain bytes and no key id.
    const [plainReference] = [...files.keys()];
    await databaseOf(first)
      .collection(COLLECTIONS.applicationDocuments)
      .updateOne(
        { applicationReference: plainReference },
        { $set: { data: files.get(plainReference!) }, $unset: { keyId: 1 } },
      );

    for (const row of await storedRows(first)) {
      const raw = Buffer.from((row.data as { buffer: Uint8Array }).buffer);
      if (row.applicationReference === plainReference) continue;
      expect(row.keyId).toBe('first');
      expect(raw.includes(files.get(row.applicationReference as string)!)).toBe(false);
      expect(raw.includes(Buffer.from('%PDF'))).toBe(false);
    }
    for (const [reference, file] of files) {
      const served = await request(first.getHttpServer()).get(fileUrl(reference)).set('Cookie', admissions).expect(200);
      expect(Buffer.compare(served.body as Buffer, file)).toBe(0);
    }
    await first.close();

    const config = validateEnvironment({ ...process.env, NODE_ENV: 'test', MONGODB_URI: testDatabaseUri(), ...SECOND });
    const cipher = new DocumentCipher(config);
    const second = await start(SECOND);
    const rotated = await rotateDocumentKeys(databaseOf(second), cipher, new Date());
    expect(rotated).toEqual({ reencrypted: 3, alreadyCurrent: 0, failed: [] });
    // Run again (or after an interruption): nothing left to do.
    expect(await rotateDocumentKeys(databaseOf(second), cipher, new Date())).toEqual({
      reencrypted: 0,
      alreadyCurrent: 3,
      failed: [],
    });
    // The command seals the staff's authenticator secrets again too: the admissions member enrolled under "first".
    const seal = new SecretSeal(config.documents);
    expect(await resealSecondFactors(databaseOf(second), seal)).toEqual({ resealed: 1, failed: [] });
    expect(await resealSecondFactors(databaseOf(second), seal)).toEqual({ resealed: 0, failed: [] });
    for (const row of await storedRows(second)) {
      expect(row.keyId).toBe('second');
      const raw = Buffer.from((row.data as { buffer: Uint8Array }).buffer);
      expect(raw.includes(Buffer.from('%PDF'))).toBe(false);
    }
    const staff = await staffCookie(second, 'admissions');
    for (const [reference, file] of files) {
      const served = await request(second.getHttpServer()).get(fileUrl(reference)).set('Cookie', staff).expect(200);
      expect(Buffer.compare(served.body as Buffer, file)).toBe(0);
    }
    await second.close();

    // Once rotated, the old key can go: the new one alone opens everything.
    const alone = await start({ DOCUMENTS_KEY: SECOND.DOCUMENTS_KEY, DOCUMENTS_KEY_ID: 'second' });
    const served = await request(alone.getHttpServer())
      .get(fileUrl(plainReference!))
      .set('Cookie', await staffCookie(alone, 'admissions'))
      .expect(200);
    expect(Buffer.compare(served.body as Buffer, files.get(plainReference!)!)).toBe(0);
    await alone.close();
  });

  it('a backup stays encrypted, and restored under the wrong key the API refuses to start, saying why', async () => {
    const source = await start(FIRST, withDatabaseName(testDatabaseUri(), 'icast_test_documents_at_rest_source'));
    await resetDatabase(source);
    // The key is recorded at start; the reset above emptied the database after that.
    await source.get(DocumentKeys).onModuleInit();
    const reference = await submit(source);
    const file = pdfNamed('backed up');
    await request(source.getHttpServer())
      .put(fileUrl(reference))
      .set('Cookie', await staffCookie(source, 'admissions'))
      .attach('file', file, { filename: 'birth.pdf', contentType: 'application/pdf' })
      .expect(200);
    const archive = path.join(folder, 'school.backup.gz');
    await backupDatabase(databaseOf(source).db as never, archive);
    await source.close();

    const target = withDatabaseName(testDatabaseUri(), 'icast_test_documents_at_rest_restored');
    const empty = await start(FIRST, target);
    await restoreDatabase(databaseOf(empty).db as never, archive);
    await empty.close();

    const wrong = { DOCUMENTS_KEY: newKey(), DOCUMENTS_KEY_ID: 'first' };
    await expect(start(wrong, target)).rejects.toThrow(
      /Documents key check failed: the key configured as "first" is not the key this database's documents/,
    );
    await expect(start({ DOCUMENTS_KEY: newKey(), DOCUMENTS_KEY_ID: 'other' }, target)).rejects.toThrow(
      /documents here are encrypted with key "first", which is not configured/,
    );
    const right = await start(FIRST, target);
    const served = await request(right.getHttpServer())
      .get(fileUrl(reference))
      .set('Cookie', await staffCookie(right, 'admissions'))
      .expect(200);
    expect(Buffer.compare(served.body as Buffer, file)).toBe(0);
  });
});
