import { useState } from 'react';
import { errorMessage } from '@icast/api-client';

export type ActionNotice = { tone: 'success' | 'error'; text: string } | undefined;

/**
 * A staff action on a page: one at a time (`busy`), its outcome as a notice (the success text the action returns,
 * or the server's message), and the page's data reloaded after a success.
 */
export function useAction(reload: () => void) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ActionNotice>();
  async function act(action: () => Promise<string>): Promise<void> {
    setBusy(true);
    try {
      setNotice({ tone: 'success', text: await action() });
      reload();
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }
  return { busy, notice, setNotice, act };
}
