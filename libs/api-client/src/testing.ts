/**
 * Writes a data block into the page as the document server does (`<script type="application/json" id=...>`), for
 * tests of what reads it (`pageData`); returns the element, to remove after.
 */
export function writePageData(elementId: string, text: string): HTMLScriptElement {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = elementId;
  block.textContent = text;
  document.head.append(block);
  return block;
}

/** What a faked upload answers: its status and JSON body, or `undefined` for no answer at all (network down). */
export type FakeUploadAnswer = { status: number; body?: unknown } | undefined;

/**
 * Installs an XMLHttpRequest that answers uploads (uploadApi) from `respond`, reporting the body as sent in four
 * steps as a browser reports a large upload, the last once `respond` settles. Returns a function that puts the real
 * one back.
 */
export function fakeUploads(
  respond: (request: {
    method: string;
    url: string;
    body: unknown;
    withCredentials: boolean;
  }) => Promise<FakeUploadAnswer>,
): () => void {
  const original = globalThis.XMLHttpRequest;
  class FakeXMLHttpRequest extends EventTarget {
    readonly upload = new EventTarget();
    withCredentials = false;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';

    open(method: string, url: string): void {
      this.method = method;
      this.url = url;
    }

    abort(): void {
      this.dispatchEvent(new Event('abort'));
    }

    send(body: unknown): void {
      const total = 1000;
      void (async () => {
        const progress = (sent: number) =>
          this.upload.dispatchEvent(
            Object.assign(new Event('progress'), { lengthComputable: true, loaded: sent, total }),
          );
        for (const sent of [250, 500, 750]) {
          await Promise.resolve();
          progress(sent);
        }
        // The last quarter goes once `respond` settles, so a test can look at the form while the body is on its way.
        const answer = await respond({
          method: this.method,
          url: this.url,
          body,
          withCredentials: this.withCredentials,
        });
        progress(total);
        if (!answer) {
          this.dispatchEvent(new Event('error'));
          return;
        }
        this.status = answer.status;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.dispatchEvent(new Event('load'));
      })();
    }
  }
  Object.assign(globalThis, { XMLHttpRequest: FakeXMLHttpRequest });
  return () => Object.assign(globalThis, { XMLHttpRequest: original });
}

/** What a faked fetch answers: status (200 unless given), JSON body and headers. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A call as the fake fetch got it. */
export interface FakeFetchRequest {
  url: string;
  method: string;
  init: RequestInit | undefined;
}

/** The members of a fetch Response the apps read (jsdom has no Response of its own). */
export function fakeResponse({ status = 200, body, headers = {} }: FakeAnswer = {}): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(typeof body === 'string' ? body : JSON.stringify(body)),
    blob: () => Promise.resolve(new Blob([typeof body === 'string' ? body : JSON.stringify(body)])),
  } as Response;
}

/**
 * The one fake fetch of every front end's tests (the browser suite covers the real API): installs a jest mock as
 * `fetch` that answers each call from `respond`, with an answer or a Response, or with nothing (`undefined`), which
 * rejects as a network error does. Returns the mock, whose calls are `[url, init]` as the app made them.
 */
export function fakeFetch(
  respond: (
    request: FakeFetchRequest,
  ) => FakeAnswer | Response | undefined | Promise<FakeAnswer | Response | undefined>,
): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await respond({ url, method: init?.method ?? 'GET', init });
    if (!answer) throw new TypeError('Failed to fetch');
    return 'json' in answer && typeof answer.json === 'function' ? answer : fakeResponse(answer as FakeAnswer);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}
