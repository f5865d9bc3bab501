import { startFerretDb } from './ferretdb';
import { startMemoryServer } from './memory-server';
import { findMongodOnPath, startMongod } from './mongod';
import { assertPortFree, resolveDatabasePort } from './ports';
import { findRepoRoot } from './repo-root';
import type { RunningDatabase, StartDatabaseOptions } from './types';

export const DEFAULT_DB_NAME = 'icast';

/** Hides the password of a connection string before it is logged. */
export function redactUri(uri: string): string {
  return uri.replace(/\/\/([^:/@]+):([^@/]+)@/, '//$1:***@');
}

/**
 * Gives the app a MongoDB-compatible server: MONGODB_URI if set, else the first of mongod on PATH,
 * mongodb-memory-server (only if it can get a binary), FerretDB/SQLite (built from source if needed).
 */
export async function startDatabase(options: StartDatabaseOptions): Promise<RunningDatabase> {
  const log = options.log ?? (() => undefined);
  const engine = options.engine ?? 'auto';
  const externalUri = process.env.MONGODB_URI;
  if (engine === 'auto' && externalUri) {
    log(`database: external server from MONGODB_URI, ${redactUri(externalUri)}`);
    return { uri: externalUri, kind: 'external', stop: async () => undefined };
  }

  const local = {
    dataDir: options.dataDir,
    port: resolveDatabasePort(options.port),
    dbName: options.dbName ?? DEFAULT_DB_NAME,
    log,
  };
  // Checked before anything slow (a FerretDB build, a download) so a clash is reported at once.
  await assertPortFree(local.port);

  if (engine === 'auto' || engine === 'mongod') {
    const binary = await findMongodOnPath();
    if (binary) return startMongod({ ...local, binary });
    if (engine === 'mongod') throw new Error('No mongod found on PATH');
  }
  if (engine === 'auto' || engine === 'memory-server') {
    const running = await startMemoryServer(local);
    if (running) return running;
    if (engine === 'memory-server') {
      throw new Error('mongodb-memory-server could not start a mongod (none cached, no download, or it failed)');
    }
  }
  return startFerretDb({ ...local, repoRoot: options.repoRoot ?? findRepoRoot() });
}
