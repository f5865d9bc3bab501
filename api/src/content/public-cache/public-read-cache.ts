import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';

/**
 * Safety net only: writes clear the cache at once in this process and within PUBLIC_CACHE_VERSION_POLL_MS in the
 * others (see PublicCacheVersion). The net bounds how long a missed signal (a partitioned instance) can last.
 */
export const PUBLIC_CACHE_MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 500;

/** A public answer as it goes on the wire: serialized once, sent as-is to every later reader. */
export interface CachedResponse {
  body: string;
  /** Strong and derived from the body, so every API instance gives the same tag for the same answer. */
  etag: string;
  /** Response headers the handler set that belong to the answer (the paging totals). */
  headers: ReadonlyArray<readonly [string, string]>;
}

interface Entry {
  response: CachedResponse;
  expiresAt: number;
}

export function cachedResponse(value: unknown, headers: CachedResponse['headers'] = []): CachedResponse {
  const body = JSON.stringify(value);
  const digest = createHash('sha1').update(body).digest('base64url');
  return { body, etag: `"${digest}"`, headers };
}

/**
 * Public answers (published posts, site content, events, albums) kept in this process, keyed by URL. The school
 * writes a few changes a week and parents read them thousands of times in admissions week; FerretDB sorts and
 * filters in memory, so a list read costs ~100x the framework's empty route without this.
 *
 * - Concurrent misses for one key share a single load, so an expiry under load costs one query, not fifty.
 * - A load that overlapped a write answers its callers but is not kept.
 * - Failures (400, 404) are never kept: a missing post or event may be published a moment later.
 */
@Injectable()
export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedResponse>>();
  private generation = 0;
  /** When the kept answers stop being true without any write (a scheduled post goes public): they are dropped then. */
  private validUntil = Number.POSITIVE_INFINITY;

  read(key: string, load: () => Promise<CachedResponse>, now = Date.now): Promise<CachedResponse> {
    this.dropIfOutdated(now());
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now()) return Promise.resolve(hit.response);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load()
      .then((response) => {
        if (generation === this.generation) this.keep(key, response, now() + PUBLIC_CACHE_MAX_AGE_MS);
        return response;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  /** True when a read of this key would be answered from memory. */
  has(key: string, now = Date.now): boolean {
    this.dropIfOutdated(now());
    const hit = this.entries.get(key);
    return hit !== undefined && hit.expiresAt > now();
  }

  /**
   * Answers loaded from now on are true only until `time` (ms): a feature that knows its content changes by
   * itself at a time (a post scheduled for 08:00) says so while loading, and every answer kept is dropped then.
   */
  expireAt(time: number): void {
    this.validUntil = Math.min(this.validUntil, time);
  }

  invalidate(): void {
    this.validUntil = Number.POSITIVE_INFINITY;
    this.generation += 1;
    this.entries.clear();
    // Readers already waiting get the overlapping load's answer; the next reader starts a fresh one.
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private dropIfOutdated(now: number): void {
    if (now >= this.validUntil) this.invalidate();
  }

  private keep(key: string, response: CachedResponse, expiresAt: number): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { response, expiresAt });
  }
}
