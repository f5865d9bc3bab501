import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { pageData } from '@icast/api-client';
import {
  parseRemotesConfig,
  REMOTES_JSON_ELEMENT_ID,
  ROUTES_EXPOSE,
  type RemoteName,
  type RemotesConfig,
} from '@icast/contracts';
import type { RouteObject } from 'react-router-dom';
import { isUnavailableRemoteModule } from '../runtime-plugins/remote-unavailable';

export type RemoteLoadResult = { ok: true; routes: RouteObject[] } | { ok: false; reason: string };

let configPromise: Promise<RemotesConfig> | undefined;

/** remotes.json as the document server wrote it into the page (none from a dev server, or when it is malformed). */
function inlineRemotesConfig(): RemotesConfig | undefined {
  const inline = pageData(REMOTES_JSON_ELEMENT_ID);
  if (inline === undefined) return undefined;
  try {
    return parseRemotesConfig(inline);
  } catch {
    return undefined;
  }
}

async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRemotesConfig(await response.json());
}

/**
 * remotes.json is written at deploy time, so a remote can move without rebuilding the shell. The page carries it
 * inline (no request before the remote chain starts); /remotes.json is fetched when it does not.
 */
export function remotesConfig(): Promise<RemotesConfig> {
  const inline = configPromise ? undefined : inlineRemotesConfig();
  configPromise ??= (inline ? Promise.resolve(inline) : fetchRemotesConfig())
    .then((config) => {
      registerRemotes(config.remotes.map(({ name, entry }) => ({ name, entry })));
      return config;
    })
    .catch((error: unknown) => {
      configPromise = undefined;
      throw error;
    });
  return configPromise;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Takes the remote's style sheet links (those under its manifest's folder) out of the page before Retry: the
 * federation runtime takes a link already in the page as loaded, so a sheet that failed would never be asked for
 * again and the remote's page would be drawn without its styles. Which of them failed cannot be told (Chromium gives
 * a failed sheet an empty `sheet` too), and while Retry shows, the remote draws nothing, so all of them go; the
 * runtime puts back what the page needs, from the browser's cache when it loaded. The server-rendered page names no
 * script of a remote (a failed script preload would answer every later request of its address with that failure), so
 * its style sheets are all Retry has to clear.
 */
export function forgetRemoteStyleSheets(entry: string, page: Document = document): void {
  const folder = new URL('.', new URL(entry, page.baseURI)).href;
  for (const link of Array.from(page.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]'))) {
    if (link.href.startsWith(folder)) link.remove();
  }
}

/**
 * `name`'s `./routes` through the federation runtime (the browser's, or the shell's server bundle's); `retry` drops the
 * remote's container first, so its files are fetched and run again instead of the failed or old ones being reused.
 */
export async function loadRoutesOfRemote(name: RemoteName, entry: string, retry: boolean): Promise<RemoteLoadResult> {
  try {
    if (retry && typeof document !== 'undefined') forgetRemoteStyleSheets(entry);
    if (retry) registerRemotes([{ name, entry }], { force: true });
    const loaded = await loadRemote<{ routes?: RouteObject[] }>(`${name}/${ROUTES_EXPOSE.slice(2)}`);
    if (isUnavailableRemoteModule(loaded)) return { ok: false, reason: loaded.reason };
    if (!loaded || !Array.isArray(loaded.routes)) return { ok: false, reason: `${name} exposes no routes` };
    return { ok: true, routes: loaded.routes };
  } catch (error) {
    return { ok: false, reason: describe(error) };
  }
}

/** In the browser: `name`'s routes from the address remotes.json gives. */
export async function loadRemoteRoutes(name: RemoteName, retry = false): Promise<RemoteLoadResult> {
  try {
    const config = await remotesConfig();
    const remote = config.remotes.find((candidate) => candidate.name === name);
    if (!remote) return { ok: false, reason: `${name} is not listed in remotes.json` };
    return await loadRoutesOfRemote(name, remote.entry, retry);
  } catch (error) {
    return { ok: false, reason: describe(error) };
  }
}
