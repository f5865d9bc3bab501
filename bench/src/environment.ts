import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findRepoRoot, portsFromBase, startSite, type RunningSite } from '@icast/stack';

export const root = findRepoRoot(__dirname);

/** The first admin of a bench or drill site (created by the API on its empty database). */
export const BENCH_ADMIN = { email: 'bench@icast.test', password: randomBytes(12).toString('base64url') };

/** The API's settings for this run: a second instance started with them shares sessions with the first. */
export const BENCH_API_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  JWT_SECRET: randomBytes(32).toString('hex'),
  // Each run's database is new, so a key per run encrypts its documents as production would.
  DOCUMENTS_KEY: randomBytes(32).toString('base64'),
  DOCUMENTS_KEY_ID: 'bench',
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
};

/** The production build on its own ports and a fresh database, with production settings. */
export async function startBenchSite(name: string, portBase: number): Promise<RunningSite> {
  const dataDir = path.join(root, '.data', name);
  rmSync(dataDir, { recursive: true, force: true });
  return startSite({ root, ports: portsFromBase(portBase), dataDir, dbName: `icast_${name}`, apiEnv: BENCH_API_ENV });
}

export function describeMachine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

/** Markdown table: numbers right-aligned, text left-aligned; pastes straight into BENCHMARKS.md. */
export function formatTable(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const numeric = headers.map((_, column) => rows.every((row) => /^[\d.,%-]+$/.test(String(row[column] ?? ''))));
  const widths = headers.map((_, column) => Math.max(3, ...cells.map((row) => (row[column] ?? '').length)));
  const pad = (cell: string, column: number) =>
    numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0);
  const line = (row: string[]) => `| ${row.map(pad).join(' | ')} |`;
  const divider = `|${widths.map((width, column) => (numeric[column] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(headers), divider, ...rows.map((row) => line(row.map(String)))].join('\n');
}
