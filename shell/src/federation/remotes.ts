import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemotesConfig, ROUTES_EXPOSE, type RemoteName, type RemotesConfig } from '@icast/contracts';
import type { RouteObject } from 'react-router-dom';
import { isUnavailableRemoteModule } from '../runtime-plugins/remote-unavailable';

export type RemoteLoadResult = { ok: true; routes: RouteObject[] } | { ok: false; reason: string };

let configPromise: Promise<RemotesConfig> | undefined;

/** remotes.json is written at deploy time, so a remote can move without rebuilding the shell. */
export function remotesConfig(): Promise<RemotesConfig> {
  configPromise ??= fetch('/remotes.json', { cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      const config = parseRemotesConfig(await response.json());
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

export async function loadRemoteRoutes(name: RemoteName, retry = false): Promise<RemoteLoadResult> {
  try {
    const config = await remotesConfig();
    const remote = config.remotes.find((candidate) => candidate.name === name);
    if (!remote) return { ok: false, reason: `${name} is not listed in remotes.json` };
    // A forced re-registration drops the failed container so Retry really fetches it again.
    if (retry) registerRemotes([{ name, entry: remote.entry }], { force: true });
    const loaded = await loadRemote<{ routes?: RouteObject[] }>(`${name}/${ROUTES_EXPOSE.slice(2)}`);
    if (isUnavailableRemoteModule(loaded)) return { ok: false, reason: loaded.reason };
    if (!loaded || !Array.isArray(loaded.routes)) return { ok: false, reason: `${name} exposes no routes` };
    return { ok: true, routes: loaded.routes };
  } catch (error) {
    return { ok: false, reason: describe(error) };
  }
}
