import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { STAFF_NOTIFICATIONS, type StaffActivityKind } from '@icast/contracts';
import { AppConfig } from '../../platform/config/app-config';
import { lagosDate, lagosDateTime } from '../../platform/formats';
import { Clock } from '../../platform/jobs/clock';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.service';
import { Mailer } from '../layout/mailer';
import { nextDigestTime } from './chat-digest';
import { activityKindsOf, StaffActivity } from './staff-activity.service';
import { settingsNote, StaffNotifications } from './staff-notifications.service';

export const ACTIVITY_DIGEST_JOB = 'activity-digest';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Each morning at 07:00 Lagos, to each member who keeps the digest on: what happened in the past day, of the kinds
 * they keep on (acceptances, declines, bookings, uploads). One e-mail per member per day (the job is claimed once
 * across processes, and the outbox's dedupe key names the day and the member); none to a member with nothing new.
 */
@Injectable()
export class ActivityDigest implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: ScheduledJobs,
    private readonly activity: StaffActivity,
    private readonly staff: StaffNotifications,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {
    this.jobs.define(ACTIVITY_DIGEST_JOB, (_payload, now) => this.send(now), { nextRegularRun: nextDigestTime });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(ACTIVITY_DIGEST_JOB, ACTIVITY_DIGEST_JOB, nextDigestTime(this.clock.now()));
  }

  async send(now: Date): Promise<Date> {
    const members = await this.staff.recipients('activityDigest');
    const choices = await this.staff.choicesOf(members.map((member) => member.id));
    const day = lagosDate(now);
    const from = new Date(now.getTime() - DAY_MS);
    for (const member of members) {
      const kinds = activityKindsOf(member.role, choices.get(member.id));
      const entries = await this.activity.between(kinds, from, now);
      if (entries.length === 0) continue;
      const byKind = (kind: StaffActivityKind) => entries.filter((entry) => entry.kind === kind);
      await this.mailer.enqueueEmail({
        kind: 'staffActivityDigest',
        to: member.email,
        subject: `Admissions, the past day: ${entries.length} thing${entries.length === 1 ? '' : 's'} happened (${day})`,
        content: {
          heading: 'What happened in admissions',
          blocks: [
            { paragraph: `The past 24 hours, to ${lagosDateTime(now)}:` },
            ...kinds
              .filter((kind) => byKind(kind).length > 0)
              .flatMap((kind) => [
                { paragraph: `${STAFF_NOTIFICATIONS[kind].label} (${byKind(kind).length})` },
                { list: byKind(kind).map((entry) => `${entry.text}, ${lagosDateTime(entry.at)}`) },
              ]),
            { action: { label: 'Open the dashboard', url: `${this.config.publicSiteUrl}/dashboard` } },
          ],
          footerNote: settingsNote('activityDigest'),
        },
        group: `activity-digest:${day}`,
        dedupeKey: `staff:activityDigest:${day}:${member.id}`,
      });
    }
    return nextDigestTime(now);
  }
}
