import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { BlogReadCache } from './blog-read-cache';

export const CACHE_VERSIONS_COLLECTION = 'cache_versions';
const BLOG_VERSION_ID = 'blog';
/** How late another API instance may show a post after a write: one poll, one tiny read by _id per second. */
export const BLOG_CACHE_VERSION_POLL_MS = 1_000;

interface VersionRow {
  _id: string;
  version: string;
  at: Date;
}

/**
 * Keeps every API instance's public blog cache honest. A write clears this process's cache at once and stamps a
 * new random version in the database; each instance polls that stamp and clears its own cache when it changes.
 * A random stamp instead of a counter: FerretDB's `$inc` is not atomic under load, and "changed" is all we need.
 * While the database is unreachable the poll fails quietly and cached posts stay readable (no write can land
 * then either); the entry max-age bounds anything a partition could hide.
 */
@Injectable()
export class BlogCacheVersion implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('BlogCache');
  private seen: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private polling = false;

  constructor(
    private readonly cache: BlogReadCache,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.poll(), BLOG_CACHE_VERSION_POLL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Call after every write that changes what the public can read. */
  async changed(): Promise<void> {
    this.cache.invalidate();
    const version = randomUUID();
    this.seen = version;
    try {
      await this.versions().updateOne(
        { _id: BLOG_VERSION_ID },
        { $set: { version, at: new Date() } },
        { upsert: true },
      );
    } catch (error) {
      // The post itself is saved; other instances catch up when their entries reach the max-age.
      this.logger.warn(`could not stamp the blog cache version: ${(error as Error).message}`);
    }
  }

  /** Reads the shared stamp; a stamp this instance has not seen means another instance wrote. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const row = await this.versions().findOne({ _id: BLOG_VERSION_ID }, { maxTimeMS: 500 });
      const version = row?.version;
      if (version !== undefined && version !== this.seen) {
        if (this.seen !== undefined || this.cache.size > 0) this.cache.invalidate();
        this.seen = version;
      }
    } catch {
      // Database unreachable: keep serving what we have; the health endpoint reports the outage.
    } finally {
      this.polling = false;
    }
  }

  private versions() {
    return this.connection.collection<VersionRow>(CACHE_VERSIONS_COLLECTION);
  }
}
