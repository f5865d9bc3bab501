import { startTransition, useEffect, useState } from 'react';
import type { SiteContent } from '@icast/contracts';
import { useSiteData } from './site-data';
import { loadSiteContent, siteContentState, subscribeToSiteContent } from './site-content-store';

/**
 * The site's content. Inside the site it is the root route's data (loaded once for the page, on the server or in
 * the browser). Elsewhere (a standalone preview, a component test): libs/content at first paint, then what staff
 * published as soon as the API answers, re-rendering as a transition React renders in slices between the browser's
 * own work; `useSyncExternalStore` would force it to render at once.
 */
export function useSiteContent(): SiteContent {
  const siteData = useSiteData();
  const [content, setContent] = useState(() => siteContentState().content);
  const inSite = siteData !== undefined;
  useEffect(() => {
    if (inSite) return;
    const update = () => startTransition(() => setContent(siteContentState().content));
    const unsubscribe = subscribeToSiteContent(update);
    // The answer may have come between the first render and this subscription.
    update();
    void loadSiteContent();
    return unsubscribe;
  }, [inSite]);
  return siteData?.siteContent ?? content;
}
