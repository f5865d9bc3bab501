import { useEffect, useState } from 'react';
import { GraduationCap } from 'lucide-react';
import { SITE } from '@icast/content';

/** The spec's startup delay after the page's load event. */
export const LOADER_DELAY_AFTER_LOAD_MS = 600;

/** The flag the original site read before showing the page (the payment pages set it). */
export const PAYMENT_FLAG_KEY = 'paymentSuccess';

/** Storage can throw (private mode, blocked cookies); the page must load anyway. */
export function readStoredFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function whenLoaded(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    callback();
    return () => undefined;
  }
  window.addEventListener('load', callback, { once: true });
  return () => window.removeEventListener('load', callback);
}

/** Branded overlay until the page has loaded plus 600 ms and the stored flag has been read. */
export function BrandedLoader() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopListening = whenLoaded(() => {
      readStoredFlag(PAYMENT_FLAG_KEY);
      timer = setTimeout(() => setVisible(false), LOADER_DELAY_AFTER_LOAD_MS);
    });
    return () => {
      stopListening();
      if (timer) clearTimeout(timer);
    };
  }, []);
  if (!visible) return null;
  return (
    <div className="icast-loader" role="status" aria-live="polite" data-testid="branded-loader">
      <span className="icast-loader__mark" aria-hidden="true">
        <GraduationCap size={40} />
      </span>
      <span className="icast-loader__name">{SITE.fullName}</span>
      <span className="icast-visually-hidden">Loading...</span>
    </div>
  );
}
