import { BadRequestException, GoneException, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type FilterQuery, isValidObjectId, type Model, type Types } from 'mongoose';
import {
  type NewsletterAudience,
  type NewsletterInterests,
  normalisePhoneNumber,
  type NewsletterSubscriber as SubscriberView,
  type PagedList,
} from '@icast/contracts';
import { findPage, type PageQueryDto } from '../../platform/http/pagination';
import { AppConfig } from '../../platform/config/app-config';
import { Clock } from '../../platform/jobs/clock';
import { PrivacyNotices } from '../../content';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.service';
import { OutboxService } from '../outbox/outbox.service';
import { Mailer } from '../layout/mailer';
import { alreadySubscribedEmail, confirmationEmail, confirmPageUrl, unsubscribePageUrl } from './newsletter-messages';
import { NewsletterSubscriber } from './newsletter-subscriber.schema';
import {
  CONFIRMATION_VALID_MS,
  confirmationToken,
  newTokenKey,
  parseToken,
  tokenMatches,
  unsubscribeToken,
} from './newsletter-tokens';
import { isDuplicateKey } from '../../platform/database/duplicate-key';

type StoredSubscriber = NewsletterSubscriber & { _id: Types.ObjectId };

/**
 * The confirmed subscribers a newsletter to these lists reaches: those who chose one of its campuses (or none) and
 * one of its sections (or none). Someone who asked for everything is never left out by narrowing.
 */
function confirmedOn(audience: NewsletterAudience | undefined): FilterQuery<NewsletterSubscriber> {
  const lists: Array<FilterQuery<NewsletterSubscriber>> = [];
  if (audience?.campuses.length) {
    lists.push({ $or: [{ campus: { $in: audience.campuses } }, { campus: { $exists: false } }] });
  }
  if (audience?.sections.length) {
    lists.push({ $or: [{ sections: { $in: audience.sections } }, { sections: { $exists: false } }] });
  }
  return { state: 'confirmed', ...(lists.length > 0 ? { $and: lists } : {}) };
}
export type ActiveSubscriber = StoredSubscriber & { tokenKey: string };

const HOUR_MS = 60 * 60 * 1000;
const LEGACY_JOB = 'newsletter-legacy-confirmations';
const LEGACY_BATCH = 100;
const INVALID_LINK = 'This link is not valid. Please check that you opened the whole link from our e-mail.';

/**
 * The newsletter list with double opt-in: an address is only `confirmed` from the link e-mailed to it. Owns
 * newsletter_subscribers; campaigns ask it for the confirmed ones.
 */
@Injectable()
export class NewsletterService implements OnApplicationBootstrap {
  private readonly siteUrl: string;

  constructor(
    @InjectModel(NewsletterSubscriber.name) private readonly subscribers: Model<NewsletterSubscriber>,
    private readonly outbox: OutboxService,
    private readonly mailer: Mailer,
    private readonly jobs: ScheduledJobs,
    private readonly clock: Clock,
    private readonly notices: PrivacyNotices,
    config: AppConfig,
  ) {
    this.siteUrl = config.publicSiteUrl;
    this.jobs.define(LEGACY_JOB, (_payload, now) => this.confirmLegacyBatch(now));
  }

  /** Addresses stored before double opt-in get one confirmation each; the fixed job key makes that once. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(LEGACY_JOB, LEGACY_JOB, this.clock.now());
  }

  /**
   * Whatever the address's state, the caller learns nothing: a new or pending address gets a confirmation link, a
   * confirmed one a note that it already is. At most one such e-mail an hour per address.
   */
  /**
   * `phone` (the DTO checked it and the consent): kept for closure alerts by SMS. Only a subscription still to be
   * confirmed takes it, so no one can change a confirmed subscriber's number by typing their e-mail address. The
   * campus and sections chosen are taken the same way: only until the address is confirmed.
   */
  async subscribe(
    email: string,
    privacyNoticeVersion?: unknown,
    phone?: string,
    interests: NewsletterInterests = {},
  ): Promise<void> {
    const now = this.clock.now();
    const privacyNotice = await this.notices.seen(privacyNoticeVersion, now);
    const subscriber = await this.findOrCreate(email, now);
    if (privacyNotice) await this.subscribers.updateOne({ _id: subscriber._id }, { $set: { privacyNotice } }).exec();
    const number = phone ? normalisePhoneNumber(phone) : undefined;
    if (number && subscriber.state !== 'confirmed') {
      await this.subscribers.updateOne({ _id: subscriber._id }, { $set: { phone: number } }).exec();
    }
    if (subscriber.state !== 'confirmed') {
      const sections = [...new Set(interests.sections ?? [])];
      await this.subscribers
        .updateOne(
          { _id: subscriber._id },
          {
            $set: {
              ...(interests.campus ? { campus: interests.campus } : {}),
              ...(sections.length ? { sections } : {}),
            },
            $unset: { ...(interests.campus ? {} : { campus: '' }), ...(sections.length ? {} : { sections: '' }) },
          },
        )
        .exec();
    }
    const hour = Math.floor(now.getTime() / HOUR_MS);
    if (subscriber.state === 'confirmed') {
      await this.mailer.enqueueEmail({
        kind: 'newsletterAlreadySubscribed',
        to: subscriber.email,
        ...alreadySubscribedEmail(unsubscribePageUrl(this.siteUrl, unsubscribeToken(subscriber))),
        dedupeKey: `newsletter-already:${String(subscriber._id)}:${hour}`,
      });
      return;
    }
    if (subscriber.state === 'unsubscribed') {
      await this.subscribers.updateOne({ _id: subscriber._id }, { $set: { state: 'pending' } }).exec();
    }
    // The same hour makes the same link, so two requests racing queue one e-mail with a link that works.
    await this.sendConfirmation(subscriber, new Date((hour + 1) * HOUR_MS + CONFIRMATION_VALID_MS), false);
  }

  async confirm(token: string): Promise<void> {
    const subscriber = await this.ownerOf(token, 'c');
    const expiresAt = parseToken(token)!.expiresAt!;
    const issuedAt = new Date(expiresAt.getTime() - CONFIRMATION_VALID_MS - HOUR_MS);
    const now = this.clock.now();
    if (expiresAt <= now) {
      throw new GoneException('This confirmation link has expired. Please subscribe again on our home page.');
    }
    if (subscriber.state === 'unsubscribed' && subscriber.unsubscribedAt && subscriber.unsubscribedAt > issuedAt) {
      throw new GoneException('You unsubscribed after this link was sent. Please subscribe again on our home page.');
    }
    if (subscriber.state !== 'confirmed') {
      await this.subscribers
        .updateOne({ _id: subscriber._id }, { $set: { state: 'confirmed', confirmedAt: now } })
        .exec();
    }
  }

  /** Idempotent: a second click (or a mail program's one-click POST after the page's) answers the same. */
  async unsubscribe(token: string): Promise<void> {
    const subscriber = await this.ownerOf(token, 'u');
    if (subscriber.state !== 'unsubscribed') {
      await this.subscribers
        .updateOne(
          { _id: subscriber._id },
          // The phone was given for these alerts only: it goes with the subscription.
          { $set: { state: 'unsubscribed', unsubscribedAt: this.clock.now() }, $unset: { phone: '' } },
        )
        .exec();
    }
    await this.outbox.cancelQueued('newsletter', subscriber.email);
  }

  /** One page, newest first; _id breaks ties within one millisecond. */
  list(query: PageQueryDto): Promise<PagedList<SubscriberView>> {
    return findPage(this.subscribers, { filter: {}, sort: { createdAt: -1, _id: -1 }, query }, (row) => ({
      _id: String(row._id),
      email: row.email,
      state: row.state ?? 'pending',
      createdAt: new Date(row.createdAt).toISOString(),
      ...(row.confirmedAt ? { confirmedAt: row.confirmedAt.toISOString() } : {}),
    }));
  }

  /** Confirmed subscribers of these lists (all of them without any). */
  countConfirmed(audience?: NewsletterAudience): Promise<number> {
    return this.subscribers.countDocuments(confirmedOn(audience)).exec();
  }

  /** Confirmed subscribers of these lists after `afterId` in id order, a batch at a time (a campaign's cursor). */
  async confirmedAfter(
    afterId: string | undefined,
    limit: number,
    audience?: NewsletterAudience,
  ): Promise<ActiveSubscriber[]> {
    return this.subscribers
      .find({ ...confirmedOn(audience), ...(afterId ? { _id: { $gt: afterId } } : {}) })
      .sort({ _id: 1 })
      .limit(limit)
      .lean<ActiveSubscriber[]>()
      .exec();
  }

  unsubscribeLinks(subscriber: ActiveSubscriber): { page: string; token: string } {
    const token = unsubscribeToken(subscriber);
    return { page: unsubscribePageUrl(this.siteUrl, token), token };
  }

  private async sendConfirmation(subscriber: ActiveSubscriber, expiresAt: Date, legacy: boolean): Promise<void> {
    const link = confirmPageUrl(this.siteUrl, confirmationToken(subscriber, expiresAt));
    await this.mailer.enqueueEmail({
      kind: 'newsletterConfirmation',
      to: subscriber.email,
      ...confirmationEmail(link, expiresAt, legacy),
      dedupeKey: `newsletter-confirm:${String(subscriber._id)}:${legacy ? 'legacy' : expiresAt.getTime()}`,
    });
  }

  private async findOrCreate(email: string, now: Date): Promise<ActiveSubscriber> {
    const existing = await this.subscribers.findOne({ email }).lean<StoredSubscriber>().exec();
    if (existing) return this.withTokenKey(existing);
    try {
      const created = await this.subscribers.create({
        email,
        state: 'pending',
        tokenKey: newTokenKey(),
        createdAt: now,
      });
      return created.toObject() as ActiveSubscriber;
    } catch (error) {
      // Two first subscriptions racing on the unique index: the other one stored it.
      if (!isDuplicateKey(error)) throw error;
      return this.withTokenKey((await this.subscribers.findOne({ email }).lean<StoredSubscriber>().exec())!);
    }
  }

  /** A row from before double opt-in gets its signing key (and, unless told otherwise, the pending state). */
  private async withTokenKey(row: StoredSubscriber, setPending = true): Promise<ActiveSubscriber> {
    if (row.tokenKey && (row.state || !setPending)) return row as ActiveSubscriber;
    await this.subscribers
      .updateOne({ _id: row._id, tokenKey: { $exists: false } }, { $set: { tokenKey: newTokenKey() } })
      .exec();
    if (setPending) {
      await this.subscribers
        .updateOne({ _id: row._id, state: { $exists: false } }, { $set: { state: 'pending' } })
        .exec();
    }
    return (await this.subscribers.findById(row._id).lean<ActiveSubscriber>().exec())!;
  }

  private async ownerOf(token: string, kind: 'c' | 'u'): Promise<ActiveSubscriber> {
    const parsed = parseToken(token);
    if (!parsed || parsed.kind !== kind || !isValidObjectId(parsed.id)) throw new BadRequestException(INVALID_LINK);
    const subscriber = await this.subscribers.findById(parsed.id).lean<StoredSubscriber>().exec();
    if (!subscriber || !tokenMatches(subscriber, token)) throw new BadRequestException(INVALID_LINK);
    return subscriber as ActiveSubscriber;
  }

  /**
   * One batch of pre-double-opt-in rows: each gets a key, one confirmation, then the pending state, in that order,
   * so a run cut short is finished by the next without a second e-mail.
   */
  private async confirmLegacyBatch(now: Date): Promise<Date | undefined> {
    const legacy = await this.subscribers
      .find({ state: { $exists: false } })
      .limit(LEGACY_BATCH)
      .lean<StoredSubscriber[]>()
      .exec();
    for (const row of legacy) {
      const subscriber = await this.withTokenKey(row, false);
      await this.sendConfirmation(subscriber, new Date(now.getTime() + CONFIRMATION_VALID_MS), true);
      await this.subscribers
        .updateOne({ _id: row._id, state: { $exists: false } }, { $set: { state: 'pending' } })
        .exec();
    }
    return legacy.length === LEGACY_BATCH ? now : undefined;
  }
}
