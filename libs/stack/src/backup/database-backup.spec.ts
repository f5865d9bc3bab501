import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Binary, Double, Int32, Long, MongoClient, ObjectId, type Db } from 'mongodb';
import { COLLECTIONS } from '@icast/contracts';
import { findFreePort, startDatabase, type RunningDatabase } from '../database';
import { backupDatabase, documentKeyIdsOf, restoreDatabase, summarizeDatabase, verifyBackup } from './database-backup';

/** The driver-level backup against a real database (FerretDB here, as `npm run backup` meets it). */
describe('backupDatabase and restoreDatabase', () => {
  let folder: string;
  let database: RunningDatabase;
  let client: MongoClient;
  let db: Db;
  const image = randomBytes(2 * 1024 * 1024);

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'icast-backup-'));
    database = await startDatabase({ dataDir: folder, port: await findFreePort(), engine: 'ferretdb', dbName: 'bk' });
    client = await MongoClient.connect(database.uri);
    db = client.db();
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    await database?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  async function seed() {
    await db.dropDatabase();
    await db.collection('staff').createIndex({ email: 1 }, { unique: true });
    await db.collection('staff').insertMany([
      { email: 'head@icast.test', role: 'admin', createdAt: new Date('2025-01-02T03:04:05Z') },
      { email: 'bursar@icast.test', role: 'bursar', tokenVersion: new Int32(3) },
    ]);
    await db.collection('payments').createIndex({ status: 1, paidAt: -1 });
    await db.collection('payments').insertMany(
      Array.from({ length: 1_500 }, (_, index) => ({
        reference: `ICAST-${index}`,
        amountKobo: new Long(500_000 + index),
        ratio: new Double(index / 7),
        status: index % 3 ? 'paid' : 'pending',
      })),
    );
    await db.collection('blog_images').insertOne({ _id: new ObjectId(), type: 'image/png', data: new Binary(image) });
    await db.collection('seed_markers').insertOne({ _id: 'blog-news-items-v1' as never, at: new Date() });
  }

  it('restores every collection, document, type, index and image after the database is wiped', async () => {
    await seed();
    const before = await summarizeDatabase(db);
    const file = path.join(folder, 'first.backup.gz');
    const manifest = await backupDatabase(db, file);
    expect(manifest.collections).toEqual(before);
    expect(Object.keys(manifest.collections)).toEqual(['blog_images', 'payments', 'seed_markers', 'staff']);
    expect(manifest.collections.payments?.count).toBe(1_500);

    await db.dropDatabase();
    expect(await summarizeDatabase(db)).toEqual({});
    await restoreDatabase(db, file);

    expect(await summarizeDatabase(db)).toEqual(before);
    const restoredImage = await db.collection('blog_images').findOne({});
    expect(Buffer.from((restoredImage?.data as Binary).buffer).equals(image)).toBe(true);
    const payment = await db.collection('payments').findOne({ reference: 'ICAST-7' }, { promoteLongs: false });
    expect(payment?.amountKobo).toEqual(new Long(500_007));
    // The unique index came back with the data, so it still refuses a second account with the same e-mail.
    await expect(db.collection('staff').insertOne({ email: 'head@icast.test' })).rejects.toMatchObject({ code: 11000 });
  }, 120_000);

  it('makes the database exactly the backup: collections created since are dropped, live rate limits left alone', async () => {
    await seed();
    await db.collection(COLLECTIONS.rateLimitHits).insertOne({ _id: 'before|0|1' as never });
    const file = path.join(folder, 'second.backup.gz');
    const manifest = await backupDatabase(db, file);
    expect(Object.keys(manifest.collections)).not.toContain(COLLECTIONS.rateLimitHits);
    await db.collection('created_later').insertOne({ note: 'not in the backup' });
    await db.collection('payments').deleteMany({ status: 'pending' });
    await db.collection(COLLECTIONS.rateLimitHits).insertOne({ _id: 'during|0|1' as never });
    await restoreDatabase(db, file);
    expect(await summarizeDatabase(db)).toEqual(manifest.collections);
    expect(await db.collection(COLLECTIONS.rateLimitHits).countDocuments()).toBe(2);
  }, 120_000);

  it('names the keys its encrypted documents need (the check values travel with the backup)', async () => {
    await seed();
    const file = path.join(folder, 'keys.backup.gz');
    await backupDatabase(db, file);
    expect(await documentKeyIdsOf(file)).toEqual([]);
    await db.collection(COLLECTIONS.documentKeys).insertMany([
      { _id: '2026-11' as never, check: 'c1', firstUsedAt: new Date() },
      { _id: '2025-09' as never, check: 'c2', firstUsedAt: new Date() },
    ]);
    await backupDatabase(db, file);
    expect(await documentKeyIdsOf(file)).toEqual(['2025-09', '2026-11']);
  });

  it('refuses a damaged or cut-short file before touching the database', async () => {
    await seed();
    const file = path.join(folder, 'third.backup.gz');
    await backupDatabase(db, file);
    const lines = gunzipSync(await readFile(file))
      .toString('utf8')
      .split('\n');
    const tampered = path.join(folder, 'tampered.backup.gz');
    const changed = lines.map((line) => line.replace('"ICAST-42"', '"ICAST-4242"'));
    await writeFile(tampered, gzipSync(changed.join('\n')));
    await expect(verifyBackup(tampered)).rejects.toThrow('payments: same count (1500), different content');
    const cut = path.join(folder, 'cut.backup.gz');
    await writeFile(cut, gzipSync(lines.slice(0, -2).join('\n')));
    await expect(verifyBackup(cut)).rejects.toThrow('has no manifest: the backup was cut short');

    await db.collection('payments').insertOne({ reference: 'made after the backup' });
    const now = await summarizeDatabase(db);
    await expect(restoreDatabase(db, tampered)).rejects.toThrow('does not match its manifest');
    expect(await summarizeDatabase(db)).toEqual(now);
  }, 120_000);
});
