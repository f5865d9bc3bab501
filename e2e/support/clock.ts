import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readState } from './state';

/**
 * The API clock of this worker's site: real time plus the offset in its clock file (TEST_CLOCK_FILE, api/README.md).
 * A journey moves it forward past a timed job (a decision's release) instead of waiting for the minute; the API reads
 * the file on every use and its job loop wakes when the file changes.
 */
function clockFile(): string {
  return readState().clockFile;
}

function offsetMs(): number {
  try {
    return (JSON.parse(readFileSync(clockFile(), 'utf8')) as { offsetMs: number }).offsetMs;
  } catch {
    return 0;
  }
}

/** Written whole by a rename: the API never reads half a file. */
function writeOffset(offset: number): void {
  const file = clockFile();
  writeFileSync(`${file}.next`, JSON.stringify({ offsetMs: Math.round(offset) }));
  renameSync(`${file}.next`, file);
}

/** What the site's API takes for now. */
export function apiNow(): Date {
  return new Date(Date.now() + offsetMs());
}

/** Moves the API's clock forward to `at` (never back: what it stamped stays in its past). */
export function moveApiClockTo(at: Date): void {
  writeOffset(Math.max(offsetMs(), at.getTime() - Date.now()));
}

/**
 * Has the API's job loop look for due work now (work made due in the database, as the digest's time brought to now):
 * the clock file written again, unchanged, wakes the loop as a moved clock does, instead of its idle poll.
 */
export function wakeApiJobs(): void {
  writeOffset(offsetMs());
}

/** Back to real time, for the files that run on this site next. */
export function resetApiClock(): void {
  writeOffset(0);
}
