import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Clock } from './clock';
import { WorkClaimer } from './work-claimer';

/** A kind of work the loop runs: the outbox sender, the scheduled jobs. */
export interface JobWorker {
  name: string;
  /**
   * Claims and does what is due at `now`. Returns when it knows more will be due (a retry, the next batch), so
   * the loop comes back then; anything else is found by the idle poll.
   */
  runDue(now: Date): Promise<Date | undefined>;
}

/**
 * How often the loop looks for work when nothing told it of any: work another process queued and then died
 * holding, or a timed job coming due. Queuing work here wakes the loop at once. On FerretDB each look reads whole
 * collections, so it is not done every second for nothing.
 */
export const IDLE_POLL_MS = 15_000;
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
  /** When the timer fires (ms since the epoch, real time). */
  private timerAt = Number.POSITIVE_INFINITY;
  private current: Promise<Date | undefined> = Promise.resolve(undefined);
  private stopped = true;
  private lastSweep = 0;
  private readonly lastErrors = new Map<string, { message: string; at: number }>();
  private stopListening: () => void = () => undefined;

  constructor(
    private readonly clock: Clock,
    private readonly claimer: WorkClaimer,
  ) {}

  register(worker: JobWorker): void {
    this.workers.push(worker);
  }

  onApplicationBootstrap(): void {
    this.stopped = false;
    // A test moving the clock past a timed job's time: looked for at once, not at the next idle poll.
    this.stopListening = this.clock.onMove(() => this.wake());
    this.schedule(0);
  }

  /** Before the database connection closes: no new pass, and the one under way finishes. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.stopListening();
    clearTimeout(this.timer);
    await this.current;
  }

  /** Work was queued for `at` (default: now): run a pass then, unless one is planned sooner. */
  wake(at?: Date): void {
    if (this.stopped) return;
    this.schedule(at ? at.getTime() - this.clock.now().getTime() : 0);
  }

  /** One pass over every worker, after the pass under way; tests call it to run due work at once. */
  async runOnce(): Promise<void> {
    await this.pass();
  }

  private pass(): Promise<Date | undefined> {
    this.current = this.current.then(() => this.runWorkers());
    return this.current;
  }

  private schedule(delayMs: number): void {
    const delay = Math.max(0, Math.min(delayMs, IDLE_POLL_MS));
    const at = Date.now() + delay;
    if (this.timer !== undefined && at >= this.timerAt) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => void this.tick(), delay);
    // Never keeps a process alive on its own (a test, a script).
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = undefined;
    this.timerAt = Number.POSITIVE_INFINITY;
    const next = await this.pass();
    if (!this.stopped) this.schedule(next ? next.getTime() - this.clock.now().getTime() : IDLE_POLL_MS);
  }

  /** Runs every worker; returns the earliest time one of them asked to come back. */
  private async runWorkers(): Promise<Date | undefined> {
    if (this.stopped) return undefined;
    const now = this.clock.now();
    let next: Date | undefined;
    for (const worker of this.workers) {
      const wanted = await this.guarded(worker.name, () => worker.runDue(now));
      if (wanted && (!next || wanted < next)) next = wanted;
    }
    if (now.getTime() - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = now.getTime();
      await this.guarded('lease sweep', () => this.claimer.sweepOldLeases(now));
    }
    return next;
  }

  /** A failing worker (the database away) neither stops the others nor fills the log with the same line. */
  private async guarded<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
    try {
      const result = await work();
      this.lastErrors.delete(name);
      return result;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = this.lastErrors.get(name);
      if (last?.message !== message || Date.now() - last.at > REPEAT_ERROR_LOG_MS) {
        this.logger.warn(`${name}: ${message} (will try again)`);
        this.lastErrors.set(name, { message, at: Date.now() });
      }
      return undefined;
    }
  }
}
