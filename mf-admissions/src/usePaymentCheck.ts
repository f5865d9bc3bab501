import { useEffect, useState } from 'react';
import { fetchApi } from '@icast/api-client';
import { ENDPOINTS, PAYMENT_CONFIRMING_POLL, type VerifyPaymentResponse } from '@icast/contracts';

export type PaymentReceipt = VerifyPaymentResponse['data'];

/**
 * What the server made of a payment the parent came back from: still being checked; Paystack slow to answer (asked
 * again shortly); paid; cancelled at the checkout; not confirmed even after asking for a while; or not paid (or not
 * checkable: no receipt).
 */
export type PaymentCheck =
  | { state: 'checking' }
  | { state: 'confirming'; receipt: PaymentReceipt }
  | { state: 'paid'; receipt: PaymentReceipt }
  | { state: 'cancelled'; receipt: PaymentReceipt }
  | { state: 'unconfirmed'; receipt: PaymentReceipt }
  | { state: 'failed'; receipt?: PaymentReceipt };

async function verifyOnce(reference: string): Promise<PaymentCheck> {
  try {
    const result = await fetchApi(ENDPOINTS.payment.verify, { body: { reference } });
    if (result.success) return { state: 'paid', receipt: result.data };
    if (result.confirming) return { state: 'confirming', receipt: result.data };
    // The parent pressed Cancel on the checkout: nothing was taken.
    return result.data.status === 'abandoned'
      ? { state: 'cancelled', receipt: result.data }
      : { state: 'failed', receipt: result.data };
  } catch {
    return { state: 'failed' };
  }
}

/**
 * Asks the API (which asks Paystack) about the payment `reference`; while Paystack is too slow to say, asks again
 * every few seconds for up to two minutes (the webhook may settle it meanwhile), so the page updates by itself
 * instead of telling the parent a payment failed that may well have gone through. `checkAgain` starts over.
 */
export function usePaymentCheck(reference: string | undefined): { check: PaymentCheck; checkAgain: () => void } {
  const [check, setCheck] = useState<PaymentCheck>(reference ? { state: 'checking' } : { state: 'failed' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!reference) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const ask = async () => {
      const result = await verifyOnce(reference);
      if (!active) return;
      if (result.state === 'confirming' && Date.now() - started < PAYMENT_CONFIRMING_POLL.forMs) {
        setCheck(result);
        timer = setTimeout(() => void ask(), PAYMENT_CONFIRMING_POLL.intervalMs);
        return;
      }
      setCheck(result.state === 'confirming' ? { state: 'unconfirmed', receipt: result.receipt } : result);
    };
    setCheck({ state: 'checking' });
    void ask();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [reference, round]);
  return { check, checkAgain: () => setRound((count) => count + 1) };
}
