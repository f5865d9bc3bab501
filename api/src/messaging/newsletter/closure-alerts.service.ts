import { BadRequestException, Injectable } from '@nestjs/common';
import type { ClosureSendResult, OutboxState } from '@icast/contracts';
import { SiteContentService } from '../../content';
import { Clock } from '../../platform/jobs/clock';
import { Mailer } from '../layout/mailer';
import { OutboxService } from '../outbox/outbox.service';
import { closureEmail, closureSms } from './closure-messages';
import { NewsletterService } from './newsletter.service';
import { oneClickHeaders } from './newsletter-messages';

/** Subscribers read per batch; the outbox writes of one batch go together. */
const BATCH = 100;
export const NO_CLOSURE = 'There is no closure to send: publish one first';
export const CLOSURE_ENDED = 'This closure has ended: publish a new one to send it';

const groupOf = (closureId: string, channel: 'email' | 'sms') => `closure:${closureId}:${channel}`;
const total = (counts: Record<OutboxState, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);

/**
 * The published closure to every confirmed newsletter subscriber: an e-mail each, and an SMS to those who gave a
 * phone with consent. Every message has a dedupe key of the closure, the channel and the subscriber, so pressing Send
 * twice (even at the same moment, on two instances) queues each message once; the answer counts what is queued for
 * this closure in all.
 */
@Injectable()
export class ClosureAlerts {
  constructor(
    private readonly siteContent: SiteContentService,
    private readonly subscribers: NewsletterService,
    private readonly mailer: Mailer,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  async send(): Promise<ClosureSendResult> {
    const now = this.clock.now();
    const closure = await this.siteContent.publishedClosure();
    if (!closure) throw new BadRequestException(NO_CLOSURE);
    if (Date.parse(closure.endsAt) <= now.getTime()) throw new BadRequestException(CLOSURE_ENDED);
    const settings = await this.siteContent.settings();
    let cursor: string | undefined;
    for (;;) {
      const batch = await this.subscribers.confirmedAfter(cursor, BATCH);
      await Promise.all(
        batch.map(async (subscriber) => {
          const id = String(subscriber._id);
          const links = this.subscribers.unsubscribeLinks(subscriber);
          await this.mailer.enqueueEmail({
            kind: 'schoolClosure',
            to: subscriber.email,
            ...closureEmail(closure, settings, this.mailer.siteUrl, links.page),
            headers: oneClickHeaders(this.mailer.siteUrl, links.token),
            group: groupOf(closure.id, 'email'),
            dedupeKey: `closure:${closure.id}:email:${id}`,
          });
          if (subscriber.phone) {
            await this.mailer.enqueueSms({
              kind: 'schoolClosure',
              to: subscriber.phone,
              text: closureSms(closure, this.mailer.siteUrl),
              group: groupOf(closure.id, 'sms'),
              dedupeKey: `closure:${closure.id}:sms:${id}`,
            });
          }
        }),
      );
      if (batch.length < BATCH) break;
      cursor = String(batch[batch.length - 1]!._id);
    }
    const emails = total(await this.outbox.countsOf(groupOf(closure.id, 'email')));
    const sms = total(await this.outbox.countsOf(groupOf(closure.id, 'sms')));
    const smsNote = this.outbox.isConfigured('sms') ? `${sms} by SMS` : 'no SMS (no SMS provider is configured)';
    return { emails, sms, message: `"${closure.title}" is on its way: ${emails} by e-mail, ${smsNote}.` };
  }
}
