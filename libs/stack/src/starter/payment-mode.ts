/** What the start-up lines say when the starter chose the sandbox. */
export const SANDBOX_NOTE =
  'payments: no PAYSTACK_SECRET_KEY or PAYMENT_MODE given, so PAYMENT_MODE=sandbox (TEST MODE on every page, ' +
  'no real money moves)';

/**
 * The API refuses to start in production with neither a Paystack key nor PAYMENT_MODE (it fails closed). A site
 * started here on this machine (`npm start`, the browser suite, bench) is a try-out, so when neither is given, in
 * the API environment or this process's own, it asks for the sandbox in so many words and says so.
 */
export function withPaymentMode(
  apiEnv: NodeJS.ProcessEnv = {},
  inherited: NodeJS.ProcessEnv = process.env,
): { apiEnv: NodeJS.ProcessEnv; note?: string } {
  const given = (name: string) => Boolean((apiEnv[name] ?? inherited[name])?.trim());
  if (given('PAYSTACK_SECRET_KEY') || given('PAYMENT_MODE')) return { apiEnv };
  return { apiEnv: { ...apiEnv, PAYMENT_MODE: 'sandbox' }, note: SANDBOX_NOTE };
}
