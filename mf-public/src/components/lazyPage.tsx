import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';

/** The shell's loading bar (styled by the shell), shown while a page's own chunk downloads. */
function PageChunkLoading() {
  return (
    <div className="icast-page-loading" role="status" aria-live="polite">
      <span className="icast-visually-hidden">Loading...</span>
      <span className="icast-page-loading__bar" aria-hidden="true" />
    </div>
  );
}

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
    <Suspense fallback={<PageChunkLoading />}>
      <Page />
    </Suspense>
  );
}
