import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { E2EPorts } from './ports';

/** What global setup started, for the test files (which run in another module registry). */
export interface E2EState {
  ports: E2EPorts;
  baseUrl: string;
  apiUrl: string;
  databaseUri: string;
  root: string;
  pids: Record<string, number>;
}

const stateFile = path.join(__dirname, '..', 'artifacts', 'state.json');

export function writeState(state: E2EState): void {
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
}

export function readState(): E2EState {
  return JSON.parse(readFileSync(stateFile, 'utf8')) as E2EState;
}
