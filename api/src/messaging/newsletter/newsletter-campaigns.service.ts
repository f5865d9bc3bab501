import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type {
  NewsletterCampaign as CampaignView,
  NewsletterCampaignList,
  NewsletterDraft,
  NewsletterPreview,
  StaffUser,
} from '@icast/contracts';
import { findPage, type PageQueryDto } from '../../platform/http/pagination';
import { Clock } from '../../platform/jobs/clock';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.service';
import { OutboxService } from '../outbox/outbox.service';
import { Mailer } from '../layout/mailer';
import { NewsletterCampaign } from './newsletter-campaign.schema';
import { newsletterEmail, oneClickHeaders } from './newsletter-messages';
import { NewsletterService } from './newsletter.service';

type StoredCampaign = NewsletterCampaign & { _id: Types.ObjectId };

const QUEUE_JOB = 'newsletter-campaign';
/** Subscribers queued per run of the job; it runs again at once until all are queued. */
export const CAMPAIGN_BATCH = 50;
const groupOf = (campaignId: string) => `newsletter:${campaignId}`;

/**
 * Newsletters staff write: a preview, a test to themselves, then one message per confirmed subscriber, queued in
 * batches by a scheduled job (so a large list never holds up a request) and delivered by the outbox.
 */
@Injectable()
export class NewsletterCampaigns {
  constructor(
    @InjectModel(NewsletterCampaign.name) private readonly campaigns: Model<NewsletterCampaign>,
    private readonly subscribers: NewsletterService,
    private readonly outbox: OutboxService,
    private readonly mailer: Mailer,
    private readonly jobs: ScheduledJobs,
    private readonly clock: Clock,
  ) {
    this.jobs.define(QUEUE_JOB, (payload) => this.queueBatch(String(payload.campaignId)));
  }

  /** Exactly what a subscriber gets, with a sample unsubscribe link. */
  async preview(draft: NewsletterDraft): Promise<NewsletterPreview> {
    const { subject, content } = newsletterEmail(draft, '#unsubscribe');
    return { subject, ...(await this.mailer.render(content)) };
  }

  async testSend(draft: NewsletterDraft, member: StaffUser): Promise<{ message: string }> {
    const { subject, content } = newsletterEmail(draft, '#unsubscribe');
    await this.mailer.enqueueEmail({
      kind: 'newsletterTest',
      to: member.email,
      subject: `[TEST] ${subject}`,
      content: { ...content, footerNote: 'A test copy: each subscriber gets their own unsubscribe link.' },
    });
    return { message: `A test copy is on its way to ${member.email}.` };
  }

  async send(draft: NewsletterDraft, member: StaffUser): Promise<CampaignView> {
    const created = await this.campaigns.create({
      ...draft,
      createdBy: member.email,
      createdAt: this.clock.now(),
      state: 'queuing',
      recipients: 0,
    });
    const id = String(created._id);
    await this.jobs.schedule(`${QUEUE_JOB}:${id}`, QUEUE_JOB, this.clock.now(), { campaignId: id });
    return this.view(created.toObject() as StoredCampaign);
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

  /** One batch; returns `now` while subscribers remain (the job runs again), undefined when all are queued. */
  private async queueBatch(campaignId: string): Promise<Date | undefined> {
    const campaign = await this.campaigns.findById(campaignId).lean<StoredCampaign>().exec();
    if (!campaign) throw new NotFoundException(`No newsletter ${campaignId}`);
    if (campaign.state === 'queued') return undefined;
    const batch = await this.subscribers.confirmedAfter(campaign.cursor, CAMPAIGN_BATCH);
    for (const subscriber of batch) {
      const links = this.subscribers.unsubscribeLinks(subscriber);
      await this.mailer.enqueueEmail({
        kind: 'newsletter',
        to: subscriber.email,
        ...newsletterEmail(campaign, links.page),
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
    return {
      _id: String(row._id),
      subject: row.subject,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      state: row.state === 'queuing' ? 'queuing' : pending > 0 ? 'sending' : 'done',
      recipients: row.recipients,
      sent: counts.sent,
      failed: counts.failed,
      cancelled: counts.cancelled,
      pending,
    };
  }
}
