import { useCallback, useEffect, useRef, useState } from 'react';
import {
  errorMessage,
  fetchApi,
  type JsonEndpoint,
  type RequestArguments,
  type RequestOptions,
} from '@icast/api-client';
import { roleMayCall, type Endpoint, type ResultOf } from '@icast/contracts';
import { useAuth } from './identity/AuthContext';

export type Loadable<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T };

export const NOT_FOR_YOUR_ROLE = "Your role doesn't allow this.";

/**
 * Loads a GET endpoint on mount and whenever its parameters or query change; `reload` fetches again (the data on
 * screen stays until the new answer), `replace`
 * shows data the page already has (after an edit). A failure carries the server's message, 404 included. An
 * endpoint the member's role may not call is never called: it fails at once with NOT_FOR_YOUR_ROLE.
 */
export function useApi<E extends Endpoint>(
  endpoint: JsonEndpoint<E>,
  ...request: RequestArguments<E>
): [Loadable<ResultOf<E>>, () => void, (data: ResultOf<E>) => void] {
  const [result, setResult] = useState<Loadable<ResultOf<E>>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Compared by value: pages build the request object afresh on every render.
  const requestKey = JSON.stringify(request[0] ?? {});
  const { auth } = useAuth();
  const allowed = auth.status !== 'signed-in' || roleMayCall(auth.user.role, endpoint);
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!allowed) {
      setResult({ state: 'error', message: NOT_FOR_YOUR_ROLE });
      return undefined;
    }
    const controller = new AbortController();
    const options = { ...(JSON.parse(requestKey) as object), signal: controller.signal } as RequestOptions<E>;
    // A reload of what is on screen keeps it there until the new answer comes (no flash, and messages the page
    // just showed next to it stay); other parameters start from "Loading".
    const key = `${endpoint.method} ${endpoint.path} ${requestKey}`;
    setResult((current) => (current.state === 'ready' && shown.current === key ? current : { state: 'loading' }));
    shown.current = key;
    fetchApi<E>(endpoint, ...([options] as RequestArguments<E>)).then(
      (data) => !controller.signal.aborted && setResult({ state: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setResult({ state: 'error', message: errorMessage(error) }),
    );
    return () => controller.abort();
  }, [endpoint, requestKey, attempt, allowed]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const replace = useCallback((data: ResultOf<E>) => setResult({ state: 'ready', data }), []);
  return [result, reload, replace];
}

/** The same loading or error state, or the loaded data reshaped (e.g. an answer's rows under another name). */
export function mapLoadable<T, U>(result: Loadable<T>, map: (data: T) => U): Loadable<U> {
  return result.state === 'ready' ? { state: 'ready', data: map(result.data) } : result;
}
