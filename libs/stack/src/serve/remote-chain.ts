import {
  pageChunkName,
  ROUTE_CHUNKS_FILE,
  ROUTES_EXPOSE,
  type RemoteName,
  type RemotesConfig,
  type RouteChunks,
} from '@icast/contracts';
import type { PreloadHint } from './document-html';
import type { JsonReader } from './json-reader';

/** The part of a federation mf-manifest.json the hints need. */
interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

const DEFAULT_REMOTE_ENTRY = 'remoteEntry.js';

function joinUrl(base: string, file: string): string {
  return new URL(file, base.endsWith('/') ? base : `${base}/`).href;
}

/**
 * What the browser would fetch one after another for a route of `remote` (its manifest, its remoteEntry.js, the
 * routes module's script and style, then the page's own chunk when `routePath` is loaded lazily), as hints it can
 * fetch in parallel from the first byte. The manifest and the remote's `route-chunks.json` are read (cached,
 * time-capped) for the file names; when the manifest cannot be read (the remote is down), only it is named.
 * A remote on the shell's own origin (a relative entry) is named by its manifest only. `internalUrls` gives the
 * address a remote is read at when this server cannot reach the browser's (a container network).
 */
export async function remoteChainHints(
  remotes: RemotesConfig,
  remote: RemoteName,
  reader: JsonReader,
  internalUrls: Partial<Record<RemoteName, string>> = {},
  routePath?: string,
): Promise<PreloadHint[]> {
  const entry = remotes.remotes.find((candidate) => candidate.name === remote)?.entry;
  if (!entry) return [];
  const manifestHint: PreloadHint = { href: entry, as: 'fetch' };
  if (!URL.canParse(entry)) return [manifestHint];
  const manifestBase = new URL('.', entry).href;
  // The hints name the browser's addresses; the manifest is read where this server reaches the remote.
  const internal = internalUrls[remote];
  const readable = internal ? joinUrl(internal, new URL(entry).pathname.replace(/^\/+/, '')) : entry;
  const [read, chunks] = await Promise.all([
    reader.read<FederationManifest>(readable),
    reader.read<RouteChunks>(new URL(ROUTE_CHUNKS_FILE, readable).href),
  ]);
  // Scripts and styles only from a manifest this server could read: Chromium keeps a failed script preload for the
  // page's life and hands it to the runtime's own request, so a remote down now would stay down after Retry.
  if (read.state !== 'found') return [manifestHint];
  const { metaData, exposes } = read.value;
  const publicPath =
    !metaData?.publicPath || metaData.publicPath === 'auto' ? manifestBase : joinUrl(manifestBase, metaData.publicPath);
  const entryFile = metaData?.remoteEntry?.name ?? DEFAULT_REMOTE_ENTRY;
  const entryPath = metaData?.remoteEntry?.path ? `${metaData.remoteEntry.path.replace(/\/+$/, '')}/` : '';
  const routes = exposes?.find((expose) => expose.path === ROUTES_EXPOSE);
  // A remote built before route-chunks.json existed, or a page that is part of the routes module, has no entry.
  const page = chunks.state === 'found' && routePath ? chunks.value[pageChunkName(routePath)] : undefined;
  const files = (kind: 'js' | 'css') => [...(routes?.assets?.[kind]?.sync ?? []), ...(page?.[kind] ?? [])];
  const hints: PreloadHint[] = [
    manifestHint,
    { href: joinUrl(publicPath, `${entryPath}${entryFile}`), as: 'script' },
    ...files('js').map((file): PreloadHint => ({ href: joinUrl(publicPath, file), as: 'script' })),
    ...files('css').map((file): PreloadHint => ({ href: joinUrl(publicPath, file), as: 'style' })),
  ];
  // The page's chunk group repeats a file the routes module already loads (a chunk both use): hinted once.
  return hints.filter((hint, index) => hints.findIndex((other) => other.href === hint.href) === index);
}
