import { useEffect, useState } from 'react';
import { GraduationCap } from 'lucide-react';
import { SITE } from '@icast/content';
import { isServerRendered } from '../routing/rendering-mode';

/** The original site's startup delay (docs/product.md#timings-and-thresholds) after the page's load event. */
export const LOADER_DELAY_AFTER_LOAD_MS = 600;

function whenLoaded(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    callback();
    return () => undefined;
  }
  window.addEventListener('load', callback, { once: true });
  return () => window.removeEventListener('load', callback);
}

/**
 * Branded overlay until the page has loaded plus 600 ms, on a page the browser draws itself (a page that arrived as
 * finished HTML is already there: covering it would only hide it). The original site also read its `paymentSuccess` flag here
 * and ignored the value, so nothing is read: only the payment pages use that flag.
 */
export function BrandedLoader() {
  const [visible, setVisible] = useState(() => !isServerRendered());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopListening = whenLoaded(() => {
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
