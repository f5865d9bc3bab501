import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { RemoteName } from '@icast/contracts';
import { loadRemoteRoutes } from './remotes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';

type RegionState =
  | { status: 'loading' }
  | { status: 'ready'; routes: RouteObject[] }
  | { status: 'failed'; reason: string };

function RemoteRoutes({ routes, notFound }: { routes: RouteObject[]; notFound: ReactNode }) {
  return useRoutes(routes) ?? notFound;
}

interface Props {
  remote: RemoteName;
  notFound: ReactNode;
  loading: ReactNode;
}

/** One remote's part of the page: loads its routes at runtime and contains its failures. */
export function RemoteRegion({ remote, notFound, loading }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RegionState>({ status: 'loading' });
  const { pathname } = useLocation();

  useEffect(() => {
    let current = true;
    void loadRemoteRoutes(remote, attempt > 0).then((result) => {
      if (!current) return;
      // The remote's page is most of the screen: rendered as a transition, in slices the browser can paint between.
      startTransition(() =>
        setState(result.ok ? { status: 'ready', routes: result.routes } : { status: 'failed', reason: result.reason }),
      );
    });
    return () => {
      current = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  const unavailable = (reason: string) => <RemoteUnavailable reason={reason} onRetry={retry} />;

  return (
    <div data-remote={remote} data-remote-status={state.status}>
      {state.status === 'loading' && loading}
      {state.status === 'failed' && unavailable(state.reason)}
      {state.status === 'ready' && (
        <RemoteErrorBoundary resetKey={`${attempt}:${pathname}`} fallback={unavailable}>
          <RemoteRoutes routes={state.routes} notFound={notFound} />
        </RemoteErrorBoundary>
      )}
    </div>
  );
}
