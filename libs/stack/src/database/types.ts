/** Which server is behind the URI: one the user gave us, or one we started. */
export type DatabaseKind = 'external' | 'mongod' | 'memory-server' | 'ferretdb';

/** `auto` follows the documented order; the others force one server (tests, troubleshooting). */
export type DatabaseEngine = 'auto' | Exclude<DatabaseKind, 'external'>;

export interface StartDatabaseOptions {
  /** Parent folder for all local database data, e.g. `<repo>/.data`. */
  dataDir: string;
  /** Defaults to `MONGODB_PORT`, else 27017. */
  port?: number;
  /** Database name put in the URI. Defaults to `icast`. */
  dbName?: string;
  log?: (line: string) => void;
  /** Defaults to `auto`. Anything but `auto` ignores `MONGODB_URI`. */
  engine?: DatabaseEngine;
  /** Where `tools/bin/ferretdb` lives. Defaults to the folder holding lerna.json above this file. */
  repoRoot?: string;
}

export interface RunningDatabase {
  uri: string;
  kind: DatabaseKind;
  /** Where the data lives on disk (absent for an external server). */
  dataDir?: string;
  /** Stops the server if we started it; safe to call twice. */
  stop(): Promise<void>;
}

/** What each local server starter needs, after defaults are applied. */
export interface LocalServerOptions {
  /** Parent data folder; each server uses its own subfolder. */
  dataDir: string;
  port: number;
  dbName: string;
  log: (line: string) => void;
}
