import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { LocalServerOptions, RunningDatabase } from './types';

const PROBE_TIMEOUT_MS = 15_000;

/**
 * True when mongodb-memory-server can get a mongod: already cached, or its download URL answers.
 * The probe has a short timeout so an offline machine falls through instead of hanging on the download.
 */
async function mongodBinaryObtainable(log: (line: string) => void): Promise<boolean> {
  try {
    // Loaded lazily: most runs here never reach this step, and the package reads config at import.
    const { DryMongoBinary } = await import('mongodb-memory-server-core');
    const { MongoBinaryDownloadUrl } = await import('mongodb-memory-server-core/lib/util/MongoBinaryDownloadUrl');
    const binaryOptions = await DryMongoBinary.generateOptions();
    if (await DryMongoBinary.locateBinary(binaryOptions)) return true;
    const url = await new MongoBinaryDownloadUrl(binaryOptions).getDownloadUrl();
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    if (!response.ok) return false;
    log(`database: downloading MongoDB ${binaryOptions.version} for mongodb-memory-server (first start only)`);
    return true;
  } catch {
    return false;
  }
}

/** A real mongod managed by mongodb-memory-server, on disk (wiredTiger) so data survives restarts. */
export async function startMemoryServer(options: LocalServerOptions): Promise<RunningDatabase | undefined> {
  if (!(await mongodBinaryObtainable(options.log))) return undefined;
  const dataDir = path.join(options.dataDir, 'memory-server');
  await mkdir(dataDir, { recursive: true });
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  let server: InstanceType<typeof MongoMemoryServer>;
  try {
    server = await MongoMemoryServer.create({
      instance: { dbPath: dataDir, port: options.port, ip: '127.0.0.1', storageEngine: 'wiredTiger' },
    });
  } catch (error) {
    // A failed download or a binary that will not run here: the next option (FerretDB) still can.
    options.log(
      `database: mongodb-memory-server could not start (${(error as Error).message}); trying the next option`,
    );
    return undefined;
  }
  const uri = server.getUri(options.dbName);
  options.log(`database: mongodb-memory-server at ${dataDir}, ${uri}`);
  return {
    uri,
    kind: 'memory-server',
    dataDir,
    stop: async () => {
      // Keep the dbPath: it is the user's data, not a temporary folder.
      await server.stop({ doCleanup: false, force: false });
    },
  };
}
