import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { COLLECTIONS } from '@icast/contracts';
import type { Connection, mongo } from 'mongoose';
import { PER_INSTANCE_KEY_PREFIX } from './rate-limit.decorator';
import { isDuplicateKey } from '../database/duplicate-key';
import { Retention } from '../privacy/retention';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** Every route's per-address budget unless it sets a stricter one: generous, against floods only. */
export const DEFAULT_RATE_LIMIT = { ttl: 60_000, limit: 300 } as const;
export const RATE_LIMITED_MESSAGE = 'Too many requests, please slow down';

const SWEEP_EVERY_MS = 60_000;
const seconds = (milliseconds: number) => Math.max(0, Math.ceil(milliseconds / 1000));

/** One counted request: `<key>|<window start>|<n>` is the n-th request of that key in that window. */
interface HitDocument {
  _id: string;
  expiresAt: Date;
}

/** What this instance knows about a key's current window. */
interface KnownWindow {
  startsAt: number;
  endsAt: number;
  /** The next number to claim: every smaller one is known to be taken, by this instance or another. */
  next: number;
}

/**
 * Per-address request counts in fixed windows, shared by every API instance through the database, so a limit
 * holds however the proxy spreads a client's requests. Keys marked per-instance (`rateLimitKey`: the default flood
 * limit and the chat's answers) are numbered the same way in memory only: a write per request would cost more than
 * the request it limits (measured in docs/decisions/assistant.md).
 *
 * Counted as the login lockout counts (docs/decisions/identity.md), because FerretDB v1 loses concurrent
 * `$inc`s and its conditional updates are not atomic: each request inserts one document whose `_id` is its number
 * in the window, `<key>|<window>|<n>`. The unique `_id` gives each number to exactly one request on any instance,
 * so the request that gets number n is the n-th: above the limit it is refused, and so is everything after it
 * until the window ends (the (limit+1)-th document marks the window full). An instance remembers the next number
 * per key and moves past numbers another instance took when its insert collides; a window never holds more than
 * limit+1 documents. An instance far behind (just started, or passed over by the proxy for a while) finds the first
 * free number by looking documents up by `_id`, doubling its steps, instead of colliding once per number: finding
 * by `_id` is the one lookup FerretDB serves from an index. Expired windows are deleted
 * by a sweep (no TTL index: the portable subset).
 *
 * While the connection is known to be down the instance counts on alone (the same numbers, in memory), so routes
 * that need no database keep working and limits hold per instance until it is back. The request that finds the
 * database unreachable gets the 503 at once.
 */
@Injectable()
export class RateLimitStore implements ThrottlerStorage, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly windows = new Map<string, KnownWindow>();
  private readonly hits: mongo.Collection<HitDocument>;
  private readonly sweeper: NodeJS.Timeout;
  private now: () => number = Date.now;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    retention: Retention,
  ) {
    this.hits = connection.collection<HitDocument>(COLLECTIONS.rateLimitHits);
    // The sweep below deletes windows as they end; this catches any a stopped sweep left behind.
    retention.register('rateLimits', async (cutoff) => {
      const { deletedCount } = await this.hits.deleteMany({ expiresAt: { $lte: cutoff } });
      return deletedCount;
    });
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  /** For the sweep on MongoDB (FerretDB scans either way); `_id` needs none. */
  async onModuleInit(): Promise<void> {
    await this.hits.createIndex({ expiresAt: 1 });
  }

  /** Tests move time instead of waiting. */
  useClock(now: () => number): void {
    this.now = now;
  }

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const perInstance = key.startsWith(PER_INSTANCE_KEY_PREFIX);
    const now = this.now();
    const startsAt = Math.floor(now / ttl) * ttl;
    const endsAt = startsAt + ttl;
    let known = this.windows.get(key);
    if (known?.startsAt !== startsAt) {
      known = { startsAt, endsAt, next: 1 };
      this.windows.set(key, known);
    }
    const record = (totalHits: number): ThrottlerStorageRecord => {
      const isBlocked = totalHits > limit;
      return {
        totalHits,
        timeToExpire: seconds(endsAt - now),
        isBlocked,
        timeToBlockExpire: isBlocked ? seconds(endsAt - now) : 0,
      };
    };
    for (let collisions = 0; ; collisions++) {
      if (collisions >= 2) known.next = Math.max(known.next, await this.firstFree(key, known.next - 1, limit + 1));
      // Claimed before the insert is sent, so this instance's parallel requests never try the same number.
      const number = known.next++;
      // Number limit+1 is taken: the window is full and nothing more needs writing. A per-instance key is never
      // written, and neither is any key while the database is down.
      if (number > limit + 1 || perInstance || this.connection.readyState !== 1) return record(number);
      try {
        await this.hits.insertOne({ _id: hitId(key, startsAt, number), expiresAt: new Date(endsAt) });
        return record(number);
      } catch (error) {
        // A database that just became unreachable is a 503 now (the filter maps the error): counting alone and
        // letting the handler wait for the database a second time would double the time to that answer.
        if (isDuplicateKey(error)) continue;
        throw error;
      }
    }
  }

  /** The first number after `taken` with no document, looked up by `_id` in doubling steps, then halved. */
  private async firstFree(key: string, taken: number, last: number): Promise<number> {
    const startsAt = Number(this.windows.get(key)?.startsAt);
    const exists = async (number: number) =>
      (await this.hits.findOne({ _id: hitId(key, startsAt, number) }, { projection: { _id: 1 } })) !== null;
    let low = taken;
    let high = taken + 1;
    for (let step = 1; high <= last && (await exists(high)); step *= 2) {
      low = high;
      high = Math.min(last + 1, high + step);
    }
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (await exists(middle)) low = middle;
      else high = middle;
    }
    return high;
  }

  /** Windows that ended: deleted from the database, forgotten here. */
  async sweep(): Promise<void> {
    const now = this.now();
    for (const [key, known] of this.windows) {
      if (known.endsAt <= now) this.windows.delete(key);
    }
    if (this.connection.readyState !== 1) return;
    try {
      await this.hits.deleteMany({ expiresAt: { $lt: new Date(now) } });
    } catch (error) {
      this.logger.warn(`could not delete ended rate-limit windows: ${String(error)}`);
    }
  }

  /** Keys this instance is tracking (for tests). */
  get size(): number {
    return this.windows.size;
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
  }
}

function hitId(key: string, windowStartsAt: number, number: number): string {
  return `${key}|${windowStartsAt}|${number}`;
}
