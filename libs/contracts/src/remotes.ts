/** The three micro-frontends. The name is the module-federation container name. */
export const REMOTE_NAMES = ['mf_public', 'mf_admissions', 'mf_dashboard'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The id of the `<script type="application/json">` in which the shell's document server writes remotes.json into
 * the page; the shell reads it there before it would fetch /remotes.json.
 */
export const REMOTES_JSON_ELEMENT_ID = 'icast-remotes';

/**
 * The id of the `<script type="application/json">` in which the document server writes the data of a page it rendered
 * (React Router's loader and action data); the browser hydrates the page from it instead of loading it again.
 */
export const ROUTE_DATA_ELEMENT_ID = 'icast-route-data';

/**
 * What the document server gives a page it renders besides the data the page carries (never written into the page):
 * the request's cookies (the consent banner is decided on the server) and the site's origin.
 */
export const SERVER_REQUEST_DATA = {
  cookies: 'request-cookies',
  origin: 'request-origin',
  /** A mutable `{ shortfall: boolean }`: set when a read of the page got no answer in time (the page is not kept). */
  reads: 'request-reads',
  /** The visitor's address, passed on to the API with a form a page without script posted (per-visitor limits). */
  visitor: 'request-visitor',
} as const;

/**
 * What the shell's document server shares with the code it renders pages with (every copy of @icast/api-client, the
 * shell's and each remote's), as globals under `Symbol.for(key)`: the page's data per render (an AsyncLocalStorage)
 * and the API the loaders call through it.
 */
export const SERVER_RENDER_GLOBALS = {
  pageData: 'icast.server-page-data',
  apiFetch: 'icast.server-api-fetch',
} as const;

/** A remote's Node build is published beside its browser build, in this folder next to `mf-manifest.json`. */
export const REMOTE_SERVER_FOLDER = 'server';

/**
 * Where a remote's server bundle is, from the manifest address remotes.json gives the browser: `<base>/server/
 * remoteEntry.js`; `build` (the server build's fingerprint) makes each new deploy a new address to the federation
 * runtime, so a redeployed remote is loaded anew instead of reused.
 */
export function remoteServerEntry(manifestUrl: string, build?: string): string {
  const entry = new URL(`${REMOTE_SERVER_FOLDER}/remoteEntry.js`, manifestUrl);
  if (build) entry.searchParams.set('build', build);
  return entry.href;
}

/** Every remote exposes its route array under this module name. */
export const ROUTES_EXPOSE = './routes';

/** Default local port of each part of the site (all overridable by env). */
export const DEFAULT_PORTS = {
  shell: 3000,
  mf_public: 3001,
  mf_admissions: 3002,
  mf_dashboard: 3003,
  api: 4000,
  mongodb: 27017,
  /** The local mail catcher `npm start` runs when no SMTP_URL is set: its SMTP server and its web inbox. */
  mail_smtp: 1025,
  mail_inbox: 1080,
} as const;

/** Every part of the site that listens on a local port. */
export type SitePart = keyof typeof DEFAULT_PORTS;
export type SitePorts = Record<SitePart, number>;

/** Environment variable that carries each remote's base URL at deploy time. */
export const REMOTE_URL_ENV: Record<RemoteName, string> = {
  mf_public: 'MF_PUBLIC_URL',
  mf_admissions: 'MF_ADMISSIONS_URL',
  mf_dashboard: 'MF_DASHBOARD_URL',
};

/**
 * Where a server reads a remote's files when the browser's address (REMOTE_URL_ENV) does not reach it from there: in
 * a container network the browser's `http://localhost:3001` is the server itself, the remote is `http://mf-public:8080`.
 */
export const REMOTE_INTERNAL_URL_ENV: Record<RemoteName, string> = {
  mf_public: 'MF_PUBLIC_INTERNAL_URL',
  mf_admissions: 'MF_ADMISSIONS_INTERNAL_URL',
  mf_dashboard: 'MF_DASHBOARD_INTERNAL_URL',
};

type Environment = Readonly<Record<string, string | undefined>>;

/** The remotes a server reads at another address than the browser does (REMOTE_INTERNAL_URL_ENV), by name. */
export function remoteInternalUrlsFromEnv(env: Environment): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(
    REMOTE_NAMES.flatMap((name) =>
      env[REMOTE_INTERNAL_URL_ENV[name]] ? [[name, env[REMOTE_INTERNAL_URL_ENV[name]]]] : [],
    ),
  ) as Partial<Record<RemoteName, string>>;
}

/**
 * The variable that moves a part to another port: SHELL_PORT, MF_PUBLIC_PORT, ..., API_PORT, MONGODB_PORT,
 * MAIL_SMTP_PORT, MAIL_INBOX_PORT.
 */
export function portEnvName(part: SitePart): string {
  return `${part.toUpperCase()}_PORT`;
}

/** A part's port from its variable, else its default; a malformed value is an error, not a silent default. */
export function portFromEnv(part: SitePart, env: Environment): number {
  const name = portEnvName(part);
  const raw = env[name];
  if (raw === undefined || raw === '') return DEFAULT_PORTS[part];
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be an integer between 1 and 65535 (got "${raw}")`);
  }
  return port;
}

/** Every part's port, as `npm start` and the dev servers read them. */
export function portsFromEnv(env: Environment): SitePorts {
  const parts = Object.keys(DEFAULT_PORTS) as SitePart[];
  return Object.fromEntries(parts.map((part) => [part, portFromEnv(part, env)])) as SitePorts;
}

/** Each remote's base URL: its REMOTE_URL_ENV variable, else localhost on the remote's port. */
export function remoteBaseUrlsFromEnv(
  env: Environment,
  ports: Partial<Record<RemoteName, number>> = {},
): Record<RemoteName, string> {
  const entries = REMOTE_NAMES.map((name) => [
    name,
    env[REMOTE_URL_ENV[name]] || `http://localhost:${ports[name] ?? portFromEnv(name, env)}`,
  ]);
  return Object.fromEntries(entries) as Record<RemoteName, string>;
}

/** Shape of `/remotes.json`, written at deploy time and read by the shell at startup. */
export interface RemotesConfig {
  remotes: Array<{ name: RemoteName; entry: string }>;
}

/** What a remote's `./routes` module exports. `R` is react-router's RouteObject in the apps. */
export interface RemoteRoutesModule<R = unknown> {
  routes: R[];
}

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}

/** Validates a parsed remotes.json so a typo at deploy time gives a clear message, not a blank page. */
export function parseRemotesConfig(value: unknown): RemotesConfig {
  const remotes = (value as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) throw new Error('remotes.json must be {"remotes": [{"name", "entry"}]}');
  return {
    remotes: remotes.map((remote: unknown, index) => {
      const { name, entry } = (remote ?? {}) as { name?: unknown; entry?: unknown };
      if (!isRemoteName(name)) throw new Error(`remotes.json entry ${index}: unknown remote name ${String(name)}`);
      if (typeof entry !== 'string' || !/^(https?:\/\/|\/)/.test(entry)) {
        throw new Error(`remotes.json entry ${index} (${name}): entry must be an http(s) URL or a path`);
      }
      return { name, entry };
    }),
  };
}

/** Builds the remotes config from a base URL per remote (each remote serves mf-manifest.json at its root). */
export function remotesConfigFromBaseUrls(baseUrls: Record<RemoteName, string>): RemotesConfig {
  return {
    remotes: REMOTE_NAMES.map((name) => ({
      name,
      entry: `${baseUrls[name].replace(/\/+$/, '')}/mf-manifest.json`,
    })),
  };
}

/**
 * A page the document server drew runs no application script until the visitor touches a control; its small inline
 * script keeps here, on `window`, what happened before the app woke, and the shell replays it once it has taken the
 * page over.
 */
export const WAKE_RECORD_KEY = '__icastWake';

export interface WakeRecord {
  /** The controls clicked before the app woke (their clicks were held back): clicked again, in order, once it has the page. */
  clicked: Element[];
  /** A form submitted before the app woke that only the app can send: submitted again once it has the page. */
  submitted?: HTMLFormElement;
  /** Set by the shell once it has the page: the inline script stops holding clicks back. */
  awake?: boolean;
  /**
   * Set by the shell just before it hydrates the page: the inline script stops moving what React is about to own
   * (the home slideshow, the counters), so React's first render reads the page as it is and goes on from there.
   */
  taken?: boolean;
  /** When (`performance.now()`) the slide showing began to show, kept by the inline script while it turns them. */
  slideShownAt?: number;
}
