import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startDatabase, Supervisor, waitForHttp, writeRemotesJson } from '@icast/stack';
import { e2ePorts } from './ports';
import { artifactPath, writeState } from './state';

/** Starts the composed production build (it must already be built) on the e2e ports. */
export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../..');
  const ports = e2ePorts();
  const artifacts = path.join(root, 'e2e', 'artifacts');
  const dataDir = path.join(root, '.data', `e2e-${ports.shell}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(artifacts, { recursive: true });

  const database = await startDatabase({ dataDir, port: ports.mongodb, dbName: 'icast_e2e', log: console.log });
  const failures: string[] = [];
  const supervisor = new Supervisor((name, code) => failures.push(`${name} exited with ${code}`));
  Object.assign(globalThis, { __icastE2E: { supervisor, database } });

  const apiUrl = `http://127.0.0.1:${ports.api}`;
  // The first admin the API creates on its empty database; tests sign in with it.
  const admin = { email: 'head@icast.test', password: 'e2e-admin-password' };
  supervisor.start('api', process.execPath, ['dist/main.js'], {
    cwd: path.join(root, 'api'),
    env: {
      MONGODB_URI: database.uri,
      API_PORT: String(ports.api),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Payment callbacks and the test-mode checkout are addressed through the site the browser uses.
      PUBLIC_SITE_URL: `http://localhost:${ports.shell}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  });

  const serveCli = path.join(root, 'libs/stack/dist/cli/serve.js');
  const remotes = [
    ['mf_public', 'mf-public', ports.mf_public],
    ['mf_admissions', 'mf-admissions', ports.mf_admissions],
    ['mf_dashboard', 'mf-dashboard', ports.mf_dashboard],
  ] as const;
  const pids: Record<string, number> = {};
  for (const [name, dir, port] of remotes) {
    const child = supervisor.start(name, process.execPath, [serveCli, 'dist', '--port', String(port), '--cors'], {
      cwd: path.join(root, dir),
    });
    pids[name] = child.pid ?? -1;
  }
  const remotesJsonFile = artifactPath(`remotes-${ports.shell}.json`);
  writeRemotesJson(remotesJsonFile, {
    mf_public: `http://localhost:${ports.mf_public}`,
    mf_admissions: `http://localhost:${ports.mf_admissions}`,
    mf_dashboard: `http://localhost:${ports.mf_dashboard}`,
  });
  const shell = supervisor.start(
    'shell',
    process.execPath,
    [serveCli, 'dist', '--port', String(ports.shell), '--api', apiUrl, '--remotes-json', remotesJsonFile],
    {
      cwd: path.join(root, 'shell'),
    },
  );
  pids.shell = shell.pid ?? -1;

  await Promise.all([
    waitForHttp(`${apiUrl}/api/health`, 60_000),
    waitForHttp(`http://localhost:${ports.shell}/`),
    ...remotes.map(([, , port]) => waitForHttp(`http://localhost:${port}/mf-manifest.json`)),
  ]);
  if (failures.length > 0) throw new Error(`e2e stack failed to start: ${failures.join('; ')}`);

  writeState({
    ports,
    baseUrl: `http://localhost:${ports.shell}`,
    apiUrl,
    databaseUri: database.uri,
    root,
    pids,
    remotesJsonFile,
    admin,
  });
}
