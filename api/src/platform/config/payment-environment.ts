import type { NodeEnv, PaymentsConfig } from './app-config';

export const PAYMENT_MODES = ['paystack', 'sandbox'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/**
 * PAYMENT_MODE and PAYSTACK_SECRET_KEY; problems are pushed for validateEnvironment to report together.
 * Fails closed: production takes payments through Paystack unless PAYMENT_MODE=sandbox says otherwise in so many
 * words, so a forgotten key stops the API instead of opening a sandbox where anyone can "pay".
 * Without either outside production, the sandbox runs as before (a local try-out needs no Paystack account).
 */
export function readPaymentMode(
  read: (name: string) => string | undefined,
  nodeEnv: NodeEnv | string,
  problems: string[],
): Pick<PaymentsConfig, 'mode' | 'paystackSecretKey'> {
  const paystackSecretKey = read('PAYSTACK_SECRET_KEY');
  if (paystackSecretKey !== undefined && !/^sk_(test|live)_\w+$/.test(paystackSecretKey)) {
    problems.push('PAYSTACK_SECRET_KEY must look like sk_test_... or sk_live_...');
  }

  const requested = read('PAYMENT_MODE');
  let mode: PaymentMode = paystackSecretKey !== undefined || nodeEnv === 'production' ? 'paystack' : 'sandbox';
  if (requested !== undefined) {
    if ((PAYMENT_MODES as readonly string[]).includes(requested)) mode = requested as PaymentMode;
    else problems.push(`PAYMENT_MODE must be one of ${PAYMENT_MODES.join(', ')} (got "${requested}")`);
  }

  if (mode === 'paystack' && paystackSecretKey === undefined) {
    problems.push(
      requested === undefined
        ? 'PAYSTACK_SECRET_KEY is required in production (or PAYMENT_MODE=sandbox for a test site that takes no money)'
        : 'PAYSTACK_SECRET_KEY is required when PAYMENT_MODE=paystack',
    );
  }
  if (mode === 'sandbox' && paystackSecretKey !== undefined) {
    problems.push('PAYMENT_MODE=sandbox and PAYSTACK_SECRET_KEY are both set: remove one');
  }
  return { mode, paystackSecretKey: mode === 'paystack' ? paystackSecretKey : undefined };
}
