import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';

/** The compiled worker (api/dist, production), else its TypeScript source through the dev loader (jest, dev). */
function workerEntry(): { filename: string; workerData?: { typescriptWorker: string } } {
  const compiled = path.join(__dirname, 'text-improver.worker.js');
  if (existsSync(compiled)) return { filename: compiled };
  return {
    filename: path.join(__dirname, '../../../dev/ts-worker.js'),
    workerData: { typescriptWorker: path.join(__dirname, 'text-improver.worker.ts') },
  };
}

export class ImproveTimeoutError extends Error {
  constructor(readonly timeLimitMs: number) {
    super(`Improving the text took longer than ${timeLimitMs} ms`);
    this.name = 'ImproveTimeoutError';
  }
}

export class ImproverBusyError extends Error {
  constructor() {
    super('Too many texts are waiting to be improved');
    this.name = 'ImproverBusyError';
  }
}

export interface TextImproverPoolOptions {
  /** Longest a text may take, waiting included; the worker working on it is stopped then. */
  timeLimitMs: number;
  /** Worker threads. Default: one fewer than the cores (at least one), so the event loop keeps a core. */
  threads?: number;
  /** Texts allowed to wait for a free worker; more are refused at once. */
  maxWaiting?: number;
}

/**
 * The offline editor run in worker threads (piscina), so a long text never stalls other requests. Threads start
 * on the first text and stop after a quiet while; each loads the dictionary once.
 */
export class TextImproverPool {
  private pool: Piscina | undefined;
  private readonly threads: number;
  private readonly maxWaiting: number;
  /** Texts running or waiting. Counted here: piscina's maxQueue does not count tasks that carry an abort signal. */
  private inFlight = 0;

  constructor(private readonly options: TextImproverPoolOptions) {
    this.threads = options.threads ?? Math.max(1, availableParallelism() - 1);
    this.maxWaiting = options.maxWaiting ?? this.threads * 8;
  }

  async improve(text: string): Promise<string> {
    if (this.inFlight >= this.threads + this.maxWaiting) throw new ImproverBusyError();
    const pool = (this.pool ??= this.start());
    // Covers the wait for a worker too; an aborted task that is running has its worker terminated (CPU freed).
    const signal = AbortSignal.timeout(this.options.timeLimitMs);
    this.inFlight++;
    try {
      return (await pool.run(text, { signal })) as string;
    } catch (error) {
      if (signal.aborted) throw new ImproveTimeoutError(this.options.timeLimitMs);
      throw error;
    } finally {
      this.inFlight--;
    }
  }

  /** Stops every thread (app shutdown); a later text starts a new pool. */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  private start(): Piscina {
    return new Piscina({
      ...workerEntry(),
      minThreads: 0,
      maxThreads: this.threads,
      // Keeps a warm dictionary through an editing session, frees the memory when nobody is writing.
      idleTimeout: 10 * 60_000,
    });
  }
}
