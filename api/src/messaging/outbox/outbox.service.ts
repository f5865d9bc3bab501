import { randomUUID } from 'node:crypto';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  type MessageKind,
  OUTBOX_STATES,
  type OutboxChannel,
  type OutboxMessageView,
  type OutboxPage,
  type OutboxState,
} from '@icast/contracts';
import { findPage } from '../../platform/http/pagination';
import { AppConfig } from '../../platform/config/app-config';
import { Clock } from '../../platform/jobs/clock';
import { JobLoop } from '../../platform/jobs/job-loop';
import { DELIVERY_CHANNELS, type DeliveryChannel } from '../channels/delivery-channel';
import { OutboxMessage, type StoredOutboxMessage } from './outbox-message.schema';
import type { OutboxListQueryDto } from './outbox-list.query';
import { MetricsService } from '../../platform/metrics/metrics.service';
import { isDuplicateKey } from '../../platform/database/duplicate-key';

/** A message to queue. Defaults: e-mail, a fresh Message-ID, a dedupe key of its own. */
export interface NewMessage {
  kind: MessageKind;
  channel?: OutboxChannel;
  to: string;
  subject?: string;
  html?: string;
  text: string;
  attachments?: Array<{ filename: string; contentType: string; content: Uint8Array }>;
  headers?: Record<string, string>;
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  replyTo?: string;
  group?: string;
  /** The event behind the message; queuing the same key again keeps the first message (and queues nothing). */
  dedupeKey?: string;
  /** Not delivered before this time (an SMS reminder held through the night); now when absent or past. */
  notBefore?: Date;
}

export interface QueuedMessage {
  id: string;
  messageId: string;
  /** False when a message with this dedupe key was already in the outbox. */
  queued: boolean;
}

/** About 8 hours of retries (15 s, 30 s, 1 min ... then every 2 hours) before a message counts as failed. */
export const DEFAULT_MAX_TRIES = 12;
/** The HTML body and the files: the outbox list shows neither (an SMS's subject is the start of its text). */
const LARGE_FIELDS = ['html', 'attachments'];
const emptyCounts = () => Object.fromEntries(OUTBOX_STATES.map((state) => [state, 0])) as Record<OutboxState, number>;

export function toOutboxView(row: StoredOutboxMessage): OutboxMessageView {
  return {
    _id: String(row._id),
    kind: row.kind,
    channel: row.channel,
    to: row.to,
    subject: row.channel === 'sms' ? row.text.slice(0, 80) : row.subject,
    state: row.state,
    tries: row.tries,
    maxTries: row.maxTries,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    ...(row.lastError ? { lastError: row.lastError } : {}),
    createdAt: row.createdAt.toISOString(),
    ...(row.sentAt ? { sentAt: row.sentAt.toISOString() } : {}),
  };
}

/**
 * The outbox: every message is written here, ready to send, before anything is sent; the OutboxSender delivers them
 * through the channels the messaging module gives it. Knows nothing of layouts or channels. Owns outbox_messages.
 */
@Injectable()
export class OutboxService {
  private readonly messageIdDomain: string;

  constructor(
    @InjectModel(OutboxMessage.name) private readonly messages: Model<OutboxMessage>,
    @Inject(DELIVERY_CHANNELS) private readonly channels: DeliveryChannel[],
    private readonly loop: JobLoop,
    private readonly clock: Clock,
    config: AppConfig,
    metrics: MetricsService,
  ) {
    this.messageIdDomain = config.messaging.mailFrom.address.split('@')[1]!;
    metrics.registerGauge({
      name: 'outbox_backlog',
      help: 'E-mails and SMS accepted but not yet delivered (queued, or being sent)',
      read: () => this.backlog(),
    });
  }

  /** Messages still to deliver: what ops watch grow while the mail server is down. */
  backlog(): Promise<number> {
    return this.messages.countDocuments({ state: { $in: ['queued', 'sending'] } }).exec();
  }

  /** Queues an SMS when a provider is configured; without one nothing is queued (undefined). */
  async enqueueSms(
    message: Pick<NewMessage, 'kind' | 'to' | 'text' | 'group' | 'dedupeKey' | 'notBefore'>,
  ): Promise<QueuedMessage | undefined> {
    if (!this.isConfigured('sms')) return undefined;
    return this.enqueue({ ...message, channel: 'sms' });
  }

  /** A Message-ID on the sender's domain, for a message queued now or one that will refer to it. */
  newMessageId(label = 'msg'): string {
    return this.threadId(label, randomUUID());
  }

  /** The Message-ID of something that was never e-mailed (a contact form message), so replies thread under it. */
  threadId(label: string, id: string): string {
    return `<${label}.${id}@${this.messageIdDomain}>`;
  }

  isConfigured(channel: OutboxChannel): boolean {
    return this.channels.some((candidate) => candidate.channel === channel && candidate.configured);
  }

  async enqueue({ notBefore, ...message }: NewMessage): Promise<QueuedMessage> {
    const messageId = message.messageId ?? this.newMessageId();
    const dedupeKey = message.dedupeKey ?? `unique:${randomUUID()}`;
    const now = this.clock.now();
    const due = notBefore && notBefore > now ? notBefore : now;
    try {
      const created = await this.messages.create({
        ...message,
        channel: message.channel ?? 'email',
        subject: message.subject ?? '',
        attachments: (message.attachments ?? []).map((file) => ({ ...file, content: Buffer.from(file.content) })),
        messageId,
        dedupeKey,
        state: 'queued',
        tries: 0,
        maxTries: DEFAULT_MAX_TRIES,
        nextAttemptAt: due,
        claimVersion: 0,
      });
      this.loop.wake(due);
      return { id: String(created._id), messageId, queued: true };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const existing = await this.messages.findOne({ dedupeKey }, { messageId: 1 }).lean().exec();
      if (!existing) throw error;
      return { id: String(existing._id), messageId: existing.messageId, queued: false };
    }
  }

  /** Whether an event already queued its message (e.g. a newsletter confirmation within the hour). */
  async has(dedupeKey: string): Promise<boolean> {
    return (await this.messages.exists({ dedupeKey }).exec()) !== null;
  }

  /** One page, newest first, optionally of one state, with the totals per state. */
  async list(query: OutboxListQueryDto): Promise<OutboxPage> {
    const filter = query.state ? { state: query.state } : {};
    const [page, counts] = await Promise.all([
      findPage(this.messages, { filter, sort: { createdAt: -1, _id: -1 }, query, omit: LARGE_FIELDS }, (row) =>
        toOutboxView(row as StoredOutboxMessage),
      ),
      this.countByState({}),
    ]);
    return {
      ...page,
      counts,
      mailConfigured: this.isConfigured('email'),
      smsConfigured: this.isConfigured('sms'),
    };
  }

  /** Progress of one feature's messages (a newsletter), by state. */
  countsOf(group: string): Promise<Record<OutboxState, number>> {
    return this.countByState({ group });
  }

  /** The state of each message, by the dedupe key it was queued with: a contact reply shows whether it went. */
  async statesOf(dedupeKeys: string[]): Promise<Map<string, OutboxState>> {
    const rows = await this.messages
      .find({ dedupeKey: { $in: dedupeKeys } }, { state: 1, dedupeKey: 1 })
      .lean()
      .exec();
    return new Map(rows.map((row) => [row.dedupeKey, row.state]));
  }

  /** A failed message goes back in the queue with a fresh set of tries. */
  async resend(id: string): Promise<OutboxMessageView> {
    const now = this.clock.now();
    const row = await this.messages
      .findOneAndUpdate(
        { _id: id, state: 'failed' },
        { $set: { state: 'queued', tries: 0, nextAttemptAt: now, lockedUntil: null } },
        { new: true },
      )
      .lean<StoredOutboxMessage>()
      .exec();
    if (!row) {
      if (await this.messages.exists({ _id: id }).exec())
        throw new ConflictException('Only a failed message can be resent');
      throw new NotFoundException('No message with this id');
    }
    this.loop.wake();
    return toOutboxView(row);
  }

  /** Messages of a kind to one recipient that have not gone yet stay unsent (an address that just unsubscribed). */
  async cancelQueued(kind: MessageKind, to: string): Promise<void> {
    await this.messages
      .updateMany(
        { kind, to, state: 'queued' },
        { $set: { state: 'cancelled', lastError: 'Cancelled before sending' } },
      )
      .exec();
  }

  private async countByState(match: Record<string, unknown>): Promise<Record<OutboxState, number>> {
    const groups = await this.messages
      .aggregate<{
        _id: OutboxState;
        count: number;
      }>([{ $match: match }, { $group: { _id: '$state', count: { $sum: 1 } } }])
      .exec();
    const counts = emptyCounts();
    for (const group of groups) counts[group._id] = group.count;
    return counts;
  }
}
