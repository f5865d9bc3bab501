import { useCallback, useEffect, useState } from 'react';
import { apiFetch, ApiError, errorText } from './api';

export type Loadable<T> =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  /** The endpoint is not deployed yet (another part of the site): shown as "not available", not an error. */
  | { state: 'missing' }
  | { state: 'ready'; data: T };

/** Loads `path` on mount and whenever it changes; `reload` fetches again. */
export function useApi<T>(path: string | null): [Loadable<T>, () => void, (data: T) => void] {
  const [result, setResult] = useState<Loadable<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let current = true;
    setResult({ state: 'loading' });
    apiFetch<T>(path)
      .then((data) => current && setResult({ state: 'ready', data }))
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) setResult({ state: 'missing' });
        else setResult({ state: 'error', message: errorText(error) });
      });
    return () => {
      current = false;
    };
  }, [path, attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const replace = useCallback((data: T) => setResult({ state: 'ready', data }), []);
  return [result, reload, replace];
}
