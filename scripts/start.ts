/**
 * `npm start`: production build of every part, then the site from @icast/stack's starter (database, API, the
 * three remotes and the shell). `npm run dev`: the same with webpack dev servers that rebuild on save.
 * Ports, remote addresses and the data folder come from the environment (README, "Configuration").
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { portsFromEnv, remoteBaseUrlsFromEnv } from '@icast/contracts';
import { parseStartArguments, startSite, type RunningSite, type StartCommand } from '@icast/stack';

const root = path.resolve(__dirname, '..');
const step = (message: string) => console.log(`\n==> ${message}`);

const BUILDS: Record<StartCommand['build'], { say: string; args: string[] } | undefined> = {
  everything: { say: 'building every package in production mode (lerna run build)', args: [] },
  libraries: { say: 'building the shared libraries (the API reads them compiled)', args: ['--scope', '@icast/*'] },
  nothing: undefined,
};

/**
 * The key that encrypts the families' documents in this machine's database: DOCUMENTS_KEY when set, else one made
 * at the first start and kept beside the database (`<data folder>/documents.key`, never in git), since the files
 * stay encrypted with it from run to run.
 */
function localDocumentsKey(dataDir: string): { DOCUMENTS_KEY: string; DOCUMENTS_KEY_ID: string } | undefined {
  if (process.env.DOCUMENTS_KEY) return undefined;
  const file = path.join(dataDir, 'documents.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const key = { DOCUMENTS_KEY: randomBytes(32).toString('base64'), DOCUMENTS_KEY_ID: 'local-1' };
    writeFileSync(file, `${JSON.stringify(key)}\n`, { mode: 0o600, flag: 'wx' });
    step(`DOCUMENTS_KEY not set: made a local one in ${file} (the documents in .data are encrypted with it)`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as { DOCUMENTS_KEY: string; DOCUMENTS_KEY_ID: string };
}

/** Ctrl-C while the site is still starting stops what has started and ends quietly. */
const startup = new AbortController();

async function main() {
  const command = parseStartArguments(process.argv.slice(2));
  const build = BUILDS[command.build];
  if (build) {
    step(build.say);
    const lerna = path.join(root, 'node_modules/.bin/lerna');
    execFileSync(lerna, ['run', 'build', ...build.args, '--stream'], { cwd: root, stdio: 'inherit' });
  }

  let site: RunningSite | undefined = undefined; // set once every part answers
  let stopping = false;
  const shutdown = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    step('stopping');
    if (!site) return startup.abort();
    await site.stop();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  if (!process.env.JWT_SECRET) {
    step('JWT_SECRET not set: generated one for this run, so staff sign-ins end when it stops');
  }
  const ports = portsFromEnv(process.env);
  const dataDir = process.env.DATA_DIR ?? path.join(root, '.data');
  site = await startSite({
    root,
    mode: command.mode,
    ports,
    dataDir,
    remoteUrls: remoteBaseUrlsFromEnv(process.env, ports),
    apiEnv: {
      NODE_ENV: command.mode,
      ...(process.env.PUBLIC_SITE_URL ? { PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL } : {}),
      // The API refuses production without JWT_SECRET; a local run gets one per start (sign-ins end on restart).
      JWT_SECRET: process.env.JWT_SECRET || randomBytes(32).toString('hex'),
      ...localDocumentsKey(dataDir),
    },
    log: (line) => console.log(line),
    signal: startup.signal,
    onUnexpectedExit: (name, code) => {
      if (stopping) return;
      console.error(`\n${name} stopped unexpectedly (exit code ${code}); stopping the site.`);
      void shutdown(1);
    },
  });

  step(`ICAST is running: ${site.baseUrl}  (Ctrl-C stops everything)`);
  console.log(`    API ${site.apiUrl}/api/health, docs ${site.apiUrl}/api/docs`);
  console.log(
    site.mail.inboxUrl
      ? `    e-mail: every message the site sends is in the local inbox ${site.mail.inboxUrl} (no SMTP_URL set)`
      : '    e-mail: sent through SMTP_URL',
  );
  console.log(`    database: ${site.database.kind}, ${site.database.uri}`);
}

main().catch((error: unknown) => {
  if (startup.signal.aborted) process.exit(0);
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
