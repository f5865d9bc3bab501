import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatLagosDate, formatNaira } from '@icast/content';
import { Button, buttonClassName } from '@icast/ui';
import { FormDownloads } from '../components/FormDownloads';
import { TestModeBanner } from '../components/TestModeBanner';
import { type PaymentReceipt, usePaymentCheck } from '../usePaymentCheck';
import { usePaymentConfig } from '../usePaymentConfig';
import { forgetPayer } from './PaymentPage';

/** The browser flag the original site kept (docs/product.md#the-paymentsuccess-flag): 'true' after a verified payment, else 'false'. */
export const PAYMENT_SUCCESS_KEY = 'paymentSuccess';

function remember(success: boolean): void {
  try {
    localStorage.setItem(PAYMENT_SUCCESS_KEY, String(success));
  } catch {
    // Private browsing can refuse storage; the page itself does not depend on it.
  }
}

const formatDate = (iso: string | undefined) => (iso ? formatLagosDate(iso) : '');

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref') ?? '';
  const payment = usePaymentConfig();
  const { check, checkAgain } = usePaymentCheck(reference || undefined);

  // Once the answer is final (Paystack slow: not while it is still being asked), the original site's flag.
  // Paid: the details kept for a second try are not needed any more.
  useEffect(() => {
    if (check.state !== 'checking' && check.state !== 'confirming') remember(check.state === 'paid');
    if (check.state === 'paid') forgetPayer();
  }, [check.state]);

  const testMode = payment.state === 'ready' && payment.config.testMode;
  return (
    <section id="first-section" className="icast-container adm-page" aria-labelledby="verify-heading">
      {testMode && <TestModeBanner />}
      {(check.state === 'checking' || check.state === 'confirming') && (
        <div className="adm-panel adm-center" aria-busy="true">
          <h1 id="verify-heading">Confirming your payment…</h1>
          <p role="status">
            {check.state === 'confirming'
              ? 'Paystack has not confirmed your payment yet. This page will update by itself in a moment: please do not pay again.'
              : 'Please wait while we confirm your payment with Paystack. Do not pay again.'}
          </p>
          <span className="adm-spinner" aria-hidden="true" />
        </div>
      )}
      {check.state === 'unconfirmed' && (
        <div className="adm-panel adm-center">
          <h1 id="verify-heading">Payment not confirmed yet</h1>
          <p role="alert">
            Paystack has still not confirmed this payment. If money left your account, do not pay again: press{' '}
            <strong>Check again</strong> in a few minutes, or quote reference <code>{reference}</code> when you contact
            us.
          </p>
          <p className="adm-actions">
            <Button variant="primary" onClick={checkAgain}>
              Check again
            </Button>
          </p>
        </div>
      )}
      {check.state === 'failed' && (
        <div className="adm-panel adm-center adm-panel--error">
          <h1 id="verify-heading">Payment Verification Failed</h1>
          <p role="alert">We couldn't confirm your transaction. Please try again or contact support</p>
          {reference && (
            <p className="adm-small">
              If money left your account, do not pay again: press <strong>Check again</strong> in a minute, or quote
              reference <code>{reference}</code> when you contact us.
            </p>
          )}
          <p className="adm-actions">
            {reference && (
              <Button variant="primary" onClick={checkAgain}>
                Check again
              </Button>
            )}
            <Link className={buttonClassName('outline')} to="/">
              Go back
            </Link>
          </p>
        </div>
      )}
      {check.state === 'cancelled' && (
        <div className="adm-panel adm-center">
          <h1 id="verify-heading">Payment cancelled</h1>
          <p role="status">
            You cancelled the payment, so nothing was charged. You can try again whenever you are ready.
          </p>
          <p className="adm-actions">
            <Link className={buttonClassName('primary')} to="/payment">
              Try again
            </Link>
            <Link className={buttonClassName('outline')} to="/admission">
              Back to admission
            </Link>
          </p>
        </div>
      )}
      {check.state === 'paid' && <Receipt receipt={check.receipt} />}
    </section>
  );
}

function Receipt({ receipt }: { receipt: PaymentReceipt }) {
  return (
    <div className="adm-panel">
      <p className="adm-success-mark" aria-hidden="true">
        ✓
      </p>
      <h1 id="verify-heading" className="adm-center">
        Payment successful
      </h1>
      <p className="adm-center">Thank you, {receipt.first_name}. Your application form is ready.</p>
      <dl className="adm-receipt" aria-label="Receipt">
        <dt>Reference</dt>
        <dd data-testid="receipt-reference">{receipt.reference}</dd>
        <dt>Amount paid</dt>
        <dd data-testid="receipt-amount">{formatNaira(receipt.amount)}</dd>
        <dt>Date</dt>
        <dd>{formatDate(receipt.paidAt)}</dd>
        <dt>Forms valid until</dt>
        <dd>{formatDate(receipt.expiresAt)}</dd>
      </dl>
      <p className="adm-small">Keep the reference: you can download the forms again on the Download forms page.</p>
      <FormDownloads reference={receipt.reference} />
      <p className="adm-actions">
        <Link className={buttonClassName('outline')} to="/online-application">
          Apply online instead
        </Link>
      </p>
    </div>
  );
}
