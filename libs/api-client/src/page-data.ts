import { PAYMENT_CONFIG_ELEMENT_ID, type PaymentConfig } from '@icast/contracts';

/**
 * An answer the document server wrote into the page (`<script type="application/json" id=...>`) instead of the
 * browser asking for it: parsed, or undefined when the page has none (a dev server, an API too slow for the page's
 * cap) or it is not JSON.
 */
export function pageData(elementId: string): unknown {
  const text = typeof document === 'undefined' ? null : document.getElementById(elementId)?.textContent;
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
