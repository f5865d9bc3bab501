import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the stand-in module returned when a remote cannot be loaded. */
export const REMOTE_UNAVAILABLE = '__icastRemoteUnavailable';

export interface UnavailableRemoteModule {
  [REMOTE_UNAVAILABLE]: true;
  id: string;
  reason: string;
}

export function isUnavailableRemoteModule(value: unknown): value is UnavailableRemoteModule {
  return typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;
}

/** The folders of remotes the visitor pressed Retry for, with the attempt's mark. */
const retried = new Map<string, string>();

/**
 * After Retry, the remote's scripts are asked for at an address of their own (`?retry=`): Chrome answers a script
 * whose preload failed with that failure, without asking the network, for the rest of the page's life, so the
 * remote's `remoteEntry.js` and routes chunk could never load again at their usual address.
 */
export function fetchRemoteAfresh(folder: string): void {
  retried.set(folder, Date.now().toString(36));
}

/** `url` with the Retry mark of the remote it belongs to, or undefined when it is not a retried remote's. */
export function afreshUrl(url: string): string | undefined {
  for (const [folder, mark] of retried) {
    if (url.startsWith(folder)) return `${url}${url.includes('?') ? '&' : '?'}retry=${mark}`;
  }
  return undefined;
}

/**
 * A remote that is down must not take the whole site with it: instead of an exception bubbling out of
 * loadRemote, the region receives a module it recognises and shows its Retry message.
 */
export default function remoteUnavailablePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'icast-remote-unavailable',
    createScript({ url, attrs }) {
      const fresh = afreshUrl(url);
      if (!fresh || typeof document === 'undefined') return undefined;
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (typeof value === 'string') script.setAttribute(name, value);
      }
      script.src = fresh;
      return script;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[shell] remote ${id} is unavailable: ${reason}`);
      const module: UnavailableRemoteModule = { [REMOTE_UNAVAILABLE]: true, id, reason };
      return module;
    },
  };
}
