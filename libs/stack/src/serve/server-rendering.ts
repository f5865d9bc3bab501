import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { REMOTE_SERVER_FOLDER, remoteServerEntry, type RemoteName, type RemotesConfig } from '@icast/contracts';
import type { JsonReader } from './json-reader';

/** What the shell's server bundle (shell/dist-server/server.js) is asked to render. */
export interface AppRenderRequest {
  url: string;
  remotes: ReadonlyArray<{ name: RemoteName; entry: string }>;
  pageData: Readonly<Record<string, unknown>>;
  /** A form a page without script posted (urlencoded, bounded): the route's action runs with it. */
  form?: string;
}

/** Its answer: the page's markup and data, a redirect, or "let the browser draw it" with the reason. */
export type AppRenderResult =
  | { kind: 'page'; status: number; html: string; routeData: { loaderData: unknown; actionData: unknown } }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'refused'; status: number; reason: string }
  | { kind: 'browser'; reason: string };

export interface ShellRenderer {
  renderPage(request: AppRenderRequest): Promise<AppRenderResult>;
}

/** The longest the document server waits for a page to render before it sends the page the browser draws. */
export const APP_RENDER_CAP_MS = 5_000;

/**
 * The shell's server bundle, required once: part of the shell's deployment (a new shell restarts this server), so a
 * missing file (a build from before server rendering, a dev server) means pages are drawn by the browser, as before.
 */
export function loadShellRenderer(
  file: string | undefined,
  log: (line: string) => void = console.warn,
): ShellRenderer | undefined {
  if (!file || !existsSync(file)) return undefined;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built bundle found at run time
    const loaded = require(file) as Partial<ShellRenderer>;
    if (typeof loaded.renderPage === 'function') return loaded as ShellRenderer;
    log(`document server: ${file} exports no renderPage; pages are drawn by the browser`);
  } catch (error) {
    log(`document server: ${file} could not be loaded (${(error as Error).message}); pages are drawn by the browser`);
  }
  return undefined;
}

/** The part of a server build's mf-manifest.json that identifies the build. */
interface ServerManifest {
  exposes?: unknown;
  shared?: unknown;
  metaData?: unknown;
}

/** A short fingerprint of a remote's server build: its manifest names every chunk by its content hash. */
export function buildFingerprint(manifest: ServerManifest): string {
  return createHash('sha1').update(JSON.stringify(manifest)).digest('base64url').slice(0, 12);
}

/**
 * Each remote's server bundle as the shell's renderer loads it: `server/remoteEntry.js` beside the manifest
 * remotes.json names (at the internal address where this server reaches the remote), tagged with its build's
 * fingerprint, read from `server/mf-manifest.json` (cached briefly by `reader`): a remote redeployed on its own is
 * picked up within that time, with no restart.
 */
export async function serverRemotes(
  remotes: RemotesConfig,
  reader: JsonReader,
  internalUrls: Partial<Record<RemoteName, string>> = {},
): Promise<Array<{ name: RemoteName; entry: string; build?: string }>> {
  return Promise.all(
    remotes.remotes
      .filter(({ entry }) => URL.canParse(entry))
      .map(async ({ name, entry }) => {
        const internal = internalUrls[name];
        const manifest = internal
          ? new URL(new URL(entry).pathname.replace(/^\/+/, ''), `${internal.replace(/\/+$/, '')}/`).href
          : entry;
        const read = await reader.read<ServerManifest>(
          new URL(`${REMOTE_SERVER_FOLDER}/mf-manifest.json`, manifest).href,
        );
        const build = read.state === 'found' ? buildFingerprint(read.value) : undefined;
        return { name, entry: remoteServerEntry(manifest, build), ...(build ? { build } : {}) };
      }),
  );
}

/** `work`, or `late` once `ms` have passed. */
export function withinCap<T>(work: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
