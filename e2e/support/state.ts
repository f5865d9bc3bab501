import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { portsFromBase, type PortRange } from '@icast/stack';

/** e2e runs beside a developer's `npm start`, so it uses its own port range (E2E_PORT_BASE). */
const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);

/**
 * Each jest worker has a site of its own (database, inbox, API, shell and remotes), so a spec that counts records or
 * changes the settings is alone on its site as it was when files ran one at a time. A site and the nginx its specs
 * start use base .. base+47, so the next worker's range starts 50 ports on.
 */
export const WORKER_PORT_STRIDE = 50;

/** The jest worker this file runs in: 1 .. E2E_WORKERS (1 in band). */
function currentWorker(): number {
  return Number(process.env.JEST_WORKER_ID ?? 1);
}

export function e2ePorts(worker = currentWorker()): PortRange {
  return portsFromBase(portBase + (worker - 1) * WORKER_PORT_STRIDE);
}

/** What global setup started, for the test files (which run in another module registry). */
export interface E2EState {
  ports: PortRange;
  baseUrl: string;
  apiUrl: string;
  databaseUri: string;
  root: string;
  pids: Record<string, number>;
  /** This run's remotes.json (each run has its own, so parallel runs on other port bases don't collide). */
  remotesJsonFile: string;
  /**
   * The admin account the API was started with (ADMIN_EMAIL / ADMIN_PASSWORD), enrolled at global setup with an
   * authenticator app whose secret this is (admins must sign in with a code).
   */
  admin: { email: string; password: string; secret: string };
  /** The file the site's API clock adds its offset from (TEST_CLOCK_FILE; support/clock.ts moves it). */
  clockFile: string;
  /** The local mail catcher's web inbox: everything the site sends arrives there (JSON at /api/messages). */
  mailInboxUrl: string;
}

const artifacts = path.join(__dirname, '..', 'artifacts');
const stateFile = (worker: number) => path.join(artifacts, `state-${e2ePorts(worker).shell}.json`);

export function artifactPath(name: string): string {
  return path.join(artifacts, name);
}

export function writeState(state: E2EState, worker: number): void {
  mkdirSync(artifacts, { recursive: true });
  writeFileSync(stateFile(worker), JSON.stringify(state, null, 2));
}

/** The site of the worker this file runs in. */
export function readState(): E2EState {
  return JSON.parse(readFileSync(stateFile(currentWorker()), 'utf8')) as E2EState;
}
