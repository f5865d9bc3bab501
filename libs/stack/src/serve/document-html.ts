import { SITE } from '@icast/content';
import {
  HERO_PHOTO_SIZES,
  IMAGE_CONTENT_TYPES,
  PAYMENT_CONFIG_ELEMENT_ID,
  pictureSrcset,
  REMOTES_JSON_ELEMENT_ID,
  ROUTE_DATA_ELEMENT_ID,
  SITE_CONTENT_ELEMENT_ID,
  type Picture,
} from '@icast/contracts';
import { FEED_PATH, type DocumentPage } from './document-pages';
import { wakeOnDemandIn } from './wake-on-demand';

/** One hint for the browser to start a file of the route's remote chain from the first byte. */
export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script' | 'style';
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON inside a `<script type="application/json">` or `ld+json` data block: `<` written as `\u003c`, so no text
 * (a post's title) can close the element; U+2028/9 escaped for old parsers. A data block never runs, so the CSP
 * (no 'unsafe-inline') allows it.
 */
export function jsonForScript(value: unknown): string {
  if (typeof value !== 'object' || value === null) return escapedJson(value);
  // The site content and remotes.json are the same objects for every page while they are cached: written once.
  let json = writtenJson.get(value);
  if (json === undefined) writtenJson.set(value, (json = escapedJson(value)));
  return json;
}

const writtenJson = new WeakMap<object, string>();

function escapedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url}`;
}

/** The head a page gets: description, canonical, Open Graph, Twitter card, JSON-LD, the feed. */
export function headTags(page: DocumentPage, origin: string): string[] {
  const canonical = `${origin}${page.canonicalPath}`;
  const image = absolute(origin, page.image.url);
  return [
    meta('name', 'description', page.description),
    ...(page.status === 200 ? [`<link rel="canonical" href="${escapeHtml(canonical)}" />`] : []),
    ...(page.index ? [] : [meta('name', 'robots', 'noindex')]),
    meta('property', 'og:site_name', SITE.fullName),
    meta('property', 'og:locale', 'en_NG'),
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(page.image.width)),
    meta('property', 'og:image:height', String(page.image.height)),
    meta('property', 'og:image:alt', page.image.alt),
    ...(page.article
      ? [
          meta('property', 'article:published_time', page.article.publishedTime),
          meta('property', 'article:modified_time', page.article.modifiedTime),
          meta('property', 'article:section', page.article.section),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', page.image.alt),
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${SITE.fullName} news`)}" href="${FEED_PATH}" />`,
    ...page.structuredData.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
}

function preloadTag(hint: PreloadHint): string {
  // As the federation runtime asks for each: the manifest with fetch() (CORS, no credentials across origins), scripts
  // and styles as plain tags (no crossorigin). A hint in another mode would be fetched twice.
  const mode = hint.as === 'fetch' ? ' crossorigin="anonymous"' : '';
  return `<link rel="preload" href="${escapeHtml(hint.href)}" as="${hint.as}"${mode} />`;
}

/**
 * The lead photo's AVIF at the width the screen will pick, asked for with high priority before any script runs; the
 * shell sees `data-hero-preload` and does not ask again. Browsers without AVIF skip it by its type.
 */
function leadPhotoTag(picture: Picture): string {
  return (
    `<link rel="preload" as="image" type="${IMAGE_CONTENT_TYPES.avif}" imagesrcset="${escapeHtml(pictureSrcset(picture, 'avif'))}"` +
    ` imagesizes="${HERO_PHOTO_SIZES}" fetchpriority="high" data-hero-preload />`
  );
}

export interface DocumentParts {
  page: DocumentPage;
  origin: string;
  /** remotes.json as the shell would fetch it, written into the page. */
  remotesJson: unknown;
  /** The site content as the API answered it (absent when the API did not answer in time: the page fetches it). */
  siteContent?: unknown;
  /** The payment config (fee, validity, sandbox flag) as the API answered it, likewise. */
  paymentConfig?: unknown;
  /**
   * The route's remote chain. A page drawn here keeps only the manifest's: it reads already, its style sheets are
   * links, and a script preload that failed is what Chromium answers every later request of that address with for
   * the page's life, so Retry could never fetch the remote again (a manifest fetch is asked for again).
   */
  preloads: PreloadHint[];
  /** The page as the server rendered it: its markup, its route data, the remote's style sheets it is drawn with. */
  app?: { html: string; routeData: unknown; styles: string[] };
}

const EMPTY_ROOT = /<div\s+id=["']?root["']?\s*><\/div>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

const REMOTES_JSON_PRELOAD = /<link\s+rel=["']?preload["']?\s+href=["']?\/remotes\.json\b[^>]*>/;
const SITE_CONTENT_PRELOAD = /<link\s+rel=["']?preload["']?\s+href=["']?\/api\/site-content\b[^>]*>/;

/**
 * The shell's index.html with this page's head: its title, its description instead of the generic one, the head
 * tags, remotes.json, the site content and the payment config inlined (their preloads dropped: nothing to fetch) and the remote chain's
 * hints.
 */
export function renderDocument(
  template: string,
  { page, origin, remotesJson, siteContent, paymentConfig, preloads, app }: DocumentParts,
): string {
  const dataBlock = (id: string, value: unknown) =>
    value === undefined ? [] : [`<script type="application/json" id="${id}">${jsonForScript(value)}</script>`];
  const head = [
    ...headTags(page, origin),
    ...dataBlock(REMOTES_JSON_ELEMENT_ID, remotesJson),
    // A page rendered here carries them once, in its route data (the root route's); a page the browser draws, here.
    ...(app ? [] : dataBlock(SITE_CONTENT_ELEMENT_ID, siteContent)),
    ...(app ? [] : dataBlock(PAYMENT_CONFIG_ELEMENT_ID, paymentConfig)),
    ...(app ? dataBlock(ROUTE_DATA_ELEMENT_ID, app.routeData) : []),
    // The remote's style sheets the page was drawn with, before it is shown (the shell's are in the template).
    ...(app?.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`) ?? []),
    ...(page.leadPhoto ? [leadPhotoTag(page.leadPhoto)] : []),
    ...(app ? preloads.filter((hint) => hint.as === 'fetch') : preloads).map(preloadTag),
  ].join('');
  // A page drawn here reads without the app: its entry scripts wait for the visitor to touch something.
  const html = (app ? wakeOnDemandIn(template) : template)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    // The built page is minified (`<meta name=description content="...">`): quotes are optional.
    .replace(/<meta\s+name=["']?description\b[^>]*>/, '')
    .replace(REMOTES_JSON_PRELOAD, '')
    .replace('</head>', () => `${head}</head>`)
    // A page rendered here reads without script: the notice for browsers that run none is for pages they cannot draw.
    // Taken from the template before the page goes in, so a notice of the page's own stays.
    .replace(NOSCRIPT, (notice) => (app ? '' : notice))
    .replace(EMPTY_ROOT, (root) => (app ? `<div id="root">${app.html}</div>` : root));
  return siteContent === undefined ? html : html.replace(SITE_CONTENT_PRELOAD, '');
}
