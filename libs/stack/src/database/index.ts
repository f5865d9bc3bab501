export type { DatabaseEngine, DatabaseKind, RunningDatabase, StartDatabaseOptions } from './types';
export { DEFAULT_DB_NAME, redactUri, startDatabase } from './start-database';
export { ensureFerretDb, ferretDbBinaryPath, FERRETDB_VERSION } from './ensure-ferretdb';
export {
  assertPortFree,
  DATABASE_PORT_ENV,
  DEFAULT_DATABASE_PORT,
  findFreePort,
  isPortFree,
  PortInUseError,
} from './ports';
export { pingDatabase } from './wait-for-ping';
export { findRepoRoot } from './repo-root';
