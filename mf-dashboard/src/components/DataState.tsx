import type { ReactNode } from 'react';
import { Alert, Button } from '@icast/ui';
import type { Loadable } from '../useApi';

interface DataStateProps<T> {
  result: Loadable<T>;
  loadingText?: string;
  /** What this page shows, for the error's title: "Could not load contact messages". */
  what: string;
  onRetry?: () => void;
  children: (data: T) => ReactNode;
}

/** Loading, error (the server's message, with retry) and loaded states, the same on every page. */
export function DataState<T>({ result, loadingText = 'Loading...', what, onRetry, children }: DataStateProps<T>) {
  if (result.state === 'loading') return <p role="status">{loadingText}</p>;
  if (result.state === 'error') {
    return (
      <Alert tone="error" title={`Could not load ${what.toLowerCase()}`}>
        <p>{result.message}</p>
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Alert>
    );
  }
  return <>{children(result.data)}</>;
}
