import { startTransition, useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; value: T };

type Settled<T> = { key: string } & ({ status: 'error'; message: string } | { status: 'loaded'; value: T });

/**
 * Loads `load()` whenever `key` changes and reports loading / error / loaded. The result remembers which key it
 * belongs to, so a new key reads as loading at once without a state update inside the effect. The result renders as
 * a transition: in slices, so a list arriving never blocks a tap or the page's first paints.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): LoadState<T> {
  const [settled, setSettled] = useState<Settled<T> | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((value) => startTransition(() => setSettled({ key, status: 'loaded', value })))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        startTransition(() => setSettled({ key, status: 'error', message: (error as Error).message }));
      });
    return () => controller.abort();
    // The key names everything the loader reads, so the loader itself is not a dependency.
  }, [key]);
  if (!settled || settled.key !== key) return { status: 'loading' };
  return settled.status === 'loaded'
    ? { status: 'loaded', value: settled.value }
    : { status: 'error', message: settled.message };
}
