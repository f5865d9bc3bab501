import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { text, urlencoded, type Express, type NextFunction, type Request, type Response } from 'express';
import {
  apiUrl,
  ENDPOINTS,
  findRouteOwner,
  PAYMENT_CONFIG_ELEMENT_ID,
  REMOTES_JSON_ELEMENT_ID,
  SERVER_RENDER_GLOBALS,
  SERVER_REQUEST_DATA,
  SITE_CONTENT_ELEMENT_ID,
  type PaymentConfig,
  type RemoteName,
  type RemotesConfig,
  type SiteContent,
} from '@icast/contracts';
import { CONSENT, isConsentValue, SITE } from '@icast/content';
import { CriticalCss, type CriticalCssOptions } from './critical-css';
import { renderDocument, type DocumentParts } from './document-html';
import { documentPageFor, FEED_PATH, serverRendersPage, SITEMAP_PATH, SOCIAL_CARD } from './document-pages';
import { JsonReader, type JsonReaderOptions } from './json-reader';
import { remoteChainHints } from './remote-chain';
import { ServerApi, type ServerApiOptions } from './server-api';
import { acceptedEncoding } from './precompressed';
import { PAGE_ENCODINGS, RenderedPages, type RenderedPage } from './rendered-pages';
import {
  APP_RENDER_CAP_MS,
  loadShellRenderer,
  serverRemotes,
  withinCap,
  type AppRenderResult,
  type ShellRenderer,
} from './server-rendering';
import { withInlineStyles } from './security-headers';
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
  /**
   * The shell's server bundle (shell/dist-server/server.js): with it, public pages are rendered here, through the
   * remotes' server builds loaded at run time; without it (or when it fails) the browser draws them.
   */
  shellServerBundle?: string;
  /** The longest a page waits to be rendered here before the browser is left to draw it (tests shorten it). */
  renderCapMs?: number;
  /** The loaders' API reads (tests shorten the caps). */
  serverApi?: Omit<ServerApiOptions, 'baseUrl'>;
  /** How the critical CSS of a drawn page reads the style sheets (tests shorten the caps). */
  criticalCss?: Omit<CriticalCssOptions, 'shellDir' | 'remoteInternalUrls'>;
}

interface RenderReads {
  shortfall: boolean;
}

/** The page data of the render running now (the shared AsyncLocalStorage the shell's server bundle runs it in). */
function renderStore(): Record<string, unknown> | undefined {
  return (globalThis as Record<symbol, { getStore(): Record<string, unknown> | undefined } | undefined>)[
    Symbol.for(SERVER_RENDER_GLOBALS.pageData)
  ]?.getStore();
}

/** The reads state of the page being rendered now. */
function renderReads(): RenderReads | undefined {
  return renderStore()?.[SERVER_REQUEST_DATA.reads] as RenderReads | undefined;
}

/**
 * A form an action sends to the API on a visitor's behalf carries the visitor's address, as the /api proxy does: the
 * API's per-address limits (contact, newsletter, status lookup) then count each visitor, not this server. Reads
 * are shared between visitors (kept answers) and carry none.
 */
function withVisitor(init: RequestInit = {}): RequestInit {
  const visitor = renderStore()?.[SERVER_REQUEST_DATA.visitor];
  if ((init.method ?? 'GET') === 'GET' || typeof visitor !== 'string' || !visitor) return init;
  const headers = new Headers(init.headers);
  headers.set('X-Forwarded-For', visitor);
  return { ...init, headers };
}

/**
 * The visitor's address as the /api proxy passes it on (static-server.ts): the peer's, never an X-Forwarded-For the
 * client wrote (the API believes this server's, so a client's own would let anyone pick their address).
 */
function visitorAddress(request: Request): string {
  return (request.socket.remoteAddress ?? '').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

/**
 * The public content's stamp (ENDPOINTS.publicContent.version), asked for at most every CONTENT_VERSION_POLL_MS as
 * pages are asked for: when it changes, `onChange` drops what was built from the old content.
 */
function contentVersionWatch(apiBase: string, onChange: () => void) {
  let version: string | null | undefined;
  let askedAt = 0;
  let asking: Promise<void> | undefined;
  const ask = () =>
    (asking ??= fetch(`${apiBase.replace(/\/+$/, '')}${apiUrl(ENDPOINTS.publicContent.version)}`, {
      signal: AbortSignal.timeout(800),
    })
      .then(async (response) => {
        if (!response.ok) return;
        const { version: now } = (await response.json()) as { version?: string | null };
        if (now === undefined || now === version) return;
        if (version !== undefined) onChange();
        version = now;
      })
      .catch(() => undefined)
      .finally(() => {
        asking = undefined;
      }));
  return {
    /** The stamp, asked again first when the last answer is older than CONTENT_VERSION_POLL_MS. */
    async current(): Promise<string> {
      if (Date.now() - askedAt >= CONTENT_VERSION_POLL_MS) {
        askedAt = Date.now();
        await withinCap(ask(), 300, undefined);
      }
      return version ?? '';
    },
  };
}

/**
 * How long an answer about the public content's stamp is trusted: a page asked for later waits for a new one (one
 * tiny read, capped at 300 ms; concurrent pages share it), so a staff edit shows on the next page. Under load that is
 * four reads a second, not one per page.
 */
export const CONTENT_VERSION_POLL_MS = 250;

/** How long a remote's server manifest is trusted: a remote redeployed on its own is rendered anew within this. */
export const SERVER_MANIFEST_CACHE_MS = 2_000;
/** How many pages' last check is remembered (the kept pages are at most 500). */
const CHECKED_LIMIT = 500;
/** The cookie header a page is rendered with is read up to this length (the consent cookie is near its start). */
const COOKIE_HEADER_LIMIT = 4_096;

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

/** The largest form body the document server reads (the consent form is two short fields). */
const FORM_BODY_LIMIT = '2kb';
/**
 * The largest form a page without script posts: the contact form's 5,000-character message with every character
 * escaped as UTF-8 (`%E2%82%AC` is nine bytes), and its four short fields. Read before anything parses it.
 */
export const PAGE_FORM_LIMIT = 48 * 1024;

/** How the document server answers a form it does not take: a sentence, never a stack trace or a blank page. */
const FORM_REFUSALS = {
  crossSite: 'Refused: the form was sent from another site.',
  notForm: 'Refused: this address takes forms sent as application/x-www-form-urlencoded only.',
  tooLarge: 'Refused: the form is larger than this site takes. Please shorten your message and send it again.',
  unreadable: 'Refused: the form could not be read. Please go back and send it again.',
  noForm: 'This page takes no form.',
  unavailable: `The form could not be answered just now. Please try again in a moment, or call the school on ${SITE.phones.join(' or ')}.`,
} as const;

/** A path on this site to go back to after a form: one leading slash, never `//host` or a backslash. */
const LOCAL_PATH = /^\/(?![/\\])[^\s]{0,500}$/;

/** A form post from this site's own pages, as browsers say (Sec-Fetch-Site, else Origin); the API refuses the rest too. */
function sameSite(request: Request, origin: string): boolean {
  const fetchSite = request.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  const from = request.get('origin');
  return !from || from === origin;
}

/** The consent cookie's value (the home page shows the banner until there is one), from a bounded Cookie header. */
function consentIn(cookies: string): string {
  const pair = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT.cookieName}=`));
  return pair?.slice(CONSENT.cookieName.length + 1) ?? '';
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
  const serverManifests = new JsonReader({
    baseUrl: options.apiUrl,
    ...options.reads,
    cacheMs: SERVER_MANIFEST_CACHE_MS,
  });
  const template = templateReader(options.indexFile);
  const rendered = new RenderedPages();
  const criticalCss = new CriticalCss({
    shellDir: path.dirname(options.indexFile),
    remoteInternalUrls: options.remoteInternalUrls,
    ...options.criticalCss,
  });
  const policyOf = (written: RenderedPage) => withInlineStyles(options.pagePolicy(), written.styleSources);
  const renderer: ShellRenderer | undefined = loadShellRenderer(options.shellServerBundle);
  const serverApi = new ServerApi({ baseUrl: options.apiUrl, ...options.serverApi }, () => {
    const reads = renderReads();
    if (reads) reads.shortfall = true;
  });
  // The loaders and actions of the pages rendered here call the API through it (see @icast/api-client's fetchApi).
  if (renderer) {
    (globalThis as Record<symbol, unknown>)[Symbol.for(SERVER_RENDER_GLOBALS.apiFetch)] = (
      apiPath: string,
      init?: RequestInit,
    ) => serverApi.fetch(apiPath, withVisitor(init));
  }
  const contentVersion = contentVersionWatch(options.apiUrl, () => {
    serverApi.contentChanged();
    api.forget();
  });
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
  // The cookie banner's choice from a page that runs no script: the cookie the app would set, then back to the page.
  app.post(CONSENT.formAction, urlencoded({ extended: false, limit: FORM_BODY_LIMIT }), (request, response) => {
    if (!sameSite(request, siteOrigin)) {
      response.status(403).type('text/plain').send('Refused: the form was sent from another site.');
      return;
    }
    const { choice, return: back } = (request.body ?? {}) as { choice?: unknown; return?: unknown };
    if (isConsentValue(choice)) {
      response.cookie(CONSENT.cookieName, choice, {
        maxAge: CONSENT.maxAgeSeconds * 1000,
        path: '/',
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
    }
    response.setHeader('Cache-Control', 'no-store');
    response.redirect(303, typeof back === 'string' && LOCAL_PATH.test(back) ? back : '/');
  });
  app.get(SOCIAL_CARD.path, (_request, response) => {
    response.setHeader('Cache-Control', 'public, max-age=86400');
    response.sendFile(SOCIAL_CARD_FILE);
  });

  const send = (request: Request, response: Response, written: RenderedPage) => {
    // Express answers 304 itself when the browser already has this version.
    response.setHeader('ETag', written.etag);
    response.vary('Accept-Encoding');
    const encoding = acceptedEncoding(request, PAGE_ENCODINGS);
    if (encoding) {
      // Set here, so the compression middleware leaves the body as it is.
      response.setHeader('Content-Encoding', encoding);
      response.send(written.encoded(encoding));
    } else response.send(written.html);
  };
  // A kept page checked against everything it is written from within the stamp's own trust window is the page: asked
  // for again inside it, it is sent as it is, without re-reading (the busiest pages cost about what a file does).
  const checked = new Map<string, { page: RenderedPage; at: number; template: string; remotes: RemotesConfig }>();

  // A form posted by a page without script (contact, newsletter, status lookup, portal picker): bounded, from this
  // site only, urlencoded only, handed to the route's action; the answer is the page drawn with the action's result,
  // or the action's redirect (303, so a refresh asks for the page, never sends the form again). Never kept or cached.
  // Browsers never compress a form: a compressed body is refused rather than inflated past the limit's meaning.
  const readForm = text({ type: () => true, limit: PAGE_FORM_LIMIT, defaultCharset: 'utf-8', inflate: false });
  app.use(async (request, response, next) => {
    if (request.method !== 'POST' || path.extname(request.path)) return next();
    response.setHeader('Cache-Control', 'no-store');
    const refuse = (status: number, reason: string) => {
      response.status(status).type('text/plain').send(reason);
    };
    const owner = findRouteOwner(request.path);
    if (!renderer || !owner || !serverRendersPage(owner)) return refuse(405, FORM_REFUSALS.noForm);
    if (!sameSite(request, siteOrigin)) return refuse(403, FORM_REFUSALS.crossSite);
    if (!request.is('application/x-www-form-urlencoded')) return refuse(415, FORM_REFUSALS.notForm);
    const form = await new Promise<string | undefined>((resolve) => {
      readForm(request, response, ((error?: { status?: number }) => {
        if (error)
          refuse(
            error.status === 413 ? 413 : 400,
            error.status === 413 ? FORM_REFUSALS.tooLarge : FORM_REFUSALS.unreadable,
          );
        resolve(error ? undefined : typeof request.body === 'string' ? request.body : '');
      }) as NextFunction);
    });
    if (form === undefined) return;
    const [page, siteContent, payment] = await Promise.all([
      documentPageFor(request.path, api, siteOrigin),
      api.read<SiteContent>(apiUrl(ENDPOINTS.siteContent.read)),
      api.read<PaymentConfig>(apiUrl(ENDPOINTS.payment.config)),
    ]);
    const remotes = options.remotes();
    const preloads = page.owner
      ? await remoteChainHints(remotes, page.owner.remote, manifests, options.remoteInternalUrls, page.owner.path)
      : [];
    const content = siteContent.state === 'found' ? siteContent.value : undefined;
    const paymentConfig = payment.state === 'found' ? payment.value : undefined;
    const servers = await serverRemotes(remotes, serverManifests, options.remoteInternalUrls);
    const address = `${siteOrigin}${request.originalUrl}`;
    const pageData = {
      [REMOTES_JSON_ELEMENT_ID]: remotes,
      [SITE_CONTENT_ELEMENT_ID]: content,
      [PAYMENT_CONFIG_ELEMENT_ID]: paymentConfig,
      [SERVER_REQUEST_DATA.origin]: siteOrigin,
      [SERVER_REQUEST_DATA.cookies]: (request.get('cookie') ?? '').slice(0, COOKIE_HEADER_LIMIT),
      [SERVER_REQUEST_DATA.reads]: { shortfall: false } satisfies RenderReads,
      [SERVER_REQUEST_DATA.visitor]: visitorAddress(request),
    };
    // The action may be waiting on the API (sending an e-mail is queued, not waited for): the page's own cap.
    const app = await withinCap(
      renderer
        .renderPage({ url: address, remotes: servers, pageData, form })
        .catch((error: unknown): AppRenderResult => ({ kind: 'browser', reason: String(error) })),
      options.renderCapMs ?? APP_RENDER_CAP_MS,
      { kind: 'browser', reason: 'not rendered in time' },
    );
    if (app.kind === 'redirect') return response.redirect(303, app.location);
    if (app.kind === 'refused') return refuse(app.status, app.reason);
    if (app.kind === 'browser') return refuse(503, FORM_REFUSALS.unavailable);
    response.status(app.status);
    response.setHeader('Content-Security-Policy', options.pagePolicy());
    response.type('html');
    const html = renderDocument(template(), {
      page,
      origin: siteOrigin,
      remotesJson: remotes,
      preloads,
      siteContent: content,
      paymentConfig,
      app: {
        html: app.html,
        routeData: app.routeData,
        styles: preloads.filter((hint) => hint.as === 'style').map((hint) => hint.href),
      },
    });
    send(request, response, RenderedPages.once(html));
  });

  app.use(async (request, response, next) => {
    const reads = request.method === 'GET' || request.method === 'HEAD';
    // A path with an extension is a file that is not there: the static server's JSON 404.
    if (!reads || path.extname(request.path)) return next();
    const origin = siteOrigin;
    const checkKey = `${origin}${request.originalUrl}\n${consentIn((request.get('cookie') ?? '').slice(0, COOKIE_HEADER_LIMIT))}`;
    const recent = checked.get(checkKey);
    if (
      recent &&
      Date.now() - recent.at < CONTENT_VERSION_POLL_MS &&
      recent.template === template() &&
      recent.remotes === options.remotes()
    ) {
      response.status(200);
      response.setHeader('Cache-Control', 'no-cache');
      response.setHeader('Content-Security-Policy', policyOf(recent.page));
      response.type('html');
      return send(request, response, recent.page);
    }
    const version = renderer ? await contentVersion.current() : '';
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
    const parts: DocumentParts = { page, origin, remotesJson: remotes, preloads, siteContent: content, paymentConfig };
    response.type('html');
    const cookies = (request.get('cookie') ?? '').slice(0, COOKIE_HEADER_LIMIT);
    const rendersHere = renderer !== undefined && serverRendersPage(page.owner);
    const servers = rendersHere ? await serverRemotes(remotes, serverManifests, options.remoteInternalUrls) : [];
    const hints = preloads.map((hint) => `${hint.as} ${hint.href}`).join(' ');
    // What the page is written from: while all of it is the same, the page kept from last time is the page.
    const inputs = [
      template(),
      remotes,
      content,
      paymentConfig,
      JSON.stringify(page),
      hints,
      servers.map((server) => `${server.name}@${server.build ?? '-'}`).join(' '),
      consentIn(cookies),
      version,
    ];
    const address = `${origin}${request.originalUrl}`;
    let written: RenderedPage | undefined = page.status === 200 ? rendered.find(address, inputs) : undefined;
    if (!written) {
      let app: AppRenderResult | undefined;
      const reads: RenderReads = { shortfall: false };
      if (rendersHere) {
        const pageData = {
          [REMOTES_JSON_ELEMENT_ID]: remotes,
          [SITE_CONTENT_ELEMENT_ID]: content,
          [PAYMENT_CONFIG_ELEMENT_ID]: paymentConfig,
          [SERVER_REQUEST_DATA.origin]: origin,
          [SERVER_REQUEST_DATA.cookies]: cookies,
          [SERVER_REQUEST_DATA.reads]: reads,
        };
        app = await withinCap(
          renderer
            .renderPage({ url: address, remotes: servers, pageData })
            .catch((error: unknown): AppRenderResult => ({ kind: 'browser', reason: String(error) })),
          options.renderCapMs ?? APP_RENDER_CAP_MS,
          { kind: 'browser', reason: 'not rendered in time' },
        );
        if (app.kind === 'redirect') {
          response.setHeader('Cache-Control', 'no-store');
          response.redirect(app.status, app.location);
          return;
        }
      }
      const html = renderDocument(template(), {
        ...parts,
        // A remote this server could not render with may be down for the browser too: its scripts are not hinted (a
        // failed script preload is what Chromium answers that address with for the page's life, so Retry would fail).
        ...(rendersHere && app?.kind !== 'page' ? { preloads: preloads.filter((hint) => hint.as === 'fetch') } : {}),
        ...(app?.kind === 'page'
          ? {
              app: {
                html: app.html,
                routeData: app.routeData,
                styles: preloads.filter((hint) => hint.as === 'style').map((hint) => hint.href),
              },
            }
          : {}),
      });
      // The first screen's rules inline, the style sheets after the content: once per page and content, as the page is
      // kept. Not for a page that is not kept (a 404 asked for by every scanner would cost this each time).
      const drawnHere = page.status === 200 && app?.kind === 'page';
      const styles = drawnHere ? await criticalCss.inline(html, remotes) : undefined;
      const finished = styles?.state === 'inlined' ? styles : { html, styleSources: [] };
      // Only a page the server drew is kept: one the browser draws (a remote that failed) is tried again next time.
      // Nor one whose data the API did not give in time (drawn from older answers or none), nor one whose style sheets
      // could not be read (sent as it was, links in the head): the next visit tries again.
      const keep =
        page.status === 200 &&
        (!rendersHere || (app?.kind === 'page' && !reads.shortfall && styles?.state !== 'failed'));
      written = keep
        ? rendered.keep(address, inputs, finished.html, finished.styleSources)
        : RenderedPages.once(finished.html, finished.styleSources);
    }
    response.setHeader('Content-Security-Policy', policyOf(written));
    if (page.status === 200 && rendered.find(address, inputs) === written) {
      checked.delete(checkKey);
      checked.set(checkKey, { page: written, at: Date.now(), template: template(), remotes });
      if (checked.size > CHECKED_LIMIT) checked.delete(checked.keys().next().value ?? '');
    }
    send(request, response, written);
  });
}
