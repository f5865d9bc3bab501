import type { Browser } from 'playwright-core';
import type { RunningSite } from '@icast/stack';

export interface DrillContext {
  site: RunningSite;
  browser: Browser;
  /** Things a drill started that later drills still need (closed when all drills are done). */
  cleanups: Array<() => Promise<void>>;
}

export interface DrillResult {
  ok: boolean;
  /** What was measured, in one line for the table. */
  observed: string;
}

export interface Drill {
  name: string;
  expectation: string;
  run(context: DrillContext): Promise<DrillResult>;
}
