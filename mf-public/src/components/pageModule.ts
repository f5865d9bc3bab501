import type { ComponentType } from 'react';

/**
 * A route's `lazy` for a page that is a chunk of its own: a visitor downloads the page they opened, not all sixteen.
 * React Router loads it before it renders the route (on the server, at hydration and on a navigation alike), so the
 * page is drawn at once, never behind a loading placeholder that the server's HTML would have to stream in later.
 */
export function pageModule<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): () => Promise<{ Component: ComponentType }> {
  return () => load().then((module) => ({ Component: module[name] }));
}
