import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSite, type RunningSite } from '@icast/stack';
import { enrolFirstAdmin } from './staff-sign-in';
import { artifactPath, e2ePorts, writeState } from './state';

const root = path.resolve(__dirname, '../..');
// The first admin the API creates on its empty database; tests sign in with it.
const admin = { email: 'head@icast.test', password: 'e2e-admin-password' };

/** What global setup reads of jest's configuration. */
interface JestRun {
  /** E2E_WORKERS (e2e/jest.config.js), 1 with --runInBand. */
  maxWorkers: number;
  testPathPatterns: { patterns: string[] };
}

/**
 * How many sites this run needs: one per jest worker, but no more than the spec files it runs (one file runs in band,
 * on worker 1's site), so `npx jest tests/one.spec.ts` starts one site.
 */
function sitesNeeded(globalConfig: JestRun): number {
  const workers = Math.max(1, globalConfig.maxWorkers);
  const patterns = globalConfig.testPathPatterns.patterns;
  if (patterns.length === 0) return workers;
  try {
    const matchers = patterns.map((pattern) => new RegExp(pattern, 'i'));
    const dir = path.join(__dirname, '..', 'tests');
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.spec.ts'))
      .filter((name) => matchers.some((matcher) => matcher.test(path.join(dir, name))));
    return Math.max(1, Math.min(workers, files.length));
  } catch {
    // A pattern that is not a regular expression here: start them all rather than too few.
    return workers;
  }
}

/** Starts one site on the composed production build (it must already be built) for one worker's ports. */
async function startWorkerSite(worker: number): Promise<RunningSite> {
  const ports = e2ePorts(worker);
  const dataDir = path.join(root, '.data', `e2e-${ports.shell}`);
  rmSync(dataDir, { recursive: true, force: true });
  const remotesJsonFile = artifactPath(`remotes-${ports.shell}.json`);
  // The API's clock starts at real time; a journey moves it forward past a timed job (support/clock.ts).
  const clockFile = artifactPath(`clock-${ports.shell}.json`);
  mkdirSync(path.dirname(clockFile), { recursive: true });
  writeFileSync(clockFile, JSON.stringify({ offsetMs: 0 }));
  const site = await startSite({
    root,
    ports,
    dataDir,
    dbName: 'icast_e2e',
    remotesJsonFile,
    // Payment callbacks and the test-mode checkout are addressed through the site the browser uses (the default).
    apiEnv: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      TEST_CLOCK_FILE: clockFile,
    },
    log: (line) => console.log(line.replace(/^(\n?)/, `$1[site ${worker}] `)),
  });
  if (!site.mail.inboxUrl) {
    await site.stop();
    throw new Error('the browser suite reads its mail from the local catcher: unset SMTP_URL');
  }
  // Admins must sign in with a second factor: the tests' authenticator app holds this secret and computes the codes.
  const secret = await enrolFirstAdmin(site.apiUrl, admin).catch(async (error: unknown) => {
    await site.stop();
    throw error;
  });
  writeState(
    {
      ports,
      baseUrl: site.baseUrl,
      apiUrl: site.apiUrl,
      databaseUri: site.database.uri,
      root,
      pids: site.pids,
      remotesJsonFile,
      clockFile,
      admin: { ...admin, secret },
      mailInboxUrl: site.mail.inboxUrl,
    },
    worker,
  );
  return site;
}

/** Starts a site for each jest worker, side by side; if one fails, the others are stopped. */
export default async function globalSetup(globalConfig: JestRun): Promise<void> {
  const workers = Array.from({ length: sitesNeeded(globalConfig) }, (_, index) => index + 1);
  const started = await Promise.allSettled(workers.map(startWorkerSite));
  const sites = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(sites.map((site) => site.stop()));
    throw failed.reason;
  }
  Object.assign(globalThis, { __icastE2ESites: sites });
}
