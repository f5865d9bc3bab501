import { preloadRemote } from '@module-federation/enhanced/runtime';
import { findRouteOwner, ROUTES_EXPOSE } from '@icast/contracts';
import { remotesConfig } from './remotes';

/**
 * Starts fetching remotes.json and the current route's remote (manifest, entry, route chunk) while React
 * itself is still downloading, instead of one after the other once the app has rendered. A failure here is
 * ignored: the region loads the remote again and shows its own Retry message.
 */
export function prefetchRemoteFor(pathname: string): void {
  const owner = findRouteOwner(pathname);
  if (!owner) return;
  void remotesConfig()
    .then(() => preloadRemote([{ nameOrAlias: owner.remote, exposes: [ROUTES_EXPOSE] }]))
    .catch(() => undefined);
}
