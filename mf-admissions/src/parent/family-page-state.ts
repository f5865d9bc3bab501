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
