import { useEffect, useState } from 'react';
import { fetchApi } from '@icast/api-client';
import { ENDPOINTS, type PaymentConfig } from '@icast/contracts';

export type PaymentConfigState =
  | { state: 'loading' }
  | { state: 'ready'; config: PaymentConfig }
  | { state: 'error'; message: string };

/** The one fee, validity and academic year every admissions page shows: always from the API, never hard-coded. */
export function usePaymentConfig(): PaymentConfigState {
  const [result, setResult] = useState<PaymentConfigState>({ state: 'loading' });
  useEffect(() => {
    let active = true;
    fetchApi(ENDPOINTS.payment.config).then(
      (config) => active && setResult({ state: 'ready', config }),
      (error: Error) => active && setResult({ state: 'error', message: error.message }),
    );
    return () => {
      active = false;
    };
  }, []);
  return result;
}
