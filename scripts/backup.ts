/**
 * `npm run backup [-- --out DIR]`: the whole database (every collection, blog images included) into one archive
 * with a manifest of counts and checksums. `npm run restore -- FILE --yes`: the database becomes exactly the
 * archive's (checked against its manifest before anything is touched, and again after).
 * After a backup, this database's archives in that folder older than the longest retention period are deleted
 * (docs/privacy.md). The database is MONGODB_URI, or the one `npm start` runs (127.0.0.1:MONGODB_PORT, database icast).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MongoClient } from 'mongodb';
import { COLLECTIONS } from '@icast/contracts';
import {
  backupDatabase,
  DATABASE_PORT_ENV,
  documentKeyIdsOf,
  DEFAULT_DATABASE_PORT,
  DEFAULT_DB_NAME,
  longestRetentionDays,
  pruneBackups,
  redactUri,
  restoreDatabase,
  verifyBackup,
  type BackupManifest,
} from '@icast/stack';

const root = path.resolve(__dirname, '..');
const USAGE = 'usage: npm run backup [-- --out DIR]  |  npm run restore -- FILE [--yes]';

function databaseUri(): string {
  return (
    process.env.MONGODB_URI?.trim() ||
    `mongodb://127.0.0.1:${process.env[DATABASE_PORT_ENV] ?? DEFAULT_DATABASE_PORT}/${DEFAULT_DB_NAME}`
  );
}

function describe(manifest: BackupManifest): string {
  const rows = Object.entries(manifest.collections).map(
    ([name, summary]) => `  ${name.padEnd(28)} ${String(summary.count).padStart(8)}  ${summary.checksum.slice(0, 16)}`,
  );
  return [`  ${'collection'.padEnd(28)} ${'documents'.padStart(8)}  checksum`, ...rows].join('\n');
}

async function withDatabase<T>(work: (client: MongoClient) => Promise<T>): Promise<T> {
  const uri = databaseUri();
  let client: MongoClient;
  try {
    client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5_000 });
  } catch (error) {
    throw new Error(
      `cannot reach the database at ${redactUri(uri)} (${error instanceof Error ? error.message : String(error)}): ` +
        'start it (npm start) or set MONGODB_URI',
    );
  }
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { out: { type: 'string' }, yes: { type: 'boolean', default: false } },
  });
  if (command === 'backup' && positionals.length === 0) {
    const folder = path.resolve(values.out ?? path.join(root, 'backups'));
    mkdirSync(folder, { recursive: true });
    await withDatabase(async (client) => {
      const db = client.db();
      const stamp = new Date()
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z');
      const file = path.join(folder, `${db.databaseName}-${stamp}.backup.gz`);
      const manifest = await backupDatabase(db, file);
      console.log(`backup of ${redactUri(databaseUri())} written to ${file}\n${describe(manifest)}`);
      // Only after a good backup: archives older than the longest retention period hold data the site deleted.
      const settings = await db
        .collection<{ _id: string; days?: Record<string, number> }>(COLLECTIONS.retentionSettings)
        .findOne({ _id: 'retention' });
      const days = longestRetentionDays(settings?.days);
      const pruned = pruneBackups(folder, db.databaseName, days, new Date());
      if (pruned.length > 0)
        console.log(`deleted ${pruned.length} backup(s) older than ${days} days: ${pruned.join(', ')}`);
    });
    return;
  }
  const file = positionals[0];
  if (command !== 'restore' || file === undefined || positionals.length > 1) throw new Error(USAGE);
  const manifest = await verifyBackup(path.resolve(file));
  console.log(
    `${file}: database ${manifest.database}, taken ${manifest.createdAt}, matches its manifest\n${describe(manifest)}`,
  );
  const keyIds = await documentKeyIdsOf(path.resolve(file));
  if (keyIds.length > 0) {
    // The files stay encrypted in the backup: the API refuses to start on the restored database without their key.
    console.log(
      `\nthe families' documents in it are encrypted with key id ${keyIds.join(', ')}: start the API with that key ` +
        '(DOCUMENTS_KEY and DOCUMENTS_KEY_ID, earlier ones in DOCUMENTS_OLD_KEYS) or it refuses to start',
    );
  }
  if (!values.yes) {
    console.log(`\nrestoring replaces everything in ${redactUri(databaseUri())}: run again with --yes to do it`);
    process.exitCode = 2;
    return;
  }
  await withDatabase(async (client) => {
    await restoreDatabase(client.db(), path.resolve(file));
    console.log(`restored into ${redactUri(databaseUri())}: every collection matches the manifest`);
  });
}

main().catch((error: unknown) => {
  console.error(`${process.argv[2] ?? 'backup'} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
