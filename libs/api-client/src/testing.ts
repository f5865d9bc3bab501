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
