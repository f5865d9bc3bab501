import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRECOMPRESSED_COPIES, type CopyEncoding } from './precompressed';

/** A page is kept compressed in the encodings the build's copies use, best first. */
export type PageEncoding = CopyEncoding;
export const PAGE_ENCODINGS: readonly PageEncoding[] = PRECOMPRESSED_COPIES.map((copy) => copy.encoding);

export interface RenderedPage {
  html: string;
  etag: string;
  /** The CSP sources of the page's inline styles (its critical CSS): its policy names them, kept with the page. */
  styleSources: readonly string[];
  /** The page compressed, made the first time a browser asks for that encoding. */
  encoded(encoding: PageEncoding): Buffer;
}

interface Kept {
  inputs: readonly unknown[];
  page: RenderedPage;
}

function renderedPage(html: string, styleSources: readonly string[] = []): RenderedPage {
  const encodings = new Map<PageEncoding, Buffer>();
  return {
    html,
    styleSources,
    etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
    encoded(encoding) {
      let body = encodings.get(encoding);
      if (!body) {
        // Brotli at a middle quality: a few milliseconds once per page and change, smaller than gzip's best.
        body =
          encoding === 'br'
            ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
            : gzipSync(html, { level: 9 });
        encodings.set(encoding, body);
      }
      return body;
    },
  };
}

/**
 * The pages the document server wrote last, by address, each with the inputs it was written from (the template, the
 * page's head, the site content, remotes.json, the hints). While those are the same objects and text, a visit gets
 * the same page, compressed once, instead of writing and compressing ~25 KB again. Kept: the `limit` last used.
 */
export class RenderedPages {
  private readonly pages = new Map<string, Kept>();

  constructor(private readonly limit = 500) {}

  /** The page kept for `address` when it was written from these same inputs. */
  find(address: string, inputs: readonly unknown[]): RenderedPage | undefined {
    const kept = this.pages.get(address);
    if (!kept || kept.inputs.length !== inputs.length || !kept.inputs.every((input, index) => input === inputs[index]))
      return undefined;
    this.touch(address, kept);
    return kept.page;
  }

  /** Keeps `html` (with the CSP sources of its inline styles) as the page of `address` written from `inputs`. */
  keep(address: string, inputs: readonly unknown[], html: string, styleSources?: readonly string[]): RenderedPage {
    const kept = { inputs, page: renderedPage(html, styleSources) };
    this.touch(address, kept);
    return kept.page;
  }

  /** A page that is not kept (one that must be written again next time). */
  static once(html: string, styleSources?: readonly string[]): RenderedPage {
    return renderedPage(html, styleSources);
  }

  private touch(address: string, kept: Kept): void {
    // Most recently used last: the first in the map is the one to let go.
    this.pages.delete(address);
    this.pages.set(address, kept);
    if (this.pages.size > this.limit) {
      const oldest = this.pages.keys().next();
      if (!oldest.done) this.pages.delete(oldest.value);
    }
  }

  get(address: string, inputs: readonly unknown[], render: () => string): RenderedPage {
    const kept = this.pages.get(address);
    const same =
      kept && kept.inputs.length === inputs.length && kept.inputs.every((input, index) => input === inputs[index]);
    const page = same ? kept.page : renderedPage(render());
    // Most recently used last: the first in the map is the one to let go.
    this.pages.delete(address);
    this.pages.set(address, same ? kept : { inputs, page });
    if (this.pages.size > this.limit) {
      const oldest = this.pages.keys().next();
      if (!oldest.done) this.pages.delete(oldest.value);
    }
    return page;
  }
}
