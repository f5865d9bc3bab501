import { loadScriptNode, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The longest one file of a remote's server bundle may take to arrive before its load is given up. */
export const REMOTE_FILE_TIMEOUT_MS = 2_500;

/** A remote's file over HTTP, never waited for past the cap, and only a 2xx answer counts as the file. */
async function remoteFile(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_FILE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/**
 * On the server, the federation runtime fetches the remotes' server bundles (their entry and chunks) with a time cap:
 * a remote that hangs costs a page a few seconds once (then it is drawn by the browser), never a request held open.
 */
export default function serverFetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'icast-server-fetch',
    fetch: (url, init) => remoteFile(url, init),
    async loadEntry({ remoteInfo }) {
      // The default Node loader, with the fetch above instead of one that waits for ever.
      const loaderHook = { fetch: remoteFile, lifecycle: { fetch: { emit: remoteFile } } };
      return loadScriptNode(remoteInfo.entry, {
        attrs: { name: remoteInfo.name, globalName: remoteInfo.entryGlobalName, type: remoteInfo.type },
        loaderHook,
      } as unknown as Parameters<typeof loadScriptNode>[1]);
    },
  };
}
