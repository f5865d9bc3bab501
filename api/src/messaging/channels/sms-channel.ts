import { Injectable } from '@nestjs/common';
import { AppConfig, type SmsConfig } from '../../platform/config/app-config';
import { DeliveryError, type DeliveryChannel, type OutgoingMessage } from './delivery-channel';

const TIMEOUT_MS = 15_000;

/**
 * SMS through an HTTP provider in Termii's style (Africa's Talking and others take the same four facts): one JSON
 * POST to SMS_PROVIDER_URL with the key, the sender id, the number and the text. Off unless configured.
 */
@Injectable()
export class SmsChannel implements DeliveryChannel {
  readonly channel = 'sms' as const;
  private readonly settings: SmsConfig | undefined;

  constructor(config: AppConfig) {
    this.settings = config.messaging.sms;
  }

  get configured(): boolean {
    return this.settings !== undefined;
  }

  async deliver(message: OutgoingMessage): Promise<string> {
    const settings = this.settings;
    if (!settings) throw new DeliveryError('SMS is not configured', false, true);
    let response: Response;
    try {
      response = await fetch(settings.providerUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          api_key: settings.apiKey,
          // E.164 without the plus, as Nigerian providers take it.
          to: message.to.replace(/^\+/, ''),
          from: settings.senderId,
          sms: message.text,
          type: 'plain',
          channel: 'generic',
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new DeliveryError(`SMS provider unreachable: ${(error as Error).message}`, false, true);
    }
    const body = (await response.json().catch(() => ({}))) as { message_id?: unknown; message?: unknown };
    if (response.ok) return String(body.message_id ?? '');
    const reason = `SMS provider answered ${response.status}${typeof body.message === 'string' ? `: ${body.message}` : ''}`;
    // A refused number or text will be refused again; a busy or broken provider, or a key ops can fix, may recover.
    const retryable = [401, 403, 429].includes(response.status) || response.status >= 500;
    throw new DeliveryError(reason, !retryable, retryable);
  }
}
