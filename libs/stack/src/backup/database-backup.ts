import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, renameSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { BSON, type Db, type Document } from 'mongodb';
import { COLLECTIONS } from '@icast/contracts';

/**
 * The driver-level backup: every collection of one database (blog images included: they are documents), with
 * its plain and unique indexes, in one gzipped file of canonical Extended JSON lines, ending with a manifest of
 * each collection's document count and checksum. It needs nothing but the driver, so it runs where mongodump does
 * not exist (here, against FerretDB) as well as against the replica set. compose's nightly service uses mongodump.
 *
 * Lines: a header, then per collection `{"collection", "indexes"}` followed by `{"d": <document>}` lines, and last
 * `{"manifest": {...}}`. Restore checks the manifest before it touches the database.
 */
export const BACKUP_FORMAT = 'icast-backup/1';

export interface CollectionSummary {
  count: number;
  /** sha256 over the sorted sha256s of each document's canonical Extended JSON: independent of document order. */
  checksum: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  database: string;
  createdAt: string;
  collections: Record<string, CollectionSummary>;
}

interface IndexSpec {
  name: string;
  key: Document;
  unique?: boolean;
}

type Line =
  | { format: string; database: string; createdAt: string }
  | { collection: string; indexes: IndexSpec[] }
  | { d: Document }
  | { manifest: BackupManifest };

const INSERT_BATCH_BYTES = 8 * 1024 * 1024;
/** Read values as stored (Int32, Long, Double...), so a backup keeps every type and a checksum notices a change. */
const AS_STORED = { promoteValues: false, promoteLongs: false, promoteBuffers: false } as const;

const { EJSON } = BSON;
const canonical = (document: Document) => EJSON.stringify(document, { relaxed: false });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Counts and checksums documents as they pass, in any order. */
class CollectionDigest {
  private readonly hashes: string[] = [];

  add(canonicalDocument: string): void {
    this.hashes.push(sha256(canonicalDocument));
  }

  summary(): CollectionSummary {
    return { count: this.hashes.length, checksum: sha256(this.hashes.sort().join('\n')) };
  }
}

/** Counts that change every second and mean nothing tomorrow: not backed up, not dropped or checked by a restore. */
const TRANSIENT: ReadonlySet<string> = new Set([COLLECTIONS.rateLimitHits]);

async function collectionNames(db: Db): Promise<string[]> {
  const collections = await db.listCollections({}, { nameOnly: true }).toArray();
  return collections
    .map((collection) => collection.name)
    .filter((name) => !name.startsWith('system.') && !TRANSIENT.has(name))
    .sort();
}

/** What the database holds now, collection by collection: what a backup's manifest is compared with. */
export async function summarizeDatabase(db: Db): Promise<Record<string, CollectionSummary>> {
  const summaries: Record<string, CollectionSummary> = {};
  for (const name of await collectionNames(db)) {
    const digest = new CollectionDigest();
    for await (const document of db.collection(name).find({}, AS_STORED)) digest.add(canonical(document));
    summaries[name] = digest.summary();
  }
  return summaries;
}

/** Writes the backup of `db` to `file` (through a partial file, so a failed backup never looks finished). */
export async function backupDatabase(db: Db, file: string): Promise<BackupManifest> {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial));
  // Documents in canonical Extended JSON (every BSON type kept); the other lines are plain JSON.
  const write = async (line: Line) => {
    const text = 'd' in line ? `{"d":${canonical(line.d)}}` : JSON.stringify(line);
    if (!gzip.write(`${text}\n`)) await once(gzip, 'drain');
  };
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    database: db.databaseName,
    createdAt: new Date().toISOString(),
    collections: {},
  };
  await write({ format: BACKUP_FORMAT, database: manifest.database, createdAt: manifest.createdAt });
  for (const name of await collectionNames(db)) {
    const indexes = (await db.collection(name).indexes())
      .filter((index) => index.name !== '_id_')
      .map((index) => ({ name: String(index.name), key: index.key, ...(index.unique ? { unique: true } : {}) }));
    await write({ collection: name, indexes });
    const digest = new CollectionDigest();
    for await (const document of db.collection(name).find({}, AS_STORED)) {
      digest.add(canonical(document));
      await write({ d: document });
    }
    manifest.collections[name] = digest.summary();
  }
  await write({ manifest });
  gzip.end();
  await written;
  renameSync(partial, file);
  return manifest;
}

/** Reads a backup line by line: `onCollection` for each collection, `onDocument` for each of its documents. */
async function readBackup(
  file: string,
  handlers: {
    onCollection?(name: string, indexes: IndexSpec[]): Promise<void>;
    onDocument?(collection: string, document: Document, canonicalDocument: string): Promise<void>;
  },
): Promise<{ manifest: BackupManifest; found: Record<string, CollectionSummary> }> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const digests = new Map<string, CollectionDigest>();
  let current: string | undefined;
  let manifest: BackupManifest | undefined;
  let lineNumber = 0;
  for await (const text of lines) {
    lineNumber += 1;
    const parsed = JSON.parse(text) as Line;
    const line = 'd' in parsed ? { d: EJSON.deserialize(parsed.d, { relaxed: false }) as Document } : parsed;
    if (lineNumber === 1) {
      if (!('format' in line) || line.format !== BACKUP_FORMAT)
        throw new Error(`${file} is not an ${BACKUP_FORMAT} file`);
    } else if ('collection' in line) {
      current = line.collection;
      digests.set(current, new CollectionDigest());
      await handlers.onCollection?.(current, line.indexes);
    } else if ('d' in line) {
      if (current === undefined) throw new Error(`${file}: a document before any collection (line ${lineNumber})`);
      const canonicalDocument = canonical(line.d);
      digests.get(current)?.add(canonicalDocument);
      await handlers.onDocument?.(current, line.d, canonicalDocument);
    } else if ('manifest' in line) {
      manifest = line.manifest;
    }
  }
  if (!manifest) throw new Error(`${file} has no manifest: the backup was cut short`);
  const found = Object.fromEntries([...digests].map(([name, digest]) => [name, digest.summary()]));
  return { manifest, found };
}

/** Differences between two sets of collection summaries, one line each (empty when they agree). */
export function compareSummaries(
  expected: Record<string, CollectionSummary>,
  actual: Record<string, CollectionSummary>,
): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names.flatMap((name) => {
    const want = expected[name];
    const got = actual[name];
    if (!want) return [`${name}: not expected, holds ${got?.count ?? 0} documents`];
    if (!got) return [`${name}: missing (expected ${want.count} documents)`];
    if (want.count !== got.count) return [`${name}: ${got.count} documents, expected ${want.count}`];
    if (want.checksum !== got.checksum) return [`${name}: same count (${got.count}), different content`];
    return [];
  });
}

/** Reads the whole file and checks every collection against the manifest; throws naming what differs. */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  const { manifest, found } = await readBackup(file, {});
  const problems = compareSummaries(manifest.collections, found);
  if (problems.length > 0) throw new Error(`${file} does not match its manifest: ${problems.join('; ')}`);
  return manifest;
}

/** The documents of one collection in a backup (meant for small ones, such as the documents keys' check values). */
export async function readBackupCollection(file: string, collection: string): Promise<Document[]> {
  const documents: Document[] = [];
  await readBackup(file, {
    onDocument: async (name, document) => {
      if (name === collection) documents.push(document);
    },
  });
  return documents;
}

/**
 * The ids of the keys a backup's family documents are encrypted with (the API's `document_keys`): a database
 * restored from it starts only with those keys configured (DOCUMENTS_KEY, DOCUMENTS_OLD_KEYS).
 */
export async function documentKeyIdsOf(file: string): Promise<string[]> {
  return (await readBackupCollection(file, COLLECTIONS.documentKeys)).map((row) => String(row._id)).sort();
}

/**
 * Replaces the database's contents with the backup's: verified first (nothing is touched if the file is damaged),
 * then every collection dropped, each backed-up collection written with its indexes, and the result compared with
 * the manifest. Returns the manifest; throws if the restored database differs from it.
 */
export async function restoreDatabase(db: Db, file: string): Promise<BackupManifest> {
  const manifest = await verifyBackup(file);
  for (const name of await collectionNames(db)) await db.collection(name).drop();
  let batch: Document[] = [];
  let batchBytes = 0;
  let batchCollection = '';
  const flush = async () => {
    if (batch.length > 0) await db.collection(batchCollection).insertMany(batch, { ordered: true });
    batch = [];
    batchBytes = 0;
  };
  await readBackup(file, {
    onCollection: async (name, indexes) => {
      await flush();
      batchCollection = name;
      await db.createCollection(name);
      for (const index of indexes) {
        await db
          .collection(name)
          .createIndex(index.key, { name: index.name, ...(index.unique ? { unique: true } : {}) });
      }
    },
    onDocument: async (_collection, document, canonicalDocument) => {
      batch.push(document);
      batchBytes += canonicalDocument.length;
      if (batchBytes >= INSERT_BATCH_BYTES || batch.length >= 1000) await flush();
    },
  });
  await flush();
  const problems = compareSummaries(manifest.collections, await summarizeDatabase(db));
  if (problems.length > 0) throw new Error(`the restored database differs from the backup: ${problems.join('; ')}`);
  return manifest;
}
