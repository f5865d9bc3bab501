/**
 * `npm start`: production build of every part, then the database, the API, the three remotes and
 * the shell, on one machine. `npm run dev`: the same with webpack dev servers that rebuild on save.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_PORTS } from '@icast/contracts';
import { startDatabase, Supervisor, waitForHttp, type RunningDatabase } from '@icast/stack';

const root = path.resolve(__dirname, '..');
const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build');

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ports = {
  shell: port('SHELL_PORT', DEFAULT_PORTS.shell),
  mf_public: port('MF_PUBLIC_PORT', DEFAULT_PORTS.mf_public),
  mf_admissions: port('MF_ADMISSIONS_PORT', DEFAULT_PORTS.mf_admissions),
  mf_dashboard: port('MF_DASHBOARD_PORT', DEFAULT_PORTS.mf_dashboard),
  api: port('API_PORT', DEFAULT_PORTS.api),
};
const apiUrl = `http://127.0.0.1:${ports.api}`;
const remoteApps = [
  { dir: 'mf-public', name: 'mf_public', port: ports.mf_public, urlEnv: 'MF_PUBLIC_URL' },
  { dir: 'mf-admissions', name: 'mf_admissions', port: ports.mf_admissions, urlEnv: 'MF_ADMISSIONS_URL' },
  { dir: 'mf-dashboard', name: 'mf_dashboard', port: ports.mf_dashboard, urlEnv: 'MF_DASHBOARD_URL' },
] as const;
const remoteUrlEnv = Object.fromEntries(
  remoteApps.map((remote) => [remote.urlEnv, process.env[remote.urlEnv] ?? `http://localhost:${remote.port}`]),
);

const step = (message: string) => console.log(`\n==> ${message}`);
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

async function main() {
  if (dev) {
    step('building the shared libraries (the API reads them compiled)');
    execFileSync(bin('lerna'), ['run', 'build', '--scope', '@icast/*', '--stream'], { cwd: root, stdio: 'inherit' });
  } else if (!skipBuild) {
    step('building every package in production mode (lerna run build)');
    execFileSync(bin('lerna'), ['run', 'build', '--stream'], { cwd: root, stdio: 'inherit' });
  }

  step('starting the database');
  const database: RunningDatabase = await startDatabase({
    dataDir: process.env.DATA_DIR ?? path.join(root, '.data'),
    port: port('MONGODB_PORT', DEFAULT_PORTS.mongodb),
    log: (line) => console.log(line),
  });

  let shuttingDown = false;
  const supervisor = new Supervisor((name, code) => {
    if (shuttingDown) return;
    console.error(`\n${name} stopped unexpectedly (exit code ${code}); stopping the site.`);
    void shutdown(1);
  });
  async function shutdown(exitCode: number) {
    if (shuttingDown) return;
    shuttingDown = true;
    step('stopping');
    await supervisor.stopAll();
    await database.stop();
    process.exit(exitCode);
  }
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  const apiEnv = {
    MONGODB_URI: database.uri,
    API_PORT: String(ports.api),
    NODE_ENV: dev ? 'development' : 'production',
    PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL ?? `http://localhost:${ports.shell}`,
    // The API refuses production without JWT_SECRET; a local run gets one per start (sign-ins end on restart).
    JWT_SECRET: process.env.JWT_SECRET || randomBytes(32).toString('hex'),
  };
  if (!process.env.JWT_SECRET)
    step('JWT_SECRET not set: generated one for this run, so staff sign-ins end when it stops');
  step(`starting the API on ${apiUrl}`);
  // Not tsx: Nest's injection and validation read decorator metadata that only tsc emits.
  if (dev) supervisor.start('api', 'npm', ['run', 'dev'], { cwd: path.join(root, 'api'), env: apiEnv });
  else supervisor.start('api', process.execPath, ['dist/main.js'], { cwd: path.join(root, 'api'), env: apiEnv });
  await waitForHttp(`${apiUrl}/api/health`, 90_000);

  step('starting the remotes and the shell');
  const serveCli = path.join(root, 'libs/stack/dist/cli/serve.js');
  for (const remote of remoteApps) {
    const cwd = path.join(root, remote.dir);
    if (dev) {
      supervisor.start(remote.name, bin('webpack'), ['serve', '--mode', 'development'], { cwd });
    } else {
      supervisor.start(remote.name, process.execPath, [serveCli, 'dist', '--port', String(remote.port), '--cors'], {
        cwd,
      });
    }
  }
  const shellEnv = { ...remoteUrlEnv, API_URL: apiUrl, SHELL_PORT: String(ports.shell) };
  const shellCwd = path.join(root, 'shell');
  if (dev) {
    supervisor.start('shell', bin('webpack'), ['serve', '--mode', 'development'], { cwd: shellCwd, env: shellEnv });
  } else {
    const args = [serveCli, 'dist', '--port', String(ports.shell), '--api', apiUrl, '--remotes-json-from-env'];
    supervisor.start('shell', process.execPath, args, { cwd: shellCwd, env: shellEnv });
  }
  await Promise.all([
    ...remoteApps.map((remote) => waitForHttp(`http://localhost:${remote.port}/mf-manifest.json`, 180_000)),
    waitForHttp(`http://localhost:${ports.shell}/`, 180_000),
  ]);

  step(`ICAST is running: http://localhost:${ports.shell}  (Ctrl-C stops everything)`);
  console.log(`    API ${apiUrl}/api/health, docs ${apiUrl}/api/docs`);
  console.log(`    database: ${database.kind}, ${database.uri}`);
}

main().catch((error: unknown) => {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
