import { BadGatewayException, Injectable, Logger } from '@nestjs/common';
import type { PaystackEnvelope } from '@icast/contracts';
import { AppConfig } from '../platform/config/app-config';
import { PaystackSandboxAddress } from './sandbox/sandbox-address';
import { PaystackSandboxKey } from './sandbox/sandbox-key';

/**
 * Paystack did not answer (timed out, unreachable, or its own server failed): a 502 for the parent, unless the caller
 * knows better (verify: the payment may be made, so it says it is still confirming). A request Paystack refused with
 * a reason is a plain BadGatewayException.
 */
export class PaystackUnavailableException extends BadGatewayException {}

export interface PaystackInitializeInput {
  email: string;
  amount: number;
  reference: string;
  callback_url: string;
  currency: 'NGN';
  channels: string[];
  metadata: Record<string, string>;
}

export interface PaystackTransaction {
  status: string;
  reference: string;
  amount: number;
  currency: string;
  paid_at?: string | null;
}

/**
 * The only code that talks to Paystack's HTTP API. In PAYMENT_MODE=sandbox it talks, over real HTTP, to the
 * sandbox the API serves itself, so test mode runs the same requests and checks as live mode.
 */
@Injectable()
export class PaystackClient {
  private readonly logger = new Logger(PaystackClient.name);

  constructor(
    private readonly config: AppConfig,
    private readonly sandbox: PaystackSandboxAddress,
    private readonly sandboxKey: PaystackSandboxKey,
  ) {}

  get testMode(): boolean {
    return this.config.payments.mode === 'sandbox';
  }

  /** The key that authenticates our calls and signs Paystack's webhooks: this installation's own in the sandbox. */
  get secretKey(): string {
    return this.config.payments.paystackSecretKey ?? this.sandboxKey.value;
  }

  initialize(input: PaystackInitializeInput) {
    return this.call<{ authorization_url: string; reference: string }>('POST', '/transaction/initialize', input);
  }

  verify(reference: string) {
    return this.call<PaystackTransaction>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
  }

  private async call<Data>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Data> {
    const baseUrl = this.testMode ? this.sandbox.apiBaseUrl() : this.config.payments.paystackBaseUrl;
    const timeoutMs = this.config.payments.paystackTimeoutMs;
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${this.secretKey}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // A DOMException from AbortSignal.timeout; checked by name because it may come from another realm.
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      this.logger.warn(`${method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new PaystackUnavailableException(
        timedOut
          ? `The payment provider did not answer within ${timeoutMs} ms, please try again`
          : 'The payment provider could not be reached, please try again',
      );
    }
    const envelope = (await response.json().catch(() => undefined)) as PaystackEnvelope<Data> | undefined;
    if (!response.ok || !envelope?.status || envelope.data === undefined) {
      this.logger.warn(`${method} ${path} -> ${response.status}: ${envelope?.message ?? 'unreadable body'}`);
      // Paystack's own trouble (a 5xx, a body cut off) says nothing about the payment; a refusal it explains does.
      if (response.status >= 500 || envelope === undefined) {
        throw new PaystackUnavailableException('The payment provider could not answer just now, please try again');
      }
      throw new BadGatewayException('The payment provider refused the request, please try again');
    }
    return envelope.data;
  }
}
