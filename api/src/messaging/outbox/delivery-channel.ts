import type { OutboxChannel } from '@icast/contracts';
import type { StoredOutboxMessage } from './outbox-message.schema';

/** Why one delivery attempt failed, and what the sender should do about it. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    /** Retrying cannot help (the server refused the address): fail the message now. */
    readonly permanent: boolean,
    /** The server itself is unreachable or refuses us: stop this pass instead of trying every message. */
    readonly serviceDown: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** Something that delivers outbox messages of one channel: the SMTP relay, the SMS provider. */
export interface DeliveryChannel {
  readonly channel: OutboxChannel;
  /** False when its settings are missing: its messages wait in the outbox. */
  readonly configured: boolean;
  /** Resolves with the provider's id for the message; rejects with a DeliveryError. */
  deliver(message: StoredOutboxMessage): Promise<string>;
}

/** Nest injection token for the list of channels the sender uses. */
export const DELIVERY_CHANNELS = Symbol('DELIVERY_CHANNELS');
