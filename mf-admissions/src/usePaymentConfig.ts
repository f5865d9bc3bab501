import { useEffect, useState } from 'react';
import { fetchApi, paymentConfigInPage } from '@icast/api-client';
import { ENDPOINTS, type PaymentConfig } from '@icast/contracts';

export type PaymentConfigState =
  | { state: 'loading' }
  | { state: 'ready'; config: PaymentConfig }
  | { state: 'error'; message: string };

/**
 * The one fee, validity and academic year every admissions page shows: always from the API, never hard-coded. The
 * page's copy (written by the document server) is shown at once; the API's answer follows and wins.
 */
export function usePaymentConfig(): PaymentConfigState {
  const [result, setResult] = useState<PaymentConfigState>(() => {
    const inPage = paymentConfigInPage();
    return inPage ? { state: 'ready', config: inPage } : { state: 'loading' };
  });
  useEffect(() => {
    let active = true;
    fetchApi(ENDPOINTS.payment.config).then(
      (config) => active && setResult({ state: 'ready', config }),
      (error: Error) =>
        active && setResult((shown) => (shown.state === 'ready' ? shown : { state: 'error', message: error.message })),
    );
    return () => {
      active = false;
    };
  }, []);
  return result;
}
