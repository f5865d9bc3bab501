import { startTransition, useEffect, useState } from 'react';
import type { SiteContent } from '@icast/contracts';
import { loadSiteContent, siteContentState, subscribeToSiteContent } from './site-content-store';

/**
 * The site's content: libs/content at first paint, then what staff published, as soon as the API answers. The
 * answer re-renders every page part that reads it (on the home page, most of the page), so it is a transition that
 * React renders in slices between the browser's own work, not one long task; `useSyncExternalStore` would force it
 * to render at once.
 */
export function useSiteContent(): SiteContent {
  const [content, setContent] = useState(() => siteContentState().content);
  useEffect(() => {
    const update = () => startTransition(() => setContent(siteContentState().content));
    const unsubscribe = subscribeToSiteContent(update);
    // The answer may have come between the first render and this subscription.
    update();
    void loadSiteContent();
    return unsubscribe;
  }, []);
  return content;
}
