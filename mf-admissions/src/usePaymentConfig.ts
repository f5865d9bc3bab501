import { useEffect, useState } from 'react';
import { fetchApi, paymentConfigInPage } from '@icast/api-client';
import { ENDPOINTS, type PaymentConfig } from '@icast/contracts';
import { useSiteData } from '@icast/site-content';

export type PaymentConfigState =
  | { state: 'loading' }
  | { state: 'ready'; config: PaymentConfig }
  | { state: 'error'; message: string };

const UNKNOWN_FEE = 'the application fee could not be read just now';

/**
 * The one fee, validity and academic year every admissions page shows: always from the API, never hard-coded. Inside
 * the site, the frame's payment config (loaded once with the page); elsewhere the page's copy at once, then the API's.
 */
export function usePaymentConfig(): PaymentConfigState {
  const inSite = useSiteData();
  const [result, setResult] = useState<PaymentConfigState>(() => {
    const inPage = paymentConfigInPage();
    return inPage ? { state: 'ready', config: inPage } : { state: 'loading' };
  });
  useEffect(() => {
    if (inSite) return;
    let active = true;
    fetchApi(ENDPOINTS.payment.config).then(
      (config) => active && setResult({ state: 'ready', config }),
      (error: Error) =>
        active && setResult((shown) => (shown.state === 'ready' ? shown : { state: 'error', message: error.message })),
    );
    return () => {
      active = false;
    };
  }, [inSite]);
  if (inSite) {
    const config = inSite.paymentConfig;
    return config ? { state: 'ready', config } : { state: 'error', message: UNKNOWN_FEE };
  }
  return result;
}
