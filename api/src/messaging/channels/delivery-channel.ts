import type { OutboxChannel } from '@icast/contracts';

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

/** A message as a channel sends it: an outbox message read back, its bytes as BSON may hand them over. */
export interface OutgoingMessage {
  to: string;
  subject: string;
  html?: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
  headers: Record<string, string>;
  messageId: string;
  inReplyTo?: string;
  references: string[];
  replyTo?: string;
  /** When it was queued: the e-mail's date, so a retried message does not look newer than it is. */
  createdAt: Date;
}

/** Something that delivers outbox messages of one channel: the SMTP relay, the SMS provider. */
export interface DeliveryChannel {
  readonly channel: OutboxChannel;
  /** False when its settings are missing: its messages wait in the outbox. */
  readonly configured: boolean;
  /** Resolves with the provider's id for the message; rejects with a DeliveryError. */
  deliver(message: OutgoingMessage): Promise<string>;
}

/** Nest injection token for the list of channels the sender uses. */
export const DELIVERY_CHANNELS = Symbol('DELIVERY_CHANNELS');
