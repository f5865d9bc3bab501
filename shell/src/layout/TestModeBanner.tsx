import { useSiteData } from '@icast/site-content';

/**
 * PAYMENT_MODE=sandbox: no payment on this site is real, and every page says so, so nobody takes a test site for
 * the school's. From the payment config of the page's frame data (loaded with the page, so it is in the first render,
 * above the header, and never pushes the page down); when it could not be read, the payment pages still say TEST
 * MODE themselves.
 */
export function TestModeBanner() {
  const testMode = useSiteData()?.paymentConfig?.testMode ?? false;
  if (!testMode) return null;
  return (
    <section className="icast-test-mode" aria-label="Test mode" data-testid="test-mode-banner">
      <p className="icast-container icast-test-mode__text">
        <strong>TEST MODE</strong> Payments on this site go to a built-in sandbox: no real money moves.
      </p>
    </section>
  );
}
