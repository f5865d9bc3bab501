import type { PageQuery } from '../platform/paging';

/** POST /api/payment/initialize */
export interface InitializePaymentRequest {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export interface InitializePaymentResponse {
  reference: string;
  authorization_url: string;
  testMode: boolean;
}

/**
 * POST /api/payment/paystack_verify. 200 with `success` once Paystack has answered; 202 with `confirming` when it did
 * not answer in time: the payment may well be made, so the page asks again a little later (the webhook may settle it
 * meanwhile) instead of telling the parent it failed.
 * The answer carries the original site's fields with only what the success page shows (anyone holding the
 * reference may ask).
 */
export interface VerifyPaymentResponse {
  success: boolean;
  confirming?: true;
  data: {
    /** The payer's first name, for the greeting. */
    first_name: string;
    /** The initial of the payer's last name: `O.`. */
    last_name: string;
    /** Masked: `a***@example.com`. */
    email: string;
    reference: string;
    amount: number;
    amountKobo: number;
    currency: 'NGN';
    status: string;
    paidAt?: string;
    expiresAt?: string;
    /** `acceptance` for an offer's acceptance fee, with the application whose place it pays for. */
    purpose?: 'form' | 'acceptance';
    applicationReference?: string;
  };
}

/** How long a page keeps asking while verify answers `confirming`, and how long it waits between asks. */
export const PAYMENT_CONFIRMING_POLL = { intervalMs: 4000, forMs: 120_000 } as const;

/** What the payment service hands out: ICAST-PAY-<time in base 36>-<8 hex digits>. */
export const PAYMENT_REFERENCE_PATTERN = /^ICAST-PAY-[0-9A-Z]{1,12}-[0-9A-F]{8}$/;
/** Longer than any reference the payment service makes: nothing longer is looked at. */
export const PAYMENT_REFERENCE_MAX_LENGTH = 40;

/**
 * A payment reference as the payment service writes them (capitals, no spaces), from what a parent typed or a link
 * carried: `icast-pay-m5x2k9-1a2b 3c4d ` is `ICAST-PAY-M5X2K9-1A2B3C4D`. Undefined for text too long to be one, which
 * is never looked at further. Whether it has the shape of one is PAYMENT_REFERENCE_PATTERN's question.
 */
export function normalisePaymentReference(typed: string): string | undefined {
  if (typed.length > PAYMENT_REFERENCE_MAX_LENGTH * 2) return undefined;
  const reference = typed.replace(/\s+/g, '').toUpperCase();
  return reference.length <= PAYMENT_REFERENCE_MAX_LENGTH ? reference : undefined;
}

/** The page's copy of GET /api/payment/config, written by the document server (`<script type="application/json">`). */
export const PAYMENT_CONFIG_ELEMENT_ID = 'icast-payment-config';

/** GET /api/payment/config: the one fee every page shows. */
export interface PaymentConfig {
  feeNaira: number;
  feeKobo: number;
  currency: 'NGN';
  validityDays: number;
  academicYear: string;
  /** True when no Paystack key is configured and the built-in sandbox checkout is used. */
  testMode: boolean;
}

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'abandoned'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** `form`: the application form's fee; `acceptance`: the fee that accepts a place offered. */
export const PAYMENT_PURPOSES = ['form', 'acceptance'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export interface PaymentRecord {
  _id: string;
  reference: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  amountKobo: number;
  currency: 'NGN';
  status: PaymentStatus;
  purpose: PaymentPurpose;
  /** For an acceptance fee: the application whose place it accepts, and that application's child. */
  applicationReference?: string;
  childName?: string;
  createdAt: string;
  paidAt?: string;
  expiresAt?: string;
}

/** What a payment was for, as staff read it in the payments list and its CSV: the form, or whose place it accepts. */
export function paymentPaidFor(payment: Pick<PaymentRecord, 'purpose' | 'applicationReference' | 'childName'>): string {
  if (payment.purpose !== 'acceptance') return 'Application form';
  const child = payment.childName ? `${payment.childName}, ` : '';
  return `Acceptance fee (${child}${payment.applicationReference ?? 'application not recorded'})`;
}

/** Paystack's answer envelope, which the test-mode sandbox imitates. */
export interface PaystackEnvelope<Data> {
  status: boolean;
  message: string;
  data: Data;
}

/** Where the test-mode Paystack sandbox is mounted: its API routes are Paystack's own paths under this prefix. */
export const PAYSTACK_SANDBOX_PREFIX = 'payment/sandbox';

/** The collections payments owns (COLLECTIONS composes every context's). */
export const PAYMENTS_COLLECTIONS = {
  payments: 'payments',
  /** One per paid payment, keyed by its reference: the unique _id grants it once and holds the time it was paid. */
  paymentGrants: 'payment_grants',
  /** Test mode only: the Paystack sandbox's checkouts and its per-installation key. */
  paymentSandboxSessions: 'payment_sandbox_sessions',
  paymentSandboxKeys: 'payment_sandbox_keys',
} as const;

/** Payments: `q` in the reference, names, e-mail or phone; one status; started between two Lagos days, inclusive. */
export interface PaymentListQuery extends PageQuery {
  q?: string;
  status?: string;
  /** YYYY-MM-DD */
  from?: string;
  /** YYYY-MM-DD */
  to?: string;
}
