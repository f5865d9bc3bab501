import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { spawnServer } from './child-processes';
import type { LocalServerOptions, RunningDatabase } from './types';
import { waitForPing } from './wait-for-ping';

/** Full path of `mongod` if it is on PATH. */
export async function findMongodOnPath(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const names = process.platform === 'win32' ? ['mongod.exe'] : ['mongod'];
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of names) {
      const candidate = path.join(dir, name);
      try {
        await access(candidate, constants.X_OK);
        return candidate;
      } catch {
        // not in this folder
      }
    }
  }
  return undefined;
}

export async function startMongod(options: LocalServerOptions & { binary: string }): Promise<RunningDatabase> {
  const dataDir = path.join(options.dataDir, 'mongod');
  await mkdir(dataDir, { recursive: true });
  const args = ['--dbpath', dataDir, '--port', String(options.port), '--bind_ip', '127.0.0.1', '--quiet'];
  const server = spawnServer(options.binary, args);
  const uri = `mongodb://127.0.0.1:${options.port}/${options.dbName}`;
  await waitForPing(uri, server, `mongod (${options.binary})`);
  server.onUnexpectedExit((problem) => options.log(`database: mongod ${problem}`));
  options.log(`database: mongod (${options.binary}) at ${dataDir}, ${uri}`);
  return { uri, kind: 'mongod', dataDir, stop: server.stop };
}
