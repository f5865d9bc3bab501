import { useEffect, useSyncExternalStore } from 'react';
import type { SiteContent } from '@icast/contracts';
import { loadSiteContent, siteContentState, subscribeToSiteContent } from './site-content-store';

/** The site's content: libs/content at first paint, then what staff published, as soon as the API answers. */
export function useSiteContent(): SiteContent {
  const state = useSyncExternalStore(subscribeToSiteContent, siteContentState, siteContentState);
  useEffect(() => {
    void loadSiteContent();
  }, []);
  return state.content;
}
