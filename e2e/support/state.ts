import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { portsFromBase, type PortRange } from '@icast/stack';

/** e2e runs beside a developer's `npm start`, so it uses its own port range (E2E_PORT_BASE). */
const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);

export function e2ePorts(): PortRange {
  return portsFromBase(portBase);
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
  /** The admin account the API was started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
  admin: { email: string; password: string };
  /** The local mail catcher's web inbox: everything the site sends arrives there (JSON at /api/messages). */
  mailInboxUrl: string;
}

const artifacts = path.join(__dirname, '..', 'artifacts');
const stateFile = path.join(artifacts, `state-${portBase}.json`);

export function artifactPath(name: string): string {
  return path.join(artifacts, name);
}

export function writeState(state: E2EState): void {
  mkdirSync(artifacts, { recursive: true });
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
}

export function readState(): E2EState {
  return JSON.parse(readFileSync(stateFile, 'utf8')) as E2EState;
}
