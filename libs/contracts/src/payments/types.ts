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

/** POST /api/payment/paystack_verify */
export interface VerifyPaymentResponse {
  success: boolean;
  data: {
    first_name: string;
    last_name: string;
    email: string;
    reference: string;
    amount: number;
    amountKobo: number;
    currency: 'NGN';
    status: string;
    paidAt?: string;
    expiresAt?: string;
  };
}

/** What the payment service hands out: ICAST-PAY-<time in base 36>-<8 hex digits>. */
export const PAYMENT_REFERENCE_PATTERN = /^ICAST-PAY-[0-9A-Z]{1,12}-[0-9A-F]{8}$/;

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
  /** For an acceptance fee: the application whose place it accepts. */
  applicationReference?: string;
  createdAt: string;
  paidAt?: string;
  expiresAt?: string;
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
