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

/**
 * A remote that is down must not take the whole site with it: instead of an exception bubbling out of
 * loadRemote, the region receives a module it recognises and shows its Retry message.
 */
export default function remoteUnavailablePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'icast-remote-unavailable',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[shell] remote ${id} is unavailable: ${reason}`);
      const module: UnavailableRemoteModule = { [REMOTE_UNAVAILABLE]: true, id, reason };
      return module;
    },
  };
}
