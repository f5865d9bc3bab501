import { useEffect } from 'react';

/** Several overlays (consent banner, chat) may lock at once; the page scrolls again when the last one lets go. */
let lockCount = 0;

export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    lockCount += 1;
    document.documentElement.classList.add('icast-scroll-locked');
    return () => {
      lockCount -= 1;
      if (lockCount === 0) document.documentElement.classList.remove('icast-scroll-locked');
    };
  }, [locked]);
}
