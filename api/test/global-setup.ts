// Starts one database for the whole API test run (or uses MONGODB_URI) and hands its URI to the
// test files through the environment. Each test file then uses its own database name on it.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// Relative source import: globalSetup runs outside jest's resolver, so the package name would need a build.
import { findFreePort, startDatabase, type RunningDatabase } from '../../libs/stack/src/database';

export interface TestDatabaseHandle {
  database: RunningDatabase;
  dataDir: string;
}

declare global {
  var __ICAST_TEST_DATABASE__: TestDatabaseHandle | undefined;
}

export default async function globalSetup(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'icast-api-test-'));
  const port = process.env.MONGODB_URI ? undefined : await findFreePort(27100, 27199);
  const database = await startDatabase({
    dataDir,
    port,
    dbName: 'icast_test',
    log: (line) => console.log(`\n${line}`),
  });
  process.env.MONGODB_URI = database.uri;
  process.env.ICAST_TEST_DATABASE_KIND = database.kind;
  globalThis.__ICAST_TEST_DATABASE__ = { database, dataDir };
}
