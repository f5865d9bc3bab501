import type { ExecutionContext, OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

interface Window {
  hits: number;
  resetsAt: number;
  blockedUntil: number;
}

/** Every route's per-address budget unless it sets a stricter one: generous, against floods only. */
export const DEFAULT_RATE_LIMIT = { ttl: 60_000, limit: 300 } as const;
export const RATE_LIMITED_MESSAGE = 'Too many requests, please slow down';

const SWEEP_EVERY_MS = 60_000;
const seconds = (milliseconds: number) => Math.max(0, Math.ceil(milliseconds / 1000));

/**
 * Per-address request counts in fixed windows. The library's default store schedules one timer per request and
 * filters an array of every pending timer each time one fires, and never forgets an address: in admissions week
 * (thousands of parents, each a new address) that is most of the API's CPU and a slow memory leak. Here a request
 * is one Map lookup and an addition, and a sweep drops finished windows once a minute.
 * A fixed window lets an address send up to twice its limit across a window boundary; for a generous per-address
 * cap against floods that is an accepted trade.
 */
export class RateLimitStore implements ThrottlerStorage, OnApplicationShutdown {
  private readonly windows = new Map<string, Window>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<ThrottlerStorageRecord> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || (window.resetsAt <= now && window.blockedUntil <= now)) {
      window = { hits: 0, resetsAt: now + ttl, blockedUntil: 0 };
      this.windows.set(key, window);
    }
    if (window.blockedUntil <= now) {
      window.hits += 1;
      if (window.hits > limit) window.blockedUntil = now + blockDuration;
    }
    const isBlocked = window.blockedUntil > now;
    return Promise.resolve({
      totalHits: window.hits,
      timeToExpire: seconds(window.resetsAt - now),
      isBlocked,
      timeToBlockExpire: isBlocked ? seconds(window.blockedUntil - now) : 0,
    });
  }

  /** Addresses currently tracked (for tests and the sweep). */
  get size(): number {
    return this.windows.size;
  }

  sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) {
      if (window.resetsAt <= now && window.blockedUntil <= now) this.windows.delete(key);
    }
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
  }
}

/** The route and the address in plain text: the library hashes each key with SHA-256 on every request. */
export function rateLimitKey(context: ExecutionContext, tracker: string, throttlerName: string): string {
  return `${context.getClass().name}.${context.getHandler().name}.${throttlerName}.${tracker}`;
}
