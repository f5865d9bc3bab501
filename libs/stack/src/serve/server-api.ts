import { apiUrl, ENDPOINTS } from '@icast/contracts';

/**
 * The API as the loaders of a page rendered here reach it (installed for @icast/api-client's fetchApi): reads are
 * kept until staff change public content (the API's stamp, polled by the document server) or for a minute at most,
 * and a page never waits for the API longer than a short cap: without an answer in time it gets the last one kept
 * (however old), else the loader's own "could not load" state. A read that outlives the cap still fills the cache.
 */

export interface ServerApiOptions {
  /** The API's origin, e.g. http://127.0.0.1:4000 (paths arrive as `/api/...`). */
  baseUrl: string;
  /** The longest a page waits for one read. */
  timeoutMs?: number;
  /** The longest a read may run on after the page stopped waiting for it. */
  fetchTimeoutMs?: number;
  /** A kept answer is asked again after this, even when the stamp did not change (scheduled posts, past events). */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * Reads that change with every visitor's action rather than with staff edits (the open tour times and their seats
 * left): asked for each page (still capped, the last answer when the API is slow), and the page they are part of is
 * never kept, so a slot just published or just filled shows on the next page.
 */
const LIVE_PATHS = [apiUrl(ENDPOINTS.bookings.openSlots)];
const isLive = (path: string) => LIVE_PATHS.some((live) => path === live || path.startsWith(`${live}?`));

export const SERVER_API_DEFAULTS = { timeoutMs: 300, fetchTimeoutMs: 5_000, maxAgeMs: 60_000 } as const;
const KEPT_LIMIT = 1_000;

interface Answer {
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

interface Kept {
  answer?: Answer;
  /** When the kept answer is due to be asked again. */
  fresh: number;
  inFlight?: Promise<Answer | undefined>;
}

/** The headers a loader may read from an answer (the blog list's totals travel in headers). */
const KEPT_HEADERS = ['content-type', 'x-total-count', 'x-page-count'];

export class ServerApi {
  private readonly kept = new Map<string, Kept>();
  private readonly timeoutMs: number;
  private readonly fetchTimeoutMs: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  /**
   * Set when a page's read got no answer in time, or is a live read, so that page is not kept (see the document
   * server).
   */
  private readonly onShortfall: () => void;

  constructor(
    private readonly options: ServerApiOptions,
    onShortfall: () => void = () => undefined,
  ) {
    this.timeoutMs = options.timeoutMs ?? SERVER_API_DEFAULTS.timeoutMs;
    this.fetchTimeoutMs = Math.max(this.timeoutMs, options.fetchTimeoutMs ?? SERVER_API_DEFAULTS.fetchTimeoutMs);
    this.maxAgeMs = options.maxAgeMs ?? SERVER_API_DEFAULTS.maxAgeMs;
    this.now = options.now ?? Date.now;
    this.onShortfall = onShortfall;
  }

  /** Staff changed public content: every kept answer is asked again before it is used (kept as a fallback). */
  contentChanged(): void {
    for (const entry of this.kept.values()) entry.fresh = 0;
  }

  /** The fetch the loaders use: a GET from what is kept (or the API, capped); anything else goes to the API. */
  readonly fetch = async (path: string, init: RequestInit = {}): Promise<Response> => {
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}${path}`;
    if ((init.method ?? 'GET') !== 'GET')
      return fetch(url, { ...init, signal: AbortSignal.timeout(this.fetchTimeoutMs) });
    let entry = this.kept.get(path);
    if (!entry) {
      entry = { fresh: 0 };
      this.keep(path, entry);
    }
    const live = isLive(path);
    if (live) this.onShortfall();
    if (entry.answer && entry.fresh > this.now() && !live) return toResponse(entry.answer);
    entry.inFlight ??= this.ask(url, entry);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.timeoutMs);
    });
    const answer = (await Promise.race([entry.inFlight, late]).finally(() => clearTimeout(timer))) ?? entry.answer;
    if (!answer) {
      this.onShortfall();
      throw new TypeError('The school server did not answer in time');
    }
    if (!live && (answer !== entry.answer || entry.fresh <= this.now())) this.onShortfall();
    return toResponse(answer);
  };

  private async ask(url: string, entry: Kept): Promise<Answer | undefined> {
    try {
      const response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.fetchTimeoutMs),
      });
      const answer: Answer = {
        status: response.status,
        headers: KEPT_HEADERS.flatMap((name) => {
          const value = response.headers.get(name);
          return value === null ? [] : [[name, value] as [string, string]];
        }),
        body: await response.text(),
      };
      // A 5xx is the API failing, not an answer to keep: the last good one (if any) stays.
      if (response.status >= 500) return entry.answer;
      entry.answer = answer;
      entry.fresh = this.now() + this.maxAgeMs;
      return answer;
    } catch {
      return entry.answer;
    } finally {
      entry.inFlight = undefined;
    }
  }

  private keep(path: string, entry: Kept): void {
    this.kept.set(path, entry);
    if (this.kept.size <= KEPT_LIMIT) return;
    const oldest = this.kept.keys().next();
    if (!oldest.done) this.kept.delete(oldest.value);
  }
}

function toResponse(answer: Answer): Response {
  return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers: answer.headers });
}
