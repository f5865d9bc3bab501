import {
  PAYMENT_CONFIG_ELEMENT_ID,
  SERVER_RENDER_GLOBALS,
  SERVER_REQUEST_DATA,
  type PaymentConfig,
} from '@icast/contracts';

/**
 * On the server, what the page being rendered will carry, per request: the shell's server bundle runs each render in
 * an AsyncLocalStorage under this key, so every copy of this library (the shell's and each remote's) reads the same.
 */
export const SERVER_PAGE_DATA = Symbol.for(SERVER_RENDER_GLOBALS.pageData);

interface ServerPageData {
  getStore(): Readonly<Record<string, unknown>> | undefined;
}

/**
 * An answer the document server wrote into the page (`<script type="application/json" id=...>`) instead of the
 * browser asking for it: parsed, or undefined when the page has none (a dev server, an API too slow for the page's
 * cap) or it is not JSON. While the server renders the page, the same values as it will write them.
 */
export function pageData(elementId: string): unknown {
  if (typeof document === 'undefined') {
    return (globalThis as { [SERVER_PAGE_DATA]?: ServerPageData })[SERVER_PAGE_DATA]?.getStore()?.[elementId];
  }
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The payment config as the page carries it: the fee, validity and sandbox flag are on screen in the first render
 * (no stand-in sentence, no TEST MODE ribbon pushing the page down). Readers then ask the API, for a change since.
 */
export function paymentConfigInPage(): PaymentConfig | undefined {
  const value = pageData(PAYMENT_CONFIG_ELEMENT_ID);
  if (typeof value !== 'object' || value === null) return undefined;
  const config = value as Partial<PaymentConfig>;
  return typeof config.testMode === 'boolean' &&
    typeof config.feeNaira === 'number' &&
    typeof config.validityDays === 'number'
    ? (config as PaymentConfig)
    : undefined;
}

function serverText(key: string): string {
  const value = pageData(key);
  return typeof value === 'string' ? value : '';
}

/** The site's own origin (for addresses a page writes out whole): the page's in the browser, the request's on the server. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverText(SERVER_REQUEST_DATA.origin) : window.location.origin;
}

/** The visitor's cookies: the document's in the browser, the request's while the server renders the page. */
export function visitorCookies(): string {
  return typeof document === 'undefined' ? serverText(SERVER_REQUEST_DATA.cookies) : document.cookie;
}
