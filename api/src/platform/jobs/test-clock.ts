import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { openSync, readSync, closeSync, unwatchFile, watchFile, type Stats } from 'node:fs';
import { Clock } from './clock';

/** The file holds `{"offsetMs": <whole milliseconds>}`; anything longer than this is not a clock file. */
export const TEST_CLOCK_FILE_MAX_BYTES = 256;
/** A test moves the clock by minutes or days, never years: a larger offset is a mistake, not a test. */
export const TEST_CLOCK_MAX_OFFSET_MS = 400 * 24 * 60 * 60 * 1000;
/** How often the file is looked at for a change, so a moved clock wakes the job loop within this. */
const WATCH_INTERVAL_MS = 100;

/** The offset a clock file names, or the reason it names none. A missing file is no offset. */
export function readClockOffset(file: string): { offsetMs: number } | { problem: string } {
  let text: string;
  try {
    const fd = openSync(file, 'r');
    try {
      // One byte more than allowed, so a longer file is refused before any parser sees it.
      const buffer = Buffer.alloc(TEST_CLOCK_FILE_MAX_BYTES + 1);
      const length = readSync(fd, buffer, 0, buffer.length, 0);
      if (length > TEST_CLOCK_FILE_MAX_BYTES) return { problem: `longer than ${TEST_CLOCK_FILE_MAX_BYTES} bytes` };
      text = buffer.subarray(0, length).toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { offsetMs: 0 };
    return { problem: error instanceof Error ? error.message : String(error) };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'not JSON' };
  }
  const offsetMs = (value as { offsetMs?: unknown } | null)?.offsetMs;
  if (
    typeof offsetMs !== 'number' ||
    !Number.isSafeInteger(offsetMs) ||
    Math.abs(offsetMs) > TEST_CLOCK_MAX_OFFSET_MS
  ) {
    return { problem: 'offsetMs must be a whole number of milliseconds within 400 days' };
  }
  return { offsetMs };
}

/**
 * The clock of a test site (TEST_CLOCK_FILE, refused in production): real time plus the offset the file names, so a
 * browser journey can move the API past a release time instead of waiting for it. The file is read on every `now()`,
 * so what a test wrote is what the next request sees; a file that cannot be read keeps the last good offset (a
 * half-written file never sends time back to the present).
 */
export class FileClock extends Clock implements OnModuleDestroy {
  private readonly logger = new Logger('TestClock');
  private offsetMs = 0;
  private lastProblem: string | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly changed = (current: Stats, previous: Stats) => {
    if (current.mtimeMs === previous.mtimeMs && current.size === previous.size && current.ino === previous.ino) return;
    this.refresh();
    for (const listener of this.listeners) listener();
  };

  constructor(private readonly file: string) {
    super();
    this.refresh();
    // Polls the file's status (fs.watch misses a file replaced by a rename, which is how tests write it atomically).
    watchFile(file, { interval: WATCH_INTERVAL_MS, persistent: false }, this.changed);
    this.logger.warn(`The API's clock is real time plus the offset in ${file} (a test site's clock)`);
  }

  override now(): Date {
    this.refresh();
    return new Date(Date.now() + this.offsetMs);
  }

  override onMove(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onModuleDestroy(): void {
    unwatchFile(this.file, this.changed);
    this.listeners.clear();
  }

  private refresh(): void {
    const read = readClockOffset(this.file);
    if ('offsetMs' in read) {
      this.offsetMs = read.offsetMs;
      this.lastProblem = undefined;
    } else if (read.problem !== this.lastProblem) {
      this.lastProblem = read.problem;
      this.logger.warn(`${this.file}: ${read.problem}; the clock keeps its offset of ${this.offsetMs} ms`);
    }
  }
}
