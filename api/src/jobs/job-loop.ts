import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Clock } from './clock';
import { WorkClaimer } from './work-claimer';

/** A kind of work the loop runs: the outbox sender, the scheduled jobs. */
export interface JobWorker {
  name: string;
  /** Claims and does what is due at `now`; anything left is found again on a later pass. */
  runDue(now: Date): Promise<void>;
}

/** How often the loop looks for due work when nobody wakes it. */
export const POLL_INTERVAL_MS = 1_000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const REPEAT_ERROR_LOG_MS = 60_000;

/**
 * The API's one timer for background work. Every worker runs in the same pass, one pass at a time per process;
 * several processes may run passes at once, because each piece of work is claimed (WorkClaimer) before it is done.
 */
@Injectable()
export class JobLoop implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(JobLoop.name);
  private readonly workers: JobWorker[] = [];
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> = Promise.resolve();
  private stopped = true;
  private wakeQueued = false;
  private lastSweep = 0;
  private readonly lastErrors = new Map<string, { message: string; at: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly claimer: WorkClaimer,
  ) {}

  register(worker: JobWorker): void {
    this.workers.push(worker);
  }

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Before the database connection closes: no new pass, and the one under way finishes. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.current;
  }

  /** New work was just queued: run a pass now rather than at the next poll. */
  wake(): void {
    if (this.stopped || this.wakeQueued) return;
    this.wakeQueued = true;
    this.schedule(0);
  }

  /** One pass over every worker, after the pass under way; tests call it to run due work at once. */
  runOnce(): Promise<void> {
    this.current = this.current.then(() => this.pass());
    return this.current;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    // Never keeps a process alive on its own (a test, a script).
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.wakeQueued = false;
    await this.runOnce();
    if (!this.stopped && !this.wakeQueued) this.schedule(POLL_INTERVAL_MS);
  }

  private async pass(): Promise<void> {
    if (this.stopped) return;
    const now = this.clock.now();
    for (const worker of this.workers) await this.guarded(worker.name, () => worker.runDue(now));
    if (now.getTime() - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = now.getTime();
      await this.guarded('lease sweep', () => this.claimer.sweepOldLeases(now));
    }
  }

  /** A failing worker (the database away) neither stops the others nor fills the log with the same line. */
  private async guarded(name: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
      this.lastErrors.delete(name);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = this.lastErrors.get(name);
      if (last?.message !== message || Date.now() - last.at > REPEAT_ERROR_LOG_MS) {
        this.logger.warn(`${name}: ${message} (will try again)`);
        this.lastErrors.set(name, { message, at: Date.now() });
      }
    }
  }
}
