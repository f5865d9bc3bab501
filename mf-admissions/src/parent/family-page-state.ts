import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { ApiRequestError, errorMessage } from '@icast/api-client';

export type Notice = { tone: 'success' | 'error'; text: string };

/**
 * What the family's page does when a request says its session is over (401: signed out in another tab, or a newer
 * link was asked for): the whole page signs out with the server's reason, instead of each section failing alone.
 */
export const FamilySessionEnded = createContext<(problem: string) => void>(() => undefined);

/** Hands a failure to the page when it means the session ended; answers whether it did. */
export function useSessionEndedCheck(): (error: unknown) => boolean {
  const ended = useContext(FamilySessionEnded);
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiRequestError) || error.statusCode !== 401) return false;
      ended(error.message);
      return true;
    },
    [ended],
  );
}

/** What a section of the family's page shows: loaded on mount and after each change, or why it could not be. */
export function useFamilyData<T>(load: () => Promise<T>) {
  const [state, setState] = useState<{ value?: T; problem?: string }>({});
  const sessionEnded = useSessionEndedCheck();
  const reload = useCallback(
    () =>
      load().then(
        (value) => setState({ value }),
        (error: unknown) => {
          if (!sessionEnded(error)) setState({ problem: errorMessage(error) });
        },
      ),
    [load, sessionEnded],
  );
  useEffect(() => {
    let active = true;
    load().then(
      (value) => active && setState({ value }),
      (error: unknown) => {
        if (active && !sessionEnded(error)) setState({ problem: errorMessage(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [load, sessionEnded]);
  return { ...state, reload };
}

/** One change at a time on a family's page: busy while it runs, then what happened (or why not) to announce. */
export function useFamilyAction(afterwards: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | undefined>();
  const sessionEnded = useSessionEndedCheck();
  const act = async (action: () => Promise<string>) => {
    setBusy(true);
    setNotice(undefined);
    try {
      const done = await action();
      await afterwards();
      setNotice({ tone: 'success', text: done });
    } catch (error) {
      if (!sessionEnded(error)) setNotice({ tone: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, notice, act };
}

/** Coming back to the tab reloads at most this often: switching apps back and forth costs nothing. */
export const RETURN_REFRESH_GAP_MS = 15_000;
/** While the page stays open and visible, it looks again this often. */
export const VISIBLE_REFRESH_EVERY_MS = 120_000;

/**
 * Calls `refresh` when the family comes back to the page (the tab shown again, the window focused) and now and then
 * while it is on screen, never more often than RETURN_REFRESH_GAP_MS and never while hidden: a decision made at the
 * office shows without a reload, for a handful of small requests an hour.
 */
export function useRefreshOnReturn(refresh: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let last = Date.now();
    const refreshIfDue = () => {
      if (document.visibilityState === 'hidden' || Date.now() - last < RETURN_REFRESH_GAP_MS) return;
      last = Date.now();
      refresh();
    };
    document.addEventListener('visibilitychange', refreshIfDue);
    window.addEventListener('focus', refreshIfDue);
    const timer = setInterval(refreshIfDue, VISIBLE_REFRESH_EVERY_MS);
    return () => {
      document.removeEventListener('visibilitychange', refreshIfDue);
      window.removeEventListener('focus', refreshIfDue);
      clearInterval(timer);
    };
  }, [refresh, enabled]);
}
