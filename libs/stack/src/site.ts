import path from 'node:path';
import { startDatabase } from './database';
import type { RunningDatabase } from './database';
import { Supervisor, waitForHttp } from './processes';
import { writeRemotesJson } from './serve/remotes-json';

export interface SitePorts {
  shell: number;
  mf_public: number;
  mf_admissions: number;
  mf_dashboard: number;
  api: number;
  mongodb: number;
}

/** A port range of its own (base .. base+20), so a test or benchmark can run beside `npm start`. */
export function portsFromBase(base: number): SitePorts {
  return {
    shell: base,
    mf_public: base + 1,
    mf_admissions: base + 2,
    mf_dashboard: base + 3,
    api: base + 10,
    mongodb: base + 20,
  };
}

export interface StartSiteOptions {
  /** Repository root (the folder holding lerna.json). */
  root: string;
  ports: SitePorts;
  /** Database files and this run's remotes.json. */
  dataDir: string;
  dbName?: string;
  /** Extra API environment (admin account, fee, payment provider...). */
  apiEnv?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export interface RunningSite {
  baseUrl: string;
  apiUrl: string;
  ports: SitePorts;
  database: RunningDatabase;
  /** The folder given in the options: restart the database on it to keep its data. */
  dataDir: string;
  remotesJsonFile: string;
  pids: Record<string, number>;
  /** Processes that exited while the site was meant to be up (empty when all is well). */
  failures: string[];
  /** Replaced by a drill that restarts the database; stop() stops whichever is current. */
  stop(): Promise<void>;
}

const REMOTE_DIRS = [
  ['mf_public', 'mf-public'],
  ['mf_admissions', 'mf-admissions'],
  ['mf_dashboard', 'mf-dashboard'],
] as const;

/** The composed production build (already built) with its own database, as a user meets it. */
export async function startSite(options: StartSiteOptions): Promise<RunningSite> {
  const { root, ports } = options;
  const log = options.log ?? (() => undefined);
  const database = await startDatabase({
    dataDir: options.dataDir,
    port: ports.mongodb,
    dbName: options.dbName ?? 'icast',
    log,
  });
  const failures: string[] = [];
  const supervisor = new Supervisor((name, code) => failures.push(`${name} exited with ${code}`));
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const pids: Record<string, number> = {};

  const api = supervisor.start('api', process.execPath, ['dist/main.js'], {
    cwd: path.join(root, 'api'),
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_SITE_URL: `http://localhost:${ports.shell}`,
      ...options.apiEnv,
      MONGODB_URI: database.uri,
      API_PORT: String(ports.api),
    },
  });
  pids.api = api.pid ?? -1;

  const serveCli = path.join(root, 'libs/stack/dist/cli/serve.js');
  for (const [name, dir] of REMOTE_DIRS) {
    const child = supervisor.start(
      name,
      process.execPath,
      [serveCli, 'dist', '--port', String(ports[name]), '--cors'],
      {
        cwd: path.join(root, dir),
      },
    );
    pids[name] = child.pid ?? -1;
  }
  const remotesJsonFile = path.join(options.dataDir, 'remotes.json');
  writeRemotesJson(remotesJsonFile, {
    mf_public: `http://localhost:${ports.mf_public}`,
    mf_admissions: `http://localhost:${ports.mf_admissions}`,
    mf_dashboard: `http://localhost:${ports.mf_dashboard}`,
  });
  const shellArgs = [
    serveCli,
    'dist',
    '--port',
    String(ports.shell),
    '--api',
    apiUrl,
    '--remotes-json',
    remotesJsonFile,
  ];
  pids.shell = supervisor.start('shell', process.execPath, shellArgs, { cwd: path.join(root, 'shell') }).pid ?? -1;

  const site: RunningSite = {
    baseUrl: `http://localhost:${ports.shell}`,
    apiUrl,
    ports,
    database,
    dataDir: options.dataDir,
    remotesJsonFile,
    pids,
    failures,
    stop: async () => {
      await supervisor.stopAll();
      await site.database.stop();
    },
  };
  try {
    await Promise.all([
      waitForHttp(`${apiUrl}/api/health`, 60_000),
      waitForHttp(`http://localhost:${ports.shell}/`),
      ...REMOTE_DIRS.map(([name]) => waitForHttp(`http://localhost:${ports[name]}/mf-manifest.json`)),
    ]);
    if (failures.length > 0) throw new Error(`the site failed to start: ${failures.join('; ')}`);
  } catch (error) {
    await site.stop();
    throw error;
  }
  return site;
}
