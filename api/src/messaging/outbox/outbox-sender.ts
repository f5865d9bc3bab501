import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AppConfig } from '../../platform/config/app-config';
import { Clock } from '../../platform/jobs/clock';
import { JobLoop } from '../../platform/jobs/job-loop';
import { unlockedAt, WorkClaimer } from '../../platform/jobs/work-claimer';
import { DELIVERY_CHANNELS, DeliveryError, type DeliveryChannel } from '../channels/delivery-channel';
import { OutboxMessage, type StoredOutboxMessage } from './outbox-message.schema';

/** Longer than the slowest delivery can take (SMTP timeouts below), so a lease only runs out when its holder died. */
export const SEND_LEASE_MS = 2 * 60 * 1000;
/** Messages looked at per pass; the rest are found on the next one, a second later. */
const BATCH = 50;

/** Deliveries at once per process. */
const LANES = 4;
const MAX_ERROR_LENGTH = 500;
/** A mail server or SMS provider that is down is asked again this soon, not at every pass. */
const SERVICE_DOWN_RECHECK_MS = 5_000;

/** 15 s after the first failed try, doubling, at most 2 hours apart. */
export function retryDelayMs(tries: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, tries - 1), 2 * 60 * 60 * 1000);
}

/** Fisher-Yates: two processes looking at the same due messages mostly claim different ones first. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/**
 * Delivers the outbox. Each due message is claimed (WorkClaimer) before it is sent, so two API processes never send
 * one twice; a claim whose holder died is retaken after SEND_LEASE_MS. A failed try waits retryDelayMs before the
 * next; after the last try, or when the server refused the message for good, it is marked failed for staff to see.
 */
@Injectable()
export class OutboxSender implements OnModuleInit {
  private readonly logger = new Logger(OutboxSender.name);

  constructor(
    @InjectModel(OutboxMessage.name) private readonly messages: Model<OutboxMessage>,
    @Inject(DELIVERY_CHANNELS) private readonly channels: DeliveryChannel[],
    private readonly claimer: WorkClaimer,
    private readonly loop: JobLoop,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (!this.channels.some((channel) => channel.channel === 'email' && channel.configured)) {
      const say = this.config.nodeEnv === 'production' ? 'warn' : 'log';
      this.logger[say]('SMTP_URL is not set: e-mail waits in the outbox until a mail relay is configured');
    }
    this.loop.register({ name: 'outbox', runDue: (now) => this.runDue(now) });
  }

  /** Delivers what is due; returns when to come back (the next batch at once, or the earliest retry set here). */
  async runDue(now: Date): Promise<Date | undefined> {
    const ready = this.channels.filter((channel) => channel.configured);
    if (ready.length === 0) return undefined;
    const due = await this.messages
      .find(
        {
          channel: { $in: ready.map((channel) => channel.channel) },
          state: { $in: ['queued', 'sending'] },
          nextAttemptAt: { $lte: now },
          ...unlockedAt(now),
        },
        { html: 0, text: 0, attachments: 0 },
      )
      .sort({ nextAttemptAt: 1 })
      .limit(BATCH)
      .lean<StoredOutboxMessage[]>()
      .exec();
    const queue = shuffled(due);
    const down = new Set<string>();
    let retryAt: Date | undefined;
    const lane = async () => {
      for (let seen = queue.shift(); seen; seen = queue.shift()) {
        if (down.has(seen.channel)) continue;
        const claimed = await this.claimer.claim(this.messages, seen, SEND_LEASE_MS, {
          state: 'sending',
          tries: seen.tries + 1,
        });
        if (!claimed) continue;
        const outcome = await this.deliver(claimed);
        if (outcome.serviceDown) down.add(claimed.channel);
        if (outcome.retryAt && (!retryAt || outcome.retryAt < retryAt)) retryAt = outcome.retryAt;
      }
    };
    await Promise.all(Array.from({ length: LANES }, lane));
    if (down.size > 0) return new Date(now.getTime() + SERVICE_DOWN_RECHECK_MS);
    // A full batch means more is waiting now.
    if (due.length === BATCH) return now;
    // Otherwise come back for the next retry, set here or by another process (or one that restarted).
    const next = await this.messages
      .findOne({ channel: { $in: ready.map((channel) => channel.channel) }, state: 'queued' }, { nextAttemptAt: 1 })
      .sort({ nextAttemptAt: 1 })
      .lean()
      .exec();
    return next && (!retryAt || next.nextAttemptAt < retryAt) ? next.nextAttemptAt : retryAt;
  }

  /** One try, and what it means for the rest of the pass. */
  private async deliver(message: StoredOutboxMessage): Promise<{ serviceDown: boolean; retryAt?: Date }> {
    const channel = this.channels.find((candidate) => candidate.channel === message.channel)!;
    try {
      const providerId = await channel.deliver(message);
      await this.claimer.finish(this.messages, message, {
        state: 'sent',
        sentAt: this.clock.now(),
        providerId,
        lastError: null,
      });
      return { serviceDown: false };
    } catch (error) {
      const failure =
        error instanceof DeliveryError
          ? error
          : new DeliveryError(String((error as Error)?.message ?? error), false, false);
      const lastError = failure.message.slice(0, MAX_ERROR_LENGTH);
      const finalTry = failure.permanent || message.tries >= message.maxTries;
      const nextAttemptAt = new Date(this.clock.now().getTime() + retryDelayMs(message.tries));
      await this.claimer.finish(
        this.messages,
        message,
        finalTry ? { state: 'failed', lastError } : { state: 'queued', lastError, nextAttemptAt },
      );
      if (finalTry)
        this.logger.warn(`${message.kind} to ${message.to} failed after ${message.tries} tries: ${lastError}`);
      return { serviceDown: failure.serviceDown, ...(finalTry ? {} : { retryAt: nextAttemptAt }) };
    }
  }
}
