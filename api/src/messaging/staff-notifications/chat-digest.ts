import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { UnansweredQuestionsService } from '../../assistant';
import { AppConfig } from '../../platform/config/app-config';
import { Clock } from '../../platform/jobs/clock';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.service';
import { lagosDate } from '../../platform/formats';
import { settingsNote } from './staff-notifications.service';
import { StaffNotifications } from './staff-notifications.service';

export const CHAT_DIGEST_JOB = 'chat-digest';
const DAY_MS = 24 * 60 * 60 * 1000;
/** 07:00 in Lagos (UTC+1 all year), before the office opens at 8. */
const DIGEST_HOUR_UTC = 6;

/** The next 07:00 Lagos time after `now`. */
export function nextDigestTime(now: Date): Date {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
  return today > now ? today : new Date(today.getTime() + DAY_MS);
}

/**
 * Each morning, the questions Aunty ICAST could not answer in the past day, to the staff who chose the digest, so
 * someone adds the missing answers. Nothing is sent on a day without such questions.
 */
@Injectable()
export class ChatDigest implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: ScheduledJobs,
    private readonly questions: UnansweredQuestionsService,
    private readonly staff: StaffNotifications,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {
    this.jobs.define(CHAT_DIGEST_JOB, (_payload, now) => this.send(now), { nextRegularRun: nextDigestTime });
  }

  /** Every process schedules it; the job's fixed key keeps one. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(CHAT_DIGEST_JOB, CHAT_DIGEST_JOB, nextDigestTime(this.clock.now()));
  }

  async send(now: Date): Promise<Date> {
    const asked = await this.questions.askedSince(new Date(now.getTime() - DAY_MS));
    if (asked.length > 0) {
      const day = lagosDate(now);
      await this.staff.notify('chatDigest', day, {
        subject: `Aunty ICAST could not answer ${asked.length} question${asked.length === 1 ? '' : 's'} (${day})`,
        content: {
          heading: 'Questions Aunty ICAST could not answer',
          blocks: [
            { paragraph: 'Asked on the website in the past 24 hours, most asked first:' },
            { list: asked.map((entry) => `${entry.question} (asked ${entry.count}x in all)`) },
            {
              paragraph: 'Adding an answer to the school facts (libs/content) lets Aunty ICAST answer it next time.',
            },
            {
              action: {
                label: 'See all unanswered questions',
                url: `${this.config.publicSiteUrl}/dashboard/questions`,
              },
            },
          ],
          footerNote: settingsNote('chatDigest'),
        },
      });
    }
    return nextDigestTime(now);
  }
}
