import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '@icast/ui';

interface Shown {
  text: string;
  /** Take the focus: the control that had it (an edit form's Save, a row's Delete) is gone. */
  focus: boolean;
  /** A new value each time, so the same words said twice are announced and focused again. */
  at: number;
}

/**
 * What just happened ("The FAQ ... is saved"), announced politely (role=status) and, when the control the member
 * used has left the page, given the focus, so a keyboard or screen-reader user is not dropped at the top.
 */
export function useConfirmation() {
  const [shown, setShown] = useState<Shown>();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown?.focus) box.current?.focus();
  }, [shown]);
  const confirm = useCallback((text: string, { focus = false } = {}) => setShown({ text, focus, at: Date.now() }), []);
  const clear = useCallback(() => setShown(undefined), []);
  const element = shown ? (
    <div ref={box} tabIndex={-1} className="dash-confirmation" key={shown.at}>
      <Alert tone="success">{shown.text}</Alert>
    </div>
  ) : null;
  return { confirm, clear, element };
}
