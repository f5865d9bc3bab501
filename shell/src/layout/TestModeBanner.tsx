import { useEffect, useState } from 'react';
import { fetchApi, paymentConfigInPage } from '@icast/api-client';
import { ENDPOINTS } from '@icast/contracts';

/**
 * PAYMENT_MODE=sandbox: no payment on this site is real, and every page says so, so nobody takes a test site for
 * the school's. From the payment config the page carries (shown in the first render, above the header, so it never
 * pushes the page down), then once from the API; if both fail, the payment pages still say TEST MODE themselves.
 */
export function TestModeBanner() {
  const [testMode, setTestMode] = useState(() => paymentConfigInPage()?.testMode ?? false);
  useEffect(() => {
    let active = true;
    fetchApi(ENDPOINTS.payment.config).then(
      (config) => active && setTestMode(config.testMode),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  if (!testMode) return null;
  return (
    <section className="icast-test-mode" aria-label="Test mode" data-testid="test-mode-banner">
      <p className="icast-container icast-test-mode__text">
        <strong>TEST MODE</strong> Payments on this site go to a built-in sandbox: no real money moves.
      </p>
    </section>
  );
}
