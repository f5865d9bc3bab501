import { route, staff, type FileResult, type None } from '../endpoint';
import type { PageInfo } from '../platform/paging';
import {
  PAYSTACK_SANDBOX_PREFIX,
  type InitializePaymentRequest,
  type InitializePaymentResponse,
  type PaymentConfig,
  type PaymentRecord,
  type PaystackEnvelope,
  type VerifyPaymentResponse,
} from './types';

/** Form and acceptance fees through Paystack, and its test-mode stand-in. */
export const PAYMENTS_ENDPOINTS = {
  payment: {
    config: route<None, PaymentConfig>()('GET', 'payment/config', 'public'),
    initialize: route<InitializePaymentRequest, InitializePaymentResponse>()('POST', 'payment/initialize', 'public'),
    verify: route<{ reference: string }, VerifyPaymentResponse>()('POST', 'payment/paystack_verify', 'public'),
    /** Paystack's servers only; the signature is the credential. */
    webhook: route<unknown, { received: true }>()('POST', 'payment/webhook', 'public'),
    /** The original site's name and shape, `{message: Payment[]}`, one page of it with the paging figures beside. */
    list: route<None, { message: PaymentRecord[] } & PageInfo>()(
      'GET',
      'payment/getAllPayment',
      staff('bursar', 'admissions'),
    ),
    csv: route<None, FileResult>()('GET', 'payment/admin/payments.csv', staff('bursar', 'admissions')),
  },
  /**
   * Test mode only (no Paystack key): the API's stand-in for Paystack. The API's own Paystack client calls the
   * first two with the sandbox key; the parent's browser is sent to the checkout page and posts its buttons, which
   * redirect (303) back to the site.
   */
  paystackSandbox: {
    initialize: route<unknown, PaystackEnvelope<unknown>>()(
      'POST',
      `${PAYSTACK_SANDBOX_PREFIX}/transaction/initialize`,
      'public',
    ),
    verify: route<None, PaystackEnvelope<unknown>>()(
      'GET',
      `${PAYSTACK_SANDBOX_PREFIX}/transaction/verify/:reference`,
      'public',
    ),
    checkout: route<None, FileResult>()('GET', `${PAYSTACK_SANDBOX_PREFIX}/checkout/:reference`, 'public'),
    pay: route<None, void>()('POST', `${PAYSTACK_SANDBOX_PREFIX}/checkout/:reference/pay`, 'public'),
    cancel: route<None, void>()('POST', `${PAYSTACK_SANDBOX_PREFIX}/checkout/:reference/cancel`, 'public'),
  },
} as const;
