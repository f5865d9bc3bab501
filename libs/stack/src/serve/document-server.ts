import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Express, Response } from 'express';
import {
  apiUrl,
  ENDPOINTS,
  type PaymentConfig,
  type RemoteName,
  type RemotesConfig,
  type SiteContent,
} from '@icast/contracts';
import { renderDocument } from './document-html';
import { documentPageFor, FEED_PATH, SITEMAP_PATH, SOCIAL_CARD } from './document-pages';
import { JsonReader, type JsonReaderOptions } from './json-reader';
import { remoteChainHints } from './remote-chain';
import { acceptedEncoding } from './precompressed';
import { PAGE_ENCODINGS, RenderedPages } from './rendered-pages';
import { newsFeedXml, robotsTxt, sitemapXml } from './site-files';

export interface DocumentServerOptions {
  /** The shell's built index.html: the page every route starts from. */
  indexFile: string;
  /** The API the heads, the sitemap and the feed are read from (its origin). */
  apiUrl: string;
  /**
   * The site's public origin for canonical URLs, og:url, robots.txt, the sitemap and the feed. Configured, never
   * taken from the request: a Host header is the client's to write, and a page cached or shared with another
   * host's canonical would send search engines and visitors there.
   */
  publicUrl: string;
  /** remotes.json as it is now (read on every page, like the file itself). */
  remotes: () => RemotesConfig;
  /** Where this server reads a remote's manifest when the browser's address does not reach it from here. */
  remoteInternalUrls?: Partial<Record<RemoteName, string>>;
  /** The page's Content-Security-Policy. */
  pagePolicy: () => string;
  /** Cache and time cap of the API and manifest reads (tests shorten them). */
  reads?: Omit<JsonReaderOptions, 'baseUrl'>;
}

/** How long the site content read is reused by the document server. */
export const SITE_CONTENT_CACHE_MS = 2_000;

/** The social card ships with this package (assets/), beside src/ and dist/. */
const SOCIAL_CARD_FILE = path.join(__dirname, '..', '..', 'assets', 'social-card.png');

/** The origin of the configured public address (`https://icastschools.com.ng`); refuses anything but http(s). */
export function publicOrigin(publicUrl: string): string {
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    throw new Error(`the public site address must be an http(s) URL (got "${publicUrl}")`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`the public site address must be an http(s) URL (got "${publicUrl}")`);
  }
  return url.origin;
}

/** index.html read again only when the build replaced it. */
function templateReader(file: string): () => string {
  let cached: { mtimeMs: number; html: string } | undefined;
  return () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/**
 * The shell's document server: every page request gets the status its path deserves (200, 404 for an unknown path
 * or a post or event that does not exist, 301 from a post's id to its slug), the head written for that page, the
 * remotes.json, the site content and the payment config inlined and the remote chain's preload hints; HEAD answers the same without the body. Also
 * /sitemap.xml, /robots.txt, /feed.xml and the social card. Registered before the static files' catch-all.
 */
export function useDocumentServer(app: Express, options: DocumentServerOptions): void {
  // The site content goes into every page as it is (and names the home page's photo): kept 2 s, not 30, so an edit
  // (a photo replaced and the old one deleted) reaches the next visitors within the API's own spread between instances.
  const api = new JsonReader({
    baseUrl: options.apiUrl,
    shortLived: { paths: [apiUrl(ENDPOINTS.siteContent.read)], cacheMs: SITE_CONTENT_CACHE_MS },
    ...options.reads,
  });
  const manifests = new JsonReader({ baseUrl: options.apiUrl, ...options.reads });
  const template = templateReader(options.indexFile);
  const rendered = new RenderedPages();
  const siteOrigin = publicOrigin(options.publicUrl);
  // Read the manifests once at start, so the first page already names the whole chain.
  for (const remote of options.remotes().remotes)
    void remoteChainHints(options.remotes(), remote.name, manifests, options.remoteInternalUrls);

  const sendText = (response: Response, type: string, body: string, cacheControl = 'public, max-age=300') => {
    response.setHeader('Cache-Control', cacheControl);
    response.type(type).send(body);
  };
  app.get('/robots.txt', (_request, response) => sendText(response, 'text/plain', robotsTxt(siteOrigin)));
  app.get(SITEMAP_PATH, async (_request, response) =>
    sendText(response, 'application/xml', await sitemapXml(siteOrigin, api)),
  );
  app.get(FEED_PATH, async (_request, response) =>
    sendText(response, 'application/rss+xml', await newsFeedXml(siteOrigin, api)),
  );
  app.get(SOCIAL_CARD.path, (_request, response) => {
    response.setHeader('Cache-Control', 'public, max-age=86400');
    response.sendFile(SOCIAL_CARD_FILE);
  });

  app.use(async (request, response, next) => {
    const reads = request.method === 'GET' || request.method === 'HEAD';
    // A path with an extension is a file that is not there: the static server's JSON 404.
    if (!reads || path.extname(request.path)) return next();
    const origin = siteOrigin;
    const [page, siteContent, payment] = await Promise.all([
      documentPageFor(request.path, api, origin),
      api.read<SiteContent>(apiUrl(ENDPOINTS.siteContent.read)),
      api.read<PaymentConfig>(apiUrl(ENDPOINTS.payment.config)),
    ]);
    if (page.redirect) {
      const query = request.originalUrl.slice(request.path.length);
      response.setHeader('Cache-Control', 'no-cache');
      response.redirect(301, `${page.redirect}${query}`);
      return;
    }
    const remotes = options.remotes();
    const preloads = page.owner
      ? await remoteChainHints(remotes, page.owner.remote, manifests, options.remoteInternalUrls, page.owner.path)
      : [];
    response.status(page.status);
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Content-Security-Policy', options.pagePolicy());
    const content = siteContent.state === 'found' ? siteContent.value : undefined;
    const paymentConfig = payment.state === 'found' ? payment.value : undefined;
    const parts = { page, origin, remotesJson: remotes, preloads, siteContent: content, paymentConfig };
    response.type('html');
    // Any address answers 404 with a page: only the real ones are kept, so they cannot push each other out.
    if (page.status !== 200) return void response.send(renderDocument(template(), parts));
    const hints = preloads.map((hint) => `${hint.as} ${hint.href}`).join(' ');
    const written = rendered.get(
      `${origin}${request.path}`,
      [template(), remotes, content, paymentConfig, JSON.stringify(page), hints],
      () => renderDocument(template(), parts),
    );
    // Express answers 304 itself when the browser already has this version.
    response.setHeader('ETag', written.etag);
    response.vary('Accept-Encoding');
    const encoding = acceptedEncoding(request, PAGE_ENCODINGS);
    if (encoding) {
      // Set here, so the compression middleware leaves the body as it is.
      response.setHeader('Content-Encoding', encoding);
      response.send(written.encoded(encoding));
    } else response.send(written.html);
  });
}
