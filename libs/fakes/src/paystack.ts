import { type FakeAnswer, FakeHttpServer, type FakeRequest } from './fake-http-server';

/** The only key the fake accepts; configure the API with it as PAYSTACK_SECRET_KEY (it also signs webhooks). */
export const FAKE_PAYSTACK_KEY = 'sk_test_fake_paystack_key';

export interface FakePaystackOutcome {
  status: 'success' | 'abandoned' | 'failed' | 'ongoing';
  /** Overrides what Paystack reports as paid (kobo); defaults to the initialized amount. */
  amount?: number;
  currency?: string;
}

export interface FakePaystackTransaction {
  reference: string;
  amount: number;
  email: string;
  callback_url: string;
  channels: string[];
  metadata: Record<string, string>;
}

const VERIFY_PATH = /^\/transaction\/verify\/([^/]+)$/;

/** Paystack's two endpoints the site uses, with the outcome a test sets per reference (default: still ongoing). */
export class FakePaystack extends FakeHttpServer {
  readonly initialized = new Map<string, FakePaystackTransaction>();
  readonly outcomes = new Map<string, FakePaystackOutcome>();
  verifyCalls = 0;

  protected answer({ method, url, authorization, body }: FakeRequest): FakeAnswer {
    if (authorization !== `Bearer ${FAKE_PAYSTACK_KEY}`) {
      return { status: 401, body: { status: false, message: 'Invalid key' } };
    }
    if (method === 'POST' && url === '/transaction/initialize') {
      const input = body as FakePaystackTransaction;
      this.initialized.set(input.reference, input);
      const data = {
        authorization_url: `https://checkout.paystack.test/${input.reference}`,
        reference: input.reference,
      };
      return { status: 200, body: { status: true, message: 'Authorization URL created', data } };
    }
    const verify = VERIFY_PATH.exec(url);
    if (method === 'GET' && verify) {
      this.verifyCalls++;
      const reference = decodeURIComponent(verify[1]!);
      const transaction = this.initialized.get(reference);
      if (!transaction) return { status: 400, body: { status: false, message: 'Transaction reference not found' } };
      const outcome = this.outcomes.get(reference) ?? { status: 'ongoing' };
      const data = {
        reference,
        status: outcome.status,
        amount: outcome.amount ?? transaction.amount,
        currency: outcome.currency ?? 'NGN',
        paid_at: outcome.status === 'success' ? new Date().toISOString() : null,
      };
      return { status: 200, body: { status: true, message: 'Verification successful', data } };
    }
    return { status: 404, body: { status: false, message: 'Not found' } };
  }
}
