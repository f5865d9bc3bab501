import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { PageLoading } from '@icast/ui';

/**
 * A route element whose page is a chunk of its own, fetched when the route first renders: a visitor
 * downloads the page they opened, not all sixteen.
 */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): ReactElement {
  const Page = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
