import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { Agent, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { parseRemotesConfig, ROUTE_CHUNKS_FILE, type RemotesConfig } from '@icast/contracts';
import { contentSecurityPolicy, SECURITY_HEADERS, strictTransportSecurity } from './security-headers';
import { useDocumentServer, type DocumentServerOptions } from './document-server';
import { servePrecompressed } from './precompressed';

export interface StaticServerOptions {
  /** Built app folder (webpack's dist). */
  dir: string;
  port: number;
  host?: string;
  /** Remotes serve their files to the shell's origin. */
  cors?: boolean;
  /** The shell proxies /api so the browser only ever talks to one origin. */
  apiUrl?: string;
  /** Where /remotes.json is read from on every request (defaults to dir/remotes.json). */
  remotesJsonFile?: string;
  /**
   * Production behind HTTPS: send Strict-Transport-Security on answers that came over HTTPS (a TLS proxy on this
   * machine says so in X-Forwarded-Proto), never over plain HTTP. `includeSubDomains` only when asked.
   */
  strictTransportSecurity?: boolean | { includeSubDomains: boolean };
  /**
   * The shell: pages come from the document server (status per route, a head per page, remotes.json inlined,
   * sitemap, robots.txt, feed), reading the API at `apiUrl` (or `documents.apiUrl` when only pages are served).
   */
  documents?: {
    apiUrl?: string;
    /** The site's public address: canonical URLs and the sitemap name it, whatever Host a request carries. */
    publicUrl: string;
    reads?: DocumentServerOptions['reads'];
    remoteInternalUrls?: DocumentServerOptions['remoteInternalUrls'];
  };
}

export interface RunningStaticServer {
  url: string;
  close(): Promise<void>;
}

const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|woff2?|png|jpe?g|webp|svg|mp4)$/;
const ALWAYS_FRESH = new Set([
  'index.html',
  'main.js',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  ROUTE_CHUNKS_FILE,
  'remotes.json',
]);

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ALWAYS_FRESH.has(name)) return 'no-cache';
  if (HASHED_FILE.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

const API_DOWN = {
  statusCode: 502,
  message: 'The school server is not reachable right now. Please try again in a moment.',
};

/** The peer's address as nginx's $remote_addr writes it (IPv4 without the ::ffff: prefix of a dual-stack socket). */
function clientAddress(request: IncomingMessage): string {
  return (request.socket.remoteAddress ?? '').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

/** remotes.json as the shell will read it; none yet (or unreadable) allows no remote, and the shell says so. */
function readRemotesConfig(file: string): RemotesConfig {
  try {
    return parseRemotesConfig(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { remotes: [] };
  }
}

/** remotes.json as it is now, read again only when the file changed (every page asks for it). */
function remotesConfigReader(file: string): () => RemotesConfig {
  let cached: { mtimeMs: number; config: RemotesConfig } | undefined;
  return () => {
    const mtimeMs = existsSync(file) ? statSync(file).mtimeMs : -1;
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, config: readRemotesConfig(file) };
    return cached.config;
  };
}

function notFound(request: Request, response: Response): void {
  response.status(404).json({ statusCode: 404, message: `Not found: ${request.path}` });
}

export function createStaticApp(options: StaticServerOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  if (options.apiUrl) {
    app.use(
      createProxyMiddleware({
        target: options.apiUrl,
        pathFilter: '/api',
        xfwd: true,
        // A fresh loopback connection per request, as nginx does by default: no reuse of a connection the
        // API is about to close (Node 20's default agent keeps them), at the cost of a local TCP handshake.
        agent: new Agent({ keepAlive: false }),
        // Silence from the API for this long is a failure. Every call answers well within it: a photo upload is
        // answered once the photo is checked (its widths are made afterwards), and a repeated submit of a post
        // waits at most 20 s for the first one's (DRAFT_WAIT_MS).
        proxyTimeout: 30_000,
        on: {
          proxyReq: (proxyRequest, request) => {
            // As the shell's nginx does: the address this server saw, never one the client wrote (the API trusts
            // this header from here, so an appended client value would let anyone pick their address), and a
            // request id of this server's making for the API's logs and error answers.
            proxyRequest.setHeader('X-Forwarded-For', clientAddress(request));
            proxyRequest.setHeader('X-Request-Id', randomBytes(16).toString('hex'));
          },
          error: (_error, _request, response) => {
            const target = response as Response;
            if (!target.headersSent) target.status(502).json(API_DOWN);
          },
        },
      }),
    );
  }

  app.use(compression());
  const hsts = options.strictTransportSecurity
    ? strictTransportSecurity(
        typeof options.strictTransportSecurity === 'object' ? options.strictTransportSecurity : {},
      )
    : undefined;
  app.use((request, response, next) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    // request.secure: TLS here, or X-Forwarded-Proto from a proxy on loopback ('trust proxy' above).
    if (hsts && request.secure) response.setHeader('Strict-Transport-Security', hsts);
    next();
  });
  if (options.cors) {
    app.use((_request, response, next) => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      next();
    });
  }

  const remotesJsonFile = options.remotesJsonFile ?? path.join(options.dir, 'remotes.json');
  // Read with remotes.json on each page, so a deploy that moves a remote moves its permission without a restart.
  const remotesConfig = remotesConfigReader(remotesJsonFile);
  const pagePolicy = () => contentSecurityPolicy({ remotes: remotesConfig() });
  app.get('/remotes.json', (_request, response) => {
    if (!existsSync(remotesJsonFile)) {
      response.status(404).json({ statusCode: 404, message: 'remotes.json has not been written' });
      return;
    }
    response.setHeader('Cache-Control', 'no-store');
    response.type('application/json').send(readFileSync(remotesJsonFile, 'utf8'));
  });

  // Source maps stay off the public site even when a build leaves some in the folder: they would hand out the
  // original source (see libs/build-config: production builds write them outside dist/).
  app.use((request, response, next) => {
    if (path.extname(request.path).toLowerCase() !== '.map') return next();
    notFound(request, response);
  });

  const setHeaders = (response: Response, filePath: string) => {
    response.setHeader('Cache-Control', cacheControlFor(filePath));
    if (filePath.endsWith('.html')) response.setHeader('Content-Security-Policy', pagePolicy());
  };
  // The build's brotli/gzip copy when the browser takes it; otherwise the file itself, compressed on the fly.
  app.use(servePrecompressed(options.dir, { setHeaders }));
  app.use(express.static(options.dir, { index: false, setHeaders }));

  const indexFile = path.join(options.dir, 'index.html');
  const documentsApi = options.documents?.apiUrl ?? options.apiUrl;
  if (options.documents && documentsApi) {
    useDocumentServer(app, {
      indexFile,
      apiUrl: documentsApi,
      publicUrl: options.documents.publicUrl,
      remotes: remotesConfig,
      pagePolicy,
      reads: options.documents.reads,
      remoteInternalUrls: options.documents.remoteInternalUrls,
    });
  }
  app.use((request, response) => {
    // HEAD is GET without the body (link checkers, uptime probes and crawlers ask it first).
    const reads = request.method === 'GET' || request.method === 'HEAD';
    const wantsPage = reads && !path.extname(request.path) && existsSync(indexFile);
    if (!wantsPage) return notFound(request, response);
    // Client-side routes all answer with the app; the shell decides what to show (or its 404 page).
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Content-Security-Policy', pagePolicy());
    response.sendFile(indexFile);
  });
  return app;
}

export function serveStatic(options: StaticServerOptions): Promise<RunningStaticServer> {
  const host = options.host ?? '0.0.0.0';
  const app = createStaticApp(options);
  return new Promise((resolve, reject) => {
    const server: Server = app.listen(options.port, host);
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${options.port} is already in use (serving ${options.dir})`)
          : error,
      );
    });
    server.once('listening', () => {
      // Browsers and API clients reuse idle connections; closing them at Node's 5 s default races with a
      // request already on its way (it then fails or stalls). Stay open longer than the clients' reuse.
      server.keepAliveTimeout = 65_000;
      server.headersTimeout = 66_000;
      resolve({
        url: `http://localhost:${options.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
