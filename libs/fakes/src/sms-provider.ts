import { type FakeAnswer, FakeHttpServer, type FakeRequest } from './fake-http-server';

/** The only key the fake accepts; configure the API with it as SMS_API_KEY. */
export const FAKE_SMS_KEY = 'fake-sms-api-key';

export interface SentSms {
  to: string;
  from: string;
  text: string;
}

/**
 * An SMS provider in Termii's style (POST JSON with api_key, to, from, sms): keeps what it was asked to send and
 * answers with `status` (200 by default; a test sets 400 for a refused number or 500 for an outage).
 */
export class FakeSmsProvider extends FakeHttpServer {
  readonly sent: SentSms[] = [];
  status = 200;

  protected answer({ method, body }: FakeRequest): FakeAnswer {
    const request = (body ?? {}) as Record<string, unknown>;
    if (method !== 'POST') return { status: 404, body: { message: 'Not found' } };
    if (request.api_key !== FAKE_SMS_KEY) return { status: 401, body: { message: 'Invalid API key' } };
    if (this.status !== 200) return { status: this.status, body: { message: `Fake provider answers ${this.status}` } };
    this.sent.push({ to: String(request.to), from: String(request.from), text: String(request.sms) });
    return { status: 200, body: { message_id: `fake-sms-${this.sent.length}`, message: 'Successfully Sent' } };
  }
}
