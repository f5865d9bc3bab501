/**
 * What the document server reads from the API and the remotes' manifests (a post, an event, the site settings, the lists for the sitemap and the
 * feed): each answer kept a short while, and never waited for longer than a short cap, so a slow or stopped API
 * costs a page its rich head, never its delivery.
 */

export type JsonRead<T> =
  /** The API answered 2xx. */
  | { state: 'found'; value: T }
  /** The API answered 400 or 404: there is no such thing (a 404 page, not a generic one). */
  | { state: 'missing' }
  /** No answer within the cap, a refused connection, a 5xx or a body that is not JSON: the generic head. */
  | { state: 'unavailable' };

export interface JsonReaderOptions {
  /** Where a path starting with / is read from: the API's origin, e.g. http://127.0.0.1:4000. */
  baseUrl: string;
  /** How long an answer (found or missing) is reused. */
  cacheMs?: number;
  /** Paths reused for less long than `cacheMs` (what goes into every page as it is, and must follow edits closely). */
  shortLived?: { paths: string[]; cacheMs: number };
  /** How long an unavailable API is left alone before it is asked again. */
  unavailableMs?: number;
  /** The longest a page waits for the API. */
  timeoutMs?: number;
  /**
   * The longest a read is left running after the page stopped waiting: a slow answer still fills the cache, so the
   * next page has it.
   */
  fetchTimeoutMs?: number;
  now?: () => number;
}

export const JSON_READ_DEFAULTS = {
  cacheMs: 30_000,
  unavailableMs: 5_000,
  timeoutMs: 300,
  fetchTimeoutMs: 5_000,
} as const;
const UNAVAILABLE: JsonRead<never> = { state: 'unavailable' };

interface Entry {
  expires: number;
  read: Promise<JsonRead<unknown>>;
}

export class JsonReader {
  private readonly entries = new Map<string, Entry>();
  /** The last answer found for each path: a re-read with the same body returns the same object. */
  private readonly lastFound = new Map<string, { text: string; value: unknown }>();
  private readonly cacheMs: number;
  private readonly unavailableMs: number;
  private readonly timeoutMs: number;
  private readonly fetchTimeoutMs: number;
  private readonly now: () => number;

  constructor(private readonly options: JsonReaderOptions) {
    this.cacheMs = options.cacheMs ?? JSON_READ_DEFAULTS.cacheMs;
    this.unavailableMs = options.unavailableMs ?? JSON_READ_DEFAULTS.unavailableMs;
    this.timeoutMs = options.timeoutMs ?? JSON_READ_DEFAULTS.timeoutMs;
    this.fetchTimeoutMs = Math.max(this.timeoutMs, options.fetchTimeoutMs ?? JSON_READ_DEFAULTS.fetchTimeoutMs);
    this.now = options.now ?? Date.now;
  }

  /**
   * `path` as `apiUrl(ENDPOINTS...)` writes it (`/api/blog/get-blog/sports-day`), or an absolute URL (a remote's
   * mf-manifest.json). Concurrent reads share one call.
   */
  read<T>(path: string): Promise<JsonRead<T>> {
    const now = this.now();
    let entry = this.entries.get(path);
    if (!entry || entry.expires <= now) {
      // In flight until it settles (however long, up to fetchTimeoutMs), then kept from then on.
      const fresh: Entry = { expires: Number.POSITIVE_INFINITY, read: this.fetch(path) };
      this.entries.set(path, fresh);
      void fresh.read.then((result) => {
        // An unavailable API is asked again sooner.
        fresh.expires = this.now() + (result.state === 'unavailable' ? this.unavailableMs : this.cacheMsFor(path));
        if (this.entries.size > 2_000) this.dropExpired();
      });
      entry = fresh;
    }
    // The page waits timeoutMs at most; the read goes on and serves the pages after it.
    let timer: NodeJS.Timeout | undefined;
    const capped = new Promise<JsonRead<never>>((resolve) => {
      timer = setTimeout(() => resolve(UNAVAILABLE), this.timeoutMs);
    });
    return Promise.race([entry.read, capped]).finally(() => clearTimeout(timer)) as Promise<JsonRead<T>>;
  }

  /** Staff changed public content: every answer is read again on its next use. */
  forget(): void {
    this.entries.clear();
  }

  private cacheMsFor(path: string): number {
    const shortLived = this.options.shortLived;
    return shortLived?.paths.includes(path) ? Math.min(shortLived.cacheMs, this.cacheMs) : this.cacheMs;
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) continue;
      this.entries.delete(key);
      this.lastFound.delete(key);
    }
  }

  private async fetch(path: string): Promise<JsonRead<unknown>> {
    try {
      const url = /^https?:\/\//.test(path) ? path : `${this.options.baseUrl.replace(/\/+$/, '')}${path}`;
      const response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.fetchTimeoutMs),
      });
      if (response.status === 404 || response.status === 400) return { state: 'missing' };
      if (!response.ok) return UNAVAILABLE;
      // The same answer as last time keeps its object, so what is built from it (the page written with it, the JSON
      // written into pages) is recognised as unchanged instead of being built again every few seconds.
      const text = await response.text();
      const last = this.lastFound.get(path);
      if (last?.text === text) return { state: 'found', value: last.value };
      const value: unknown = JSON.parse(text);
      this.lastFound.set(path, { text, value });
      return { state: 'found', value };
    } catch {
      return UNAVAILABLE;
    }
  }
}
