import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@icast/api-client';

export type Notice = { tone: 'success' | 'error'; text: string };

/** What a section of the family's page shows: loaded on mount and after each change, or why it could not be. */
export function useFamilyData<T>(load: () => Promise<T>) {
  const [state, setState] = useState<{ value?: T; problem?: string }>({});
  const reload = useCallback(
    () =>
      load().then(
        (value) => setState({ value }),
        (error: unknown) => setState({ problem: errorMessage(error) }),
      ),
    [load],
  );
  useEffect(() => {
    let active = true;
    load().then(
      (value) => active && setState({ value }),
      (error: unknown) => active && setState({ problem: errorMessage(error) }),
    );
    return () => {
      active = false;
    };
  }, [load]);
  return { ...state, reload };
}

/** One change at a time on a family's page: busy while it runs, then what happened (or why not) to announce. */
export function useFamilyAction(afterwards: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | undefined>();
  const act = async (action: () => Promise<string>) => {
    setBusy(true);
    setNotice(undefined);
    try {
      const done = await action();
      await afterwards();
      setNotice({ tone: 'success', text: done });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
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
