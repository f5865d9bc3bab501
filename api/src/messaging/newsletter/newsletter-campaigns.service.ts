import { createHash } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model, Types } from 'mongoose';
import {
  type NewsletterCampaign as CampaignView,
  type NewsletterCampaignList,
  type NewsletterDraft,
  type NewsletterPreview,
  fieldErrorsAnswer,
  newsletterAudienceOf,
  newsletterBlockOf,
  newsletterProblems,
  type StaffUser,
} from '@icast/contracts';
import { findPage, type PageQueryDto } from '../../platform/http/pagination';
import { Clock } from '../../platform/jobs/clock';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.service';
import { WorkClaimer } from '../../platform/jobs/work-claimer';
import { ImageService } from '../../content';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { OutboxService } from '../outbox/outbox.service';
import type { MailBlock } from '../layout/mail-layout';
import { Mailer } from '../layout/mailer';
import { NewsletterCampaign } from './newsletter-campaign.schema';
import { NewsletterContent } from './newsletter-content';
import { monthlyDigest, newsletterEmail, oneClickHeaders, paragraphsOf, TEST_COPY_NOTE } from './newsletter-messages';
import { NewsletterService } from './newsletter.service';

type StoredCampaign = NewsletterCampaign & { _id: Types.ObjectId };

const QUEUE_JOB = 'newsletter-campaign';
const DIGEST_JOB = 'newsletter-monthly-digest';
/** Subscribers queued per run of the job; it runs again at once until all are queued. */
export const CAMPAIGN_BATCH = 50;
/** How long a claim on a held newsletter lasts while it is approved, cancelled or started. */
const DECISION_LEASE_MS = 60_000;
/** A send time further ahead than this is a typo, not a plan. */
const LONGEST_HOLD_MS = 366 * 24 * 60 * 60 * 1000;
/** The digest is prepared at 07:00 Lagos time (06:00 UTC) on the first of the month. */
const DIGEST_HOUR_UTC = 6;
/** Posts in one digest at most: its blocks stay within the newsletter's limit. */
export const DIGEST_POSTS_MAX = 30;
export const ALREADY_GOING = 'This newsletter has already started going out, so it can no longer be cancelled.';
export const NOT_WAITING = 'This newsletter is not waiting for approval.';
const groupOf = (campaignId: string) => `newsletter:${campaignId}`;
const jobKeyOf = (campaignId: string) => `${QUEUE_JOB}:${campaignId}`;

/** The first of the next month at 07:00 Lagos time, after `now`. */
export function nextDigestRun(now: Date): Date {
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, DIGEST_HOUR_UTC));
  return thisMonth > now
    ? thisMonth
    : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, DIGEST_HOUR_UTC));
}

/** The month before the one `now` is in (Lagos is UTC+1; at 07:00 on the 1st both agree): its start and end. */
function previousMonth(now: Date): { key: string; name: string; from: Date; to: Date } {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 60 * 60 * 1000);
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1) - 60 * 60 * 1000);
  const middle = new Date(from.getTime() + 15 * 24 * 60 * 60 * 1000);
  return {
    key: middle.toISOString().slice(0, 7),
    name: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' }).format(middle),
    from,
    to,
  };
}

/** The digest of a month always has the same id: a second preparation (another instance) is a duplicate key. */
export function digestIdOf(month: string): Types.ObjectId {
  return new Types.ObjectId(createHash('sha256').update(`newsletter-digest:${month}`).digest('hex').slice(0, 24));
}

/**
 * Newsletters staff build from blocks: a preview, a test to themselves, then one message per confirmed subscriber
 * of the lists chosen, now or at a time they set, queued in batches by a scheduled job (so a large list never holds
 * up a request) and delivered by the outbox. On the first of each month the digest of last month's posts is
 * prepared and held until an admin or editor approves it.
 */
@Injectable()
export class NewsletterCampaigns implements OnApplicationBootstrap {
  constructor(
    @InjectModel(NewsletterCampaign.name) private readonly campaigns: Model<NewsletterCampaign>,
    private readonly subscribers: NewsletterService,
    private readonly content: NewsletterContent,
    private readonly outbox: OutboxService,
    private readonly mailer: Mailer,
    private readonly jobs: ScheduledJobs,
    private readonly claimer: WorkClaimer,
    private readonly clock: Clock,
    images: ImageService,
  ) {
    images.addReferences({
      usedOn: async (imageIds) => {
        const rows = await this.campaigns
          .find({ photoIds: { $in: [...imageIds] } }, { subject: 1, photoIds: 1 })
          .lean<StoredCampaign[]>()
          .exec();
        return rows.flatMap((row) =>
          (row.photoIds ?? [])
            .filter((id) => imageIds.includes(id))
            .map((imageId) => ({ imageId, kind: 'newsletter', label: `Newsletter "${row.subject}"` })),
        );
      },
      // Blocks keep only the photo's id; its sizes are read when each e-mail is made.
      refresh: async () => false,
    });
    this.jobs.define(QUEUE_JOB, (payload) => this.queueBatch(String(payload.campaignId)));
    this.jobs.define(DIGEST_JOB, (_payload, now) => this.prepareDigest(now), { nextRegularRun: nextDigestRun });
  }

  /** The digest job exists once (its fixed key); every start may ask. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(DIGEST_JOB, DIGEST_JOB, nextDigestRun(this.clock.now()));
  }

  /** Exactly what a subscriber gets, with a sample unsubscribe link, and how many of them it would reach. */
  async preview(body: unknown): Promise<NewsletterPreview> {
    const draft = this.checked(body);
    const { subject, content } = newsletterEmail(
      draft.subject,
      await this.content.mailBlocks(draft.blocks, true),
      '#unsubscribe',
    );
    return {
      subject,
      ...(await this.mailer.render(content)),
      recipients: await this.subscribers.countConfirmed(draft.audience),
    };
  }

  async testSend(body: unknown, member: StaffUser): Promise<{ message: string }> {
    const draft = this.checked(body);
    const blocks = await this.content.mailBlocks(draft.blocks, true);
    const { subject, content } = newsletterEmail(draft.subject, blocks, '#unsubscribe');
    await this.mailer.enqueueEmail({
      kind: 'newsletterTest',
      to: member.email,
      subject: `[TEST] ${subject}`,
      content: { ...content, footerNote: TEST_COPY_NOTE },
    });
    return { message: `A test copy is on its way to ${member.email}.` };
  }

  /** Now, or held until `sendAt` (checked: a time in the coming year). */
  async send(body: unknown, member: StaffUser): Promise<CampaignView> {
    const draft = this.checked(body, ['sendAt']);
    const sendAt = this.sendTimeOf((body as { sendAt?: unknown }).sendAt);
    await this.content.mailBlocks(draft.blocks, true);
    const photoIds = [...new Set(draft.blocks.flatMap((block) => (block.type === 'photo' ? [block.imageId] : [])))];
    const created = await this.campaigns.create({
      ...draft,
      ...(photoIds.length > 0 ? { photoIds } : {}),
      createdBy: member.email,
      createdAt: this.clock.now(),
      state: sendAt ? 'scheduled' : 'queuing',
      ...(sendAt ? { sendAt } : {}),
      recipients: 0,
      claimVersion: 0,
    });
    const id = String(created._id);
    await this.jobs.schedule(jobKeyOf(id), QUEUE_JOB, sendAt ?? this.clock.now(), { campaignId: id });
    return this.view(created.toObject() as StoredCampaign);
  }

  /**
   * A held newsletter (scheduled, or the digest waiting) stopped before it goes. It claims the campaign, as the send
   * job does before it starts, so when both race exactly one wins: cancelled, or 409 because it is going out.
   */
  async cancel(id: string, member: StaffUser): Promise<CampaignView> {
    const seen = await this.find(id);
    if (seen.state === 'cancelled') return this.view(seen);
    if (seen.state !== 'scheduled' && seen.state !== 'awaiting-approval') throw new ConflictException(ALREADY_GOING);
    const claimed = await this.claimer.claim(this.campaigns, seen, DECISION_LEASE_MS, {
      state: 'cancelled',
      decidedBy: member.email,
    });
    if (!claimed) {
      const now = await this.find(id);
      if (now.state === 'cancelled') return this.view(now);
      throw new ConflictException(ALREADY_GOING);
    }
    await this.claimer.finish(this.campaigns, claimed, {});
    return this.view(claimed);
  }

  /** The digest waiting, sent now or at `sendAt` by the member approving it. */
  async approve(id: string, body: unknown, member: StaffUser): Promise<CampaignView> {
    const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const unknown = Object.keys(record).filter((name) => name !== 'sendAt');
    if (unknown.length > 0) {
      throw new BadRequestException(
        fieldErrorsAnswer(unknown.map((field) => ({ field, message: `property ${field} should not exist` }))),
      );
    }
    const sendAt = this.sendTimeOf(record.sendAt);
    const seen = await this.find(id);
    if (seen.state !== 'awaiting-approval') throw new ConflictException(NOT_WAITING);
    // Posts unpublished since it was prepared are left out when it goes; one without any left is not worth sending.
    if ((await this.content.mailBlocks(seen.blocks ?? [], false)).every((block) => !('card' in block))) {
      throw new ConflictException('None of the posts in this digest is published any more: cancel it instead.');
    }
    const claimed = await this.claimer.claim(this.campaigns, seen, DECISION_LEASE_MS, {
      state: sendAt ? 'scheduled' : 'queuing',
      decidedBy: member.email,
      ...(sendAt ? { sendAt } : {}),
    });
    if (!claimed) throw new ConflictException(NOT_WAITING);
    await this.claimer.finish(this.campaigns, claimed, {});
    await this.jobs.schedule(jobKeyOf(id), QUEUE_JOB, sendAt ?? this.clock.now(), { campaignId: id });
    return this.view(claimed);
  }

  /** One page, newest first, each with its progress through the outbox. */
  async list(query: PageQueryDto): Promise<NewsletterCampaignList> {
    const sort = { createdAt: -1, _id: -1 } as const;
    const page = await findPage(this.campaigns, { filter: {}, sort, query }, (row) => row as StoredCampaign);
    return {
      ...page,
      data: await Promise.all(page.data.map((row) => this.view(row))),
      confirmedSubscribers: await this.subscribers.countConfirmed(),
    };
  }

  /**
   * The digest of last month's posts, held for approval. Its id is the month's, so however many instances run
   * this at once (or a retry after a crash), one is stored. A month without posts has no digest.
   */
  private async prepareDigest(now: Date): Promise<Date> {
    const month = previousMonth(now);
    const postIds = await this.content.postsPublishedBetween(month.from, month.to, DIGEST_POSTS_MAX);
    if (postIds.length > 0) {
      const { subject, blocks } = monthlyDigest(month.name, postIds);
      try {
        await this.campaigns.create({
          _id: digestIdOf(month.key),
          subject,
          blocks,
          audience: newsletterAudienceOf(undefined),
          createdBy: 'Monthly digest',
          createdAt: now,
          state: 'awaiting-approval',
          digestMonth: month.key,
          recipients: 0,
          claimVersion: 0,
        });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return nextDigestRun(now);
  }

  /** The draft as stored: checked by the contracts' rule (every problem at its field), only its own fields kept. */
  private checked(body: unknown, alsoAllowed: readonly string[] = []): Required<NewsletterDraft> {
    const problems = newsletterProblems(body);
    const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const known = new Set(['subject', 'blocks', 'audience', ...alsoAllowed]);
    for (const field of Object.keys(record)) {
      if (!known.has(field)) problems.push({ field, message: `property ${field} should not exist` });
    }
    if (problems.length > 0) throw new BadRequestException(fieldErrorsAnswer(problems));
    const draft = body as NewsletterDraft;
    return {
      subject: draft.subject.trim(),
      blocks: draft.blocks.map(newsletterBlockOf),
      audience: newsletterAudienceOf(draft.audience),
    };
  }

  /** A send time staff chose: undefined for now; a 400 at `sendAt` for anything but a time in the coming year. */
  private sendTimeOf(value: unknown): Date | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    const now = this.clock.now().getTime();
    const at = typeof value === 'string' && value.length <= 40 ? new Date(value) : undefined;
    const problem =
      !at || Number.isNaN(at.getTime())
        ? 'Enter the send time as a date and time'
        : at.getTime() <= now
          ? 'Choose a send time in the future'
          : at.getTime() > now + LONGEST_HOLD_MS
            ? 'Choose a send time within the coming year'
            : undefined;
    if (problem) throw new BadRequestException(fieldErrorsAnswer([{ field: 'sendAt', message: problem }]));
    return at;
  }

  private async find(id: string): Promise<StoredCampaign> {
    const row = isValidObjectId(id) ? await this.campaigns.findById(id).lean<StoredCampaign>().exec() : null;
    if (!row) throw new NotFoundException('No such newsletter');
    return row;
  }

  /**
   * One batch; returns `now` while subscribers remain (the job runs again), undefined when all are queued. A held
   * newsletter is claimed first, so a cancel pressed at the same moment either wins (nothing goes) or loses (409).
   */
  private async queueBatch(campaignId: string): Promise<Date | undefined> {
    let campaign = await this.find(campaignId);
    if (campaign.state === 'scheduled') {
      const claimed = await this.claimer.claim(this.campaigns, campaign, DECISION_LEASE_MS, { state: 'queuing' });
      campaign = claimed ? claimed : await this.find(campaignId);
      if (claimed) await this.claimer.finish(this.campaigns, claimed, {});
    }
    if (campaign.state !== 'queuing') return campaign.state === 'scheduled' ? this.clock.now() : undefined;
    const batch = await this.subscribers.confirmedAfter(campaign.cursor, CAMPAIGN_BATCH, campaign.audience);
    const blocks: MailBlock[] =
      batch.length === 0
        ? []
        : campaign.blocks
          ? await this.content.mailBlocks(campaign.blocks, false)
          : paragraphsOf(campaign.body ?? '');
    for (const subscriber of batch) {
      const links = this.subscribers.unsubscribeLinks(subscriber);
      await this.mailer.enqueueEmail({
        kind: 'newsletter',
        to: subscriber.email,
        ...newsletterEmail(campaign.subject, blocks, links.page),
        headers: oneClickHeaders(this.mailer.siteUrl, links.token),
        group: groupOf(campaignId),
        dedupeKey: `newsletter:${campaignId}:${String(subscriber._id)}`,
      });
    }
    const done = batch.length < CAMPAIGN_BATCH;
    await this.campaigns
      .updateOne(
        { _id: campaign._id },
        {
          $set: {
            recipients: campaign.recipients + batch.length,
            ...(batch.length > 0 ? { cursor: String(batch[batch.length - 1]!._id) } : {}),
            ...(done ? { state: 'queued' } : {}),
          },
        },
      )
      .exec();
    return done ? undefined : this.clock.now();
  }

  private async view(row: StoredCampaign): Promise<CampaignView> {
    const counts = await this.outbox.countsOf(groupOf(String(row._id)));
    const pending = counts.queued + counts.sending;
    const held = row.state === 'awaiting-approval' || row.state === 'scheduled';
    return {
      _id: String(row._id),
      subject: row.subject,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      state:
        row.state === 'queued'
          ? pending > 0
            ? 'sending'
            : 'done'
          : row.state === 'queuing' || held || row.state === 'cancelled'
            ? row.state
            : 'done',
      ...(row.sendAt ? { sendAt: row.sendAt.toISOString() } : {}),
      audience: newsletterAudienceOf(row.audience),
      ...(row.digestMonth ? { digestMonth: row.digestMonth } : {}),
      ...(held && row.blocks ? { blocks: row.blocks } : {}),
      recipients: row.recipients,
      sent: counts.sent,
      failed: counts.failed,
      cancelled: counts.cancelled,
      pending,
    };
  }
}
