import { formatNaira } from '@icast/content';
import { Alert } from '@icast/ui';
import type { PaymentConfigState } from '../usePaymentConfig';
import { TestModeBanner } from './TestModeBanner';

/** The fee box: price, what it buys, how long it lasts and for which session. */
export function FeeSummary({ payment }: { payment: PaymentConfigState }) {
  if (payment.state === 'loading') {
    return (
      <p className="adm-fee adm-fee--loading" aria-busy="true">
        Loading the application fee…
      </p>
    );
  }
  if (payment.state === 'error') {
    return (
      <Alert tone="warning" title="We could not load the application fee">
        Please refresh the page in a moment. ({payment.message})
      </Alert>
    );
  }
  const { config } = payment;
  return (
    <div className="adm-fee">
      {config.testMode && <TestModeBanner />}
      <p className="adm-fee__label">Application form fee, {config.academicYear} session</p>
      <p className="adm-fee__amount" data-testid="application-fee">
        {formatNaira(config.feeNaira)}
      </p>
      <ul className="adm-fee__facts">
        <li>Valid for {config.validityDays} days from payment</li>
        <li>No processing fee</li>
        <li>Card, bank transfer or USSD, secured by Paystack</li>
      </ul>
    </div>
  );
}
