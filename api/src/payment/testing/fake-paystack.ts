import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_PAYSTACK_KEY = 'sk_test_fake_paystack_key';

export interface FakeOutcome {
  status: 'success' | 'abandoned' | 'failed' | 'ongoing';
  /** Overrides what Paystack reports as paid (kobo); defaults to the initialized amount. */
  amount?: number;
  currency?: string;
}

interface FakeTransaction {
  reference: string;
  amount: number;
  email: string;
  callback_url: string;
  channels: string[];
  metadata: Record<string, string>;
}

const readJson = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
};

/** Paystack's two endpoints we use, on 127.0.0.1, with outcomes a test sets per reference. */
export class FakePaystack {
  readonly initialized = new Map<string, FakeTransaction>();
  readonly outcomes = new Map<string, FakeOutcome>();
  verifyCalls = 0;
  /** Milliseconds to wait before answering, to exercise our timeout. */
  delayMs = 0;
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(({ status, body }) => {
        setTimeout(() => {
          response.writeHead(status, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify(body));
        }, this.delayMs);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    if (request.headers.authorization !== `Bearer ${FAKE_PAYSTACK_KEY}`) {
      return { status: 401, body: { status: false, message: 'Invalid key' } };
    }
    const url = request.url ?? '';
    if (request.method === 'POST' && url === '/transaction/initialize') {
      const input = (await readJson(request)) as FakeTransaction;
      this.initialized.set(input.reference, input);
      const data = {
        authorization_url: `https://checkout.paystack.test/${input.reference}`,
        reference: input.reference,
      };
      return { status: 200, body: { status: true, message: 'Authorization URL created', data } };
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url);
    if (request.method === 'GET' && verify) {
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
