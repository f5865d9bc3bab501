import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { PublicReadCache } from './public-read-cache';

export const CACHE_VERSIONS_COLLECTION = 'cache_versions';
/** One stamp for every public read (blog, site content, events, gallery): writes are rare, reads are not. */
export const PUBLIC_VERSION_ID = 'public';
/** How late another API instance may show a change after a write: one poll, one tiny read by _id per second. */
export const PUBLIC_CACHE_VERSION_POLL_MS = 1_000;

interface VersionRow {
  _id: string;
  version: string;
  at: Date;
}

/**
 * Keeps every API instance's public read cache honest (blog, site content, events, gallery). A write clears this
 * process's cache at once and stamps a new random version in the database; each instance polls that stamp and clears
 * its own cache when it changes. Other parts of the API that keep something built from public content (the chat's
 * knowledge of the FAQs) subscribe with `onChange` and hear of writes made on any instance.
 * A random stamp instead of a counter: FerretDB's `$inc` is not atomic under load, and "changed" is all we need.
 * While the database is unreachable the poll fails quietly and cached answers stay readable (no write can land
 * then either); the entry max-age bounds anything a partition could hide.
 */
@Injectable()
export class PublicCacheVersion implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('PublicCache');
  private readonly listeners = new Set<() => void>();
  /** The stamp last read or written: undefined before the first read, null when the database had none. */
  private seen: string | null | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** The poll under way: one at a time, and whoever asks meanwhile waits for it. */
  private polling: Promise<void> | undefined;
  /** Writes begun by this instance, and those whose stamp is not yet in the database. */
  private writesBegun = 0;
  private writesInFlight = 0;

  constructor(
    private readonly cache: PublicReadCache,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.poll(), PUBLIC_CACHE_VERSION_POLL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /**
   * Runs `listener` after every change of public content, on this instance at once and from other instances within a
   * poll. Returns the unsubscribe function.
   */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The stamp as the database has it now (what every instance converges on), for the shell's document servers that
   * keep pages built from public content; this instance's last one when the database cannot be read.
   */
  async current(): Promise<string | null> {
    try {
      const row = await this.versions().findOne({ _id: PUBLIC_VERSION_ID }, { maxTimeMS: 500 });
      return row?.version ?? null;
    } catch {
      return this.seen ?? null;
    }
  }

  /** Call after every write that changes what the public can read. */
  async changed(): Promise<void> {
    this.invalidate();
    const version = randomUUID();
    this.seen = version;
    this.writesBegun += 1;
    this.writesInFlight += 1;
    try {
      await this.versions().updateOne(
        { _id: PUBLIC_VERSION_ID },
        { $set: { version, at: new Date() } },
        { upsert: true },
      );
    } catch (error) {
      // The change itself is saved; other instances catch up when their entries reach the max-age.
      this.logger.warn(`could not stamp the public cache version: ${(error as Error).message}`);
    } finally {
      this.writesInFlight -= 1;
    }
  }

  /**
   * Reads the shared stamp; a stamp this instance has not seen means another instance wrote. A read that overlapped
   * this instance's own write may hold the stamp from before it: that answer is dropped, or this instance would take
   * its own write's old stamp for news, clear its cache again and again until the next poll. A call while a poll is
   * under way answers when that one ends, so a caller that awaits two polls knows the second read the stamp after it
   * asked.
   */
  poll(): Promise<void> {
    if (this.polling) return this.polling;
    if (this.writesInFlight > 0) return Promise.resolve();
    this.polling = this.readStamp().finally(() => (this.polling = undefined));
    return this.polling;
  }

  private async readStamp(): Promise<void> {
    const writesBefore = this.writesBegun;
    try {
      const row = await this.versions().findOne({ _id: PUBLIC_VERSION_ID }, { maxTimeMS: 500 });
      const version = row?.version ?? null;
      const wroteMeanwhile = this.writesBegun !== writesBefore;
      if (!wroteMeanwhile && version !== this.seen) {
        const firstRead = this.seen === undefined;
        this.seen = version;
        // A first stamp after "none" is a change like any other. On this instance's first read, only what was built
        // before it (cached answers, a listener's index) may be older than the stamp.
        if (!firstRead || this.cache.size > 0 || this.listeners.size > 0) this.invalidate();
      }
    } catch {
      // Database unreachable: keep serving what we have; the health endpoint reports the outage.
    }
  }

  private invalidate(): void {
    this.cache.invalidate();
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (error) {
        this.logger.warn(`a public content listener failed: ${(error as Error).message}`);
      }
    }
  }

  private versions() {
    return this.connection.collection<VersionRow>(CACHE_VERSIONS_COLLECTION);
  }
}
