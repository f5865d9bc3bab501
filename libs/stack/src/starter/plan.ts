import path from 'node:path';
import { REMOTE_NAMES, REMOTE_URL_ENV, portEnvName, type RemoteName, type SitePorts } from '@icast/contracts';
import type { ProcessSpec } from '../processes';
import { remoteFolder } from './ports';

/**
 * `production`: the last build, each app on the stack's static server (the shell proxies /api).
 * `development`: webpack dev servers that rebuild on save and the API in watch mode.
 */
export type SiteMode = 'production' | 'development';

export interface ApiProcessOptions {
  /** Repository root (the folder holding lerna.json). */
  root: string;
  mode: SiteMode;
  port: number;
  /** NODE_ENV, MONGODB_URI, PUBLIC_SITE_URL, admin account, payment provider... */
  env: NodeJS.ProcessEnv;
}

export interface SitePlanOptions {
  root: string;
  mode: SiteMode;
  ports: SitePorts;
  databaseUri: string;
  /** API environment on top of PUBLIC_SITE_URL (which it may override); MONGODB_URI and API_PORT are the site's. */
  apiEnv?: NodeJS.ProcessEnv;
  /** A remote deployed elsewhere: the shell loads it from this base URL instead of this run's server. */
  remoteUrls?: Partial<Record<RemoteName, string>>;
  /** Production: the file the shell's server reads /remotes.json from on every request. */
  remotesJsonFile: string;
}

export interface SitePlan {
  baseUrl: string;
  apiUrl: string;
  api: ProcessSpec;
  /** The three remotes, then the shell. */
  frontEnds: ProcessSpec[];
  /** Where each remote's manifest is loaded from, as the shell's remotes.json lists it. */
  remoteBaseUrls: Record<RemoteName, string>;
  /** What must answer 2xx before the front-ends count as up. */
  frontEndReadyUrls: string[];
}

const localUrl = (port: number) => `http://localhost:${port}`;
const STATIC_SERVER = 'libs/stack/dist/cli/serve.js';

/** The API: compiled output under node, or the API's own watch script (Nest needs tsc's decorator metadata). */
export function apiProcess({ root, mode, port, env }: ApiProcessOptions): ProcessSpec {
  const cwd = path.join(root, 'api');
  const environment = { ...env, API_PORT: String(port) };
  if (mode === 'development') return { name: 'api', command: 'npm', args: ['run', 'dev'], cwd, env: environment };
  return { name: 'api', command: process.execPath, args: ['dist/main.js'], cwd, env: environment };
}

/** Every process `npm start`, `npm run dev`, the browser suite, bench, drills and the audit run, in start order. */
export function planSite(options: SitePlanOptions): SitePlan {
  const { root, mode, ports } = options;
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const baseUrl = localUrl(ports.shell);
  const remoteBaseUrls = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, options.remoteUrls?.[name] ?? localUrl(ports[name])]),
  ) as Record<RemoteName, string>;
  const webpack = path.join(root, 'node_modules/.bin/webpack');
  const staticServer = path.join(root, STATIC_SERVER);
  const frontEnd = (name: string, folder: string, args: string[], env: NodeJS.ProcessEnv = {}): ProcessSpec =>
    mode === 'development'
      ? { name, command: webpack, args: ['serve', '--mode', 'development'], cwd: path.join(root, folder), env }
      : { name, command: process.execPath, args: [staticServer, 'dist', ...args], cwd: path.join(root, folder), env };

  const remotes = REMOTE_NAMES.map((name) =>
    frontEnd(name, remoteFolder(name), ['--port', String(ports[name]), '--cors'], {
      [portEnvName(name)]: String(ports[name]),
    }),
  );
  // Production: the shell's pages come from the document server (status, head and remote hints per route).
  const shellArgs = [
    '--port',
    String(ports.shell),
    '--api',
    apiUrl,
    '--remotes-json',
    options.remotesJsonFile,
    // The address the API names in links too: canonical URLs never come from a request's Host.
    ...(mode === 'production' ? ['--documents', '--public-url', options.apiEnv?.PUBLIC_SITE_URL || baseUrl] : []),
  ];
  // The dev server builds /remotes.json from the same variables the production server and the container read.
  const shellEnv = {
    ...Object.fromEntries(REMOTE_NAMES.map((name) => [REMOTE_URL_ENV[name], remoteBaseUrls[name]])),
    API_URL: apiUrl,
    [portEnvName('shell')]: String(ports.shell),
  };
  return {
    baseUrl,
    apiUrl,
    api: apiProcess({
      root,
      mode,
      port: ports.api,
      env: { PUBLIC_SITE_URL: baseUrl, ...options.apiEnv, MONGODB_URI: options.databaseUri },
    }),
    frontEnds: [...remotes, frontEnd('shell', 'shell', shellArgs, shellEnv)],
    remoteBaseUrls,
    frontEndReadyUrls: [...REMOTE_NAMES.map((name) => `${localUrl(ports[name])}/mf-manifest.json`), `${baseUrl}/`],
  };
}
