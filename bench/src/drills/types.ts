import type { Browser } from 'playwright-core';
import type { RunningSite } from '@icast/stack';

export interface DrillContext {
  site: RunningSite;
  browser: Browser;
  /** Things a drill started that later drills still need (closed when all drills are done). */
  cleanups: Array<() => Promise<void>>;
  /**
   * `--short`, the pass `npm test` runs: every fault staged the same way with a smaller load and shorter spells, so a
   * change that breaks a drill fails CI in a few minutes; its timing rules get the room a busy CI machine needs.
   */
  short: boolean;
}

/** The full drill's figure, or the short pass's. */
export const sized = <T>(context: Pick<DrillContext, 'short'>, full: T, short: T): T => (context.short ? short : full);

export interface DrillResult {
  ok: boolean;
  /** What was measured, in one line for the table (with the status counts seen). */
  observed: string;
  /** The rules that did not hold, in words: printed under the table, so a red drill says why. */
  failed: string[];
}

export interface Drill {
  name: string;
  expectation: string;
  run(context: DrillContext): Promise<DrillResult>;
}

/** A drill's verdict from its rules: each rule in words with whether it held. */
export function judge(observed: string, rules: Record<string, boolean>): DrillResult {
  const failed = Object.entries(rules)
    .filter(([, held]) => !held)
    .map(([rule]) => rule);
  return { ok: failed.length === 0, observed, failed };
}

/** "201 x450, 503 x76, no answer x2": every status a drill saw, so a surprise is visible at once. */
export function statusCounts(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status > 0 ? status : 'no answer'} x${count}`)
    .join(', ');
}
