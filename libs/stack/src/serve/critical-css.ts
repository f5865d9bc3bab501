import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type BeastiesType from 'beasties';
import type { RemoteName, RemotesConfig } from '@icast/contracts';
import { withinCap } from './server-rendering';

/**
 * A page drawn here with the rules its first screen uses in its head, and the CSP sources that allow them; or the page
 * had no style sheet to inline; or one could not be read or the work failed (the page is sent as it was).
 */
export type CriticalCssResult =
  | {
      state: 'inlined';
      html: string;
      /** `'sha256-...'` of each inline `<style>`: the page's `style-src` must name them, or the browser refuses it. */
      styleSources: string[];
    }
  | { state: 'none' }
  | { state: 'failed' };

const NONE: CriticalCssResult = { state: 'none' };
const FAILED: CriticalCssResult = { state: 'failed' };

export interface CriticalCssOptions {
  /** The shell's built files (index.html's folder): the shell's own style sheets are read from here. */
  shellDir: string;
  /** Where this server reaches a remote when the browser's address does not reach it from here. */
  remoteInternalUrls?: Partial<Record<RemoteName, string>>;
  /** The longest one style sheet is waited for (as one file of a remote's server build). */
  fileCapMs?: number;
  /** The longest the whole inlining may take before the page is sent as it was (as a remote's whole server build). */
  capMs?: number;
  /** How long a style sheet that could not be read is left alone before it is asked for again. */
  retryAfterMs?: number;
  now?: () => number;
}

export const CRITICAL_CSS_DEFAULTS = { fileCapMs: 2_500, capMs: 3_000, retryAfterMs: 5_000 } as const;
/**
 * The largest style sheet read (the shell's whole sheet is about 120 KB): anything larger is not ours as built, and
 * is left as a link rather than parsed.
 */
export const STYLE_SHEET_LIMIT = 1024 * 1024;
/** Style sheets kept in memory: each build names its files by content hash, so a few builds' worth. */
const KEPT_SHEETS = 48;
/** Marks the `<style>` beasties writes, so it is told apart from anything else in the page. */
const MARK = 'icast-critical-css';

const LINK_TAG = /<link\b[^>]*>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', doubleQuoted, singleQuoted, bare] of tag.slice(5, -1).matchAll(ATTRIBUTE))
    attributes.set(name.toLowerCase(), doubleQuoted ?? singleQuoted ?? bare ?? '');
  return attributes;
}

/** The head's render-blocking style sheet links (no media query of their own), in the order they apply. */
function blockingStyleSheets(head: string): Array<{ tag: string; href: string }> {
  const links: Array<{ tag: string; href: string }> = [];
  for (const [tag] of head.matchAll(LINK_TAG)) {
    const attributes = attributesOf(tag);
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attributes.get('href');
    const media = attributes.get('media');
    if (rel.length === 1 && rel[0] === 'stylesheet' && href && (!media || media === 'all')) links.push({ tag, href });
  }
  return links;
}

const FONT_FACE = /@font-face\s*\{[^{}]*\}/g;
const FONT_FAMILY = /font-family\s*:\s*(['"]?)([^;'"}]+)\1/;
const CSS_URL = /url\((['"]?)([^'")\s]+)\1\)/g;

/**
 * The @font-face rules of every family the first screen's rules name (through custom properties too), each font's
 * address made absolute from its sheet's, so the first paint sets the text in the fonts the template preloads. Without
 * them the text is drawn in a fallback and moves when the whole sheet brings the faces (a layout shift Lighthouse
 * measured). The browser still downloads a face only for characters the page uses.
 */
function fontFaces(sheets: ReadonlyMap<string, string>, critical: string): string {
  const named = critical.toLowerCase();
  const faces: string[] = [];
  for (const [href, sheet] of sheets) {
    for (const [face] of sheet.matchAll(FONT_FACE)) {
      const family = FONT_FAMILY.exec(face)?.[2]?.trim().toLowerCase();
      if (!family || !named.includes(family)) continue;
      const base = new URL(href, 'http://site.invalid/');
      faces.push(
        face.replace(/\s+/g, ' ').replace(CSS_URL, (whole, _quote: string, address: string) => {
          if (/^([a-z][a-z0-9+.-]*:|\/)/i.test(address)) return whole;
          const resolved = new URL(address, base);
          // A remote's sheet names its fonts on the remote; the shell's, on the page's own origin.
          return `url(${/^https?:/i.test(href) ? resolved.href : `${resolved.pathname}${resolved.search}`})`;
        }),
      );
    }
  }
  return faces.join('');
}

/** The CSP source that allows exactly this inline style. */
export function styleSource(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

type BeastiesClass = typeof BeastiesType;
let beastiesClass: BeastiesClass | undefined;

/**
 * Beasties, told where each style sheet's text already is (read by us, over HTTP or from disk, bounded). Loaded with
 * the first page to inline, not with this package: the API's and the browser suite's tests import the package and
 * never draw a page, and beasties' selector engine is ES modules only, which Node loads and Jest does not.
 */
function beastiesFor(sheets: ReadonlyMap<string, string>) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (above); CommonJS entry
  const Beasties = (beastiesClass ??= require('beasties') as BeastiesClass);
  const beasties = new Beasties({
    external: false,
    additionalStylesheets: [...sheets.keys()],
    reduceInlineStyles: false,
    mergeStylesheets: true,
    // Its own choice of fonts reads only `font-family` values, and ours are custom properties (`var(--font-body)`):
    // the faces are added by `fontFaces` instead.
    inlineFonts: false,
    preloadFonts: false,
    keyframes: 'critical',
    compress: true,
    nonce: MARK,
    logLevel: 'silent',
  });
  beasties.getCssAsset = (href: string) => Promise.resolve(sheets.get(href));
  return beasties;
}

/**
 * The critical CSS of pages the document server drew (beasties): every rule of the page's style sheets that applies to
 * an element the page has goes into one `<style>` in its head, and the sheets' links move to the end of `<body>`, so
 * the first screen paints without waiting for them; the rest applies when they arrive. No inline handler (the CSP
 * refuses `onload=`) and no script: it works with scripts off. The remotes' sheets change with their own deploys, so
 * they are read as the page names them, from the remote (at its internal address when set), kept per address (the
 * names carry the content's hash). Whatever fails (a sheet unreadable, too large, too slow, a parse error) gives the
 * page as it was, with its links in the head.
 */
export class CriticalCss {
  private readonly kept = new Map<string, string>();
  private readonly failedAt = new Map<string, number>();
  private readonly fileCapMs: number;
  private readonly capMs: number;
  private readonly retryAfterMs: number;
  private readonly now: () => number;

  constructor(private readonly options: CriticalCssOptions) {
    this.fileCapMs = options.fileCapMs ?? CRITICAL_CSS_DEFAULTS.fileCapMs;
    this.capMs = options.capMs ?? CRITICAL_CSS_DEFAULTS.capMs;
    this.retryAfterMs = options.retryAfterMs ?? CRITICAL_CSS_DEFAULTS.retryAfterMs;
    this.now = options.now ?? Date.now;
  }

  /** `html` with its first screen's rules inline and its style sheets at the end of the body. */
  inline(html: string, remotes: RemotesConfig): Promise<CriticalCssResult> {
    return withinCap(
      this.inlineNow(html, remotes).catch(() => FAILED),
      this.capMs,
      FAILED,
    );
  }

  private async inlineNow(html: string, remotes: RemotesConfig): Promise<CriticalCssResult> {
    const headEnd = html.indexOf('</head>');
    const bodyEnd = html.lastIndexOf('</body>');
    if (headEnd < 0 || bodyEnd < headEnd) return NONE;
    const links = blockingStyleSheets(html.slice(0, headEnd));
    if (links.length === 0) return NONE;
    const texts = await Promise.all(links.map(async ({ href }) => [href, await this.sheet(href, remotes)] as const));
    const sheets = new Map<string, string>();
    for (const [href, text] of texts) {
      if (text === undefined) return FAILED;
      sheets.set(href, text);
    }
    const processed = await beastiesFor(sheets).process(html);
    const style = new RegExp(`<style nonce="${MARK}">([\\s\\S]*?)</style>`).exec(processed);
    const css = style?.[1];
    // No rule applies to the page (beasties then writes no style): nothing to inline, the links stay where they are.
    if (!css) return NONE;
    // A rule whose text would close the element cannot go inline.
    if (/<\/style/i.test(css)) return FAILED;
    const inline = `${fontFaces(sheets, css)}${css}`;
    // The style goes where the first link was, so it applies in the same order; the links go.
    let head = html.slice(0, headEnd);
    for (const [index, { tag }] of links.entries())
      head = head.replace(tag, () => (index === 0 ? `<style>${inline}</style>` : ''));
    // After everything, the wake script too: a style sheet before an inline script would hold the script back.
    const body = html.slice(headEnd, bodyEnd);
    return {
      state: 'inlined',
      html: `${head}${body}${links.map(({ tag }) => tag).join('')}${html.slice(bodyEnd)}`,
      styleSources: [styleSource(inline)],
    };
  }

  /** One style sheet's text, kept per address; undefined when it cannot be read (asked again after a while). */
  private async sheet(href: string, remotes: RemotesConfig): Promise<string | undefined> {
    const kept = this.kept.get(href);
    if (kept !== undefined) {
      this.kept.delete(href);
      this.kept.set(href, kept);
      return kept;
    }
    const failed = this.failedAt.get(href);
    if (failed !== undefined && this.now() - failed < this.retryAfterMs) return undefined;
    const text = await withinCap(
      this.read(href, remotes).catch(() => undefined),
      this.fileCapMs,
      undefined,
    );
    if (text === undefined) {
      this.failedAt.set(href, this.now());
      return undefined;
    }
    this.failedAt.delete(href);
    this.kept.set(href, text);
    if (this.kept.size > KEPT_SHEETS) this.kept.delete(this.kept.keys().next().value ?? '');
    return text;
  }

  private async read(href: string, remotes: RemotesConfig): Promise<string | undefined> {
    // The shell's own (`/main.3f2a.css`): its file beside index.html, never outside that folder.
    if (href.startsWith('/') && !href.startsWith('//')) {
      const file = path.resolve(this.options.shellDir, `.${decodeURIComponent(href.split(/[?#]/)[0] ?? '')}`);
      if (!file.startsWith(`${path.resolve(this.options.shellDir)}${path.sep}`)) return undefined;
      return readBounded(file);
    }
    if (!URL.canParse(href)) return undefined;
    const address = new URL(href);
    // Only a remote remotes.json names: the page's links come from its manifest, and nothing else is fetched.
    const remote = remotes.remotes.find(({ entry }) => URL.canParse(entry) && new URL(entry).origin === address.origin);
    if (!remote) return undefined;
    const internal = this.options.remoteInternalUrls?.[remote.name];
    const readable = internal
      ? new URL(`${address.pathname.replace(/^\/+/, '')}${address.search}`, `${internal.replace(/\/+$/, '')}/`).href
      : address.href;
    const response = await fetch(readable, { signal: AbortSignal.timeout(this.fileCapMs) });
    if (!response.ok || !response.body) return undefined;
    if (Number(response.headers.get('content-length') ?? 0) > STYLE_SHEET_LIMIT) {
      await response.body.cancel();
      return undefined;
    }
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > STYLE_SHEET_LIMIT) {
        await reader.cancel();
        return undefined;
      }
      chunks.push(read.value);
    }
    return Buffer.concat(chunks).toString('utf8');
  }
}

async function readBounded(file: string): Promise<string | undefined> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size > STYLE_SHEET_LIMIT) return undefined;
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}
