import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router-dom';
import { fetchApi, paymentConfigInPage } from '@icast/api-client';
import { ENDPOINTS, type PaymentConfig, type SiteContent } from '@icast/contracts';
import { loadSiteContent, siteContentState } from './site-content-store';

/** The id of the shell's root route, whose loader gives every page its frame's data. */
export const SITE_DATA_ROUTE_ID = 'root';

/** What every page's frame shows: the content staff publish and the payment config (the fee, the sandbox flag). */
export interface SiteData {
  siteContent: SiteContent;
  /** Null when the API could not say (the pages then say so or ask the office). */
  paymentConfig: PaymentConfig | null;
}

/**
 * The root route's loader, on the server for the first page (from what the document server read for it) and in the
 * browser for a page it draws itself (from the page's copy, else the API): loaded once per page, written into the
 * page once, never fetched again when the page is taken over in the browser.
 */
export async function loadSiteData(): Promise<SiteData> {
  const siteContent = async () => {
    if (typeof window !== 'undefined' && siteContentState().source === 'defaults') await loadSiteContent();
    return siteContentState().content;
  };
  const paymentConfig = async () =>
    paymentConfigInPage() ??
    (typeof window === 'undefined' ? null : await fetchApi(ENDPOINTS.payment.config).catch(() => null));
  const [content, config] = await Promise.all([siteContent(), paymentConfig()]);
  return { siteContent: content, paymentConfig: config };
}

function isSiteData(value: unknown): value is SiteData {
  return typeof value === 'object' && value !== null && 'siteContent' in value && 'paymentConfig' in value;
}

/**
 * The root route's data inside the site's data router (the shell's, on the server and in the browser); undefined
 * elsewhere (a remote's standalone preview, a component test), where the readers fall back to the page or the API.
 */
export function useSiteData(): SiteData | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const data = state?.loaderData[SITE_DATA_ROUTE_ID];
  return isSiteData(data) ? data : undefined;
}
