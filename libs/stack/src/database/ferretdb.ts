import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { spawnServer } from './child-processes';
import { ensureFerretDb, FERRETDB_VERSION } from './ensure-ferretdb';
import type { LocalServerOptions, RunningDatabase } from './types';
import { waitForPing } from './wait-for-ping';

/** FerretDB with its SQLite backend: a single Go binary, so it runs wherever Go's module proxy is reachable. */
export async function startFerretDb(options: LocalServerOptions & { repoRoot: string }): Promise<RunningDatabase> {
  const binary = await ensureFerretDb(options.repoRoot, options.log);
  const dataDir = path.join(options.dataDir, 'ferretdb');
  const stateDir = path.join(options.dataDir, 'ferretdb-state');
  // FerretDB refuses to start when the SQLite folder does not exist yet.
  await mkdir(dataDir, { recursive: true });
  await mkdir(stateDir, { recursive: true });

  const server = spawnServer(binary, [
    '--handler=sqlite',
    `--sqlite-url=file:${dataDir}/`,
    `--listen-addr=127.0.0.1:${options.port}`,
    `--state-dir=${stateDir}`,
    '--telemetry=disable',
    '--log-level=warn',
    // The debug/metrics HTTP listener defaults to port 8088, which would collide between instances.
    '--debug-addr=-',
  ]);
  const uri = `mongodb://127.0.0.1:${options.port}/${options.dbName}`;
  await waitForPing(uri, server, `FerretDB ${FERRETDB_VERSION}`);
  server.onUnexpectedExit((problem) => options.log(`database: ferretdb ${problem}`));
  options.log(`database: ferretdb ${FERRETDB_VERSION} (sqlite) at ${dataDir}, ${uri}`);
  return { uri, kind: 'ferretdb', dataDir, stop: server.stop };
}
