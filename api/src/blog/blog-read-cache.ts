import { Injectable } from '@nestjs/common';

/** How long another API instance may serve a post list after a write it did not see (no shared bus). */
export const BLOG_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 500;

interface Entry {
  value: unknown;
  expiresAt: number;
}

/**
 * Public blog reads, remembered in this process and dropped on every write this process makes. The school
 * writes a few posts a week and parents read them thousands of times in admissions week; FerretDB sorts in
 * memory, so the list costs ~100x the framework's empty route without this.
 */
@Injectable()
export class BlogReadCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  async read<T>(key: string, load: () => Promise<T>, now = Date.now): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now()) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    // A write that landed while we were loading makes this result stale: answer with it, don't keep it.
    if (generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { value, expiresAt: now() + BLOG_CACHE_TTL_MS });
    }
    return value;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
