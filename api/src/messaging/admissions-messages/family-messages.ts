import { createHash } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  checkFamilyMessage,
  FAMILY_MESSAGE_LIMITS,
  type FamilyMessageDraft,
  type FamilyMessagePreview,
  type FamilyMessageReach,
  type FamilyMessageSent,
  type FamilyUnreachable,
  fieldErrorsAnswer,
  type StaffUser,
} from '@icast/contracts';
import { type Applicant, type ApplicationListFilterDto, ApplicationService, ParentLinks } from '../../admissions';
import { SiteContentService } from '../../content';
import { lagosDate } from '../../platform/formats';
import { Clock } from '../../platform/jobs/clock';
import { smsAllowedFrom } from '../channels/quiet-hours';
import { Mailer } from '../layout/mailer';
import { OutboxService } from '../outbox/outbox.service';
import { StaffActivity } from '../staff-notifications/staff-activity.service';
import { familyMessageEmail, familyMessageSms, familyMessageValues } from './family-message-texts';

type Draft = Omit<FamilyMessageDraft, 'filter'> & { filter: ApplicationListFilterDto };

/** One family reached by one channel: its address and its children among the applications chosen. */
interface Recipient {
  to: string;
  applications: Applicant[];
}

interface Audience {
  reach: FamilyMessageReach;
  emails: Recipient[];
  texts: Recipient[];
}

/** Siblings' applications that give one address make one recipient; the first application's order is kept. */
function byAddress(applications: readonly Applicant[], address: (applicant: Applicant) => string | undefined) {
  const recipients = new Map<string, Recipient>();
  const unreachable: FamilyUnreachable[] = [];
  for (const applicant of applications) {
    const to = address(applicant);
    if (!to) {
      unreachable.push({ reference: applicant.reference, childName: applicant.child.shortName });
      continue;
    }
    const recipient = recipients.get(to);
    if (recipient) recipient.applications.push(applicant);
    else recipients.set(to, { to, applications: [applicant] });
  }
  return { recipients: [...recipients.values()], unreachable };
}

/**
 * The office's message to the families of every application the applications list's filters select (the server
 * reads the applications, never the page's rows): one outbox message per family and channel. Its dedupe key is the
 * message's words, the channel, the address and the Lagos day, so pressing Send twice, or two members sending the
 * same words at once, queue each family's message once; the same words on another day are a new message.
 */
@Injectable()
export class FamilyMessages {
  constructor(
    private readonly applications: ApplicationService,
    private readonly parentLinks: ParentLinks,
    private readonly mailer: Mailer,
    private readonly outbox: OutboxService,
    private readonly siteContent: SiteContentService,
    private readonly activity: StaffActivity,
    private readonly clock: Clock,
  ) {}

  async preview(draft: Draft): Promise<FamilyMessagePreview> {
    const audience = await this.audience(draft);
    const contacts = await this.siteContent.settings();
    const firstEmail = audience.emails[0];
    const firstText = audience.texts[0];
    const email = firstEmail
      ? familyMessageEmail(
          draft.subject.trim(),
          draft.body.trim(),
          familyMessageValues(firstEmail.applications),
          this.parentLinks.linkFor('email', firstEmail.to),
          contacts,
        )
      : undefined;
    return {
      ...audience.reach,
      ...(email || firstText
        ? {
            first: {
              ...(email && firstEmail
                ? { email: { to: firstEmail.to, subject: email.subject, body: email.body } }
                : {}),
              ...(firstText
                ? {
                    sms: {
                      to: firstText.to,
                      text: familyMessageSms(draft.body.trim(), familyMessageValues(firstText.applications)),
                    },
                  }
                : {}),
            },
          }
        : {}),
    };
  }

  async send(draft: Draft, member: StaffUser): Promise<FamilyMessageSent> {
    const audience = await this.audience(draft);
    const now = this.clock.now();
    const subject = draft.subject.trim();
    const body = draft.body.trim();
    const day = lagosDate(now);
    const words = createHash('sha256')
      .update(JSON.stringify([day, draft.channel, subject, body]))
      .digest('hex');
    const group = `family-message:${words.slice(0, 32)}`;
    const contacts = await this.siteContent.settings();
    let queued = 0;
    let alreadySent = 0;
    const count = (result: { queued: boolean } | undefined) => {
      if (!result) return;
      if (result.queued) queued += 1;
      else alreadySent += 1;
    };
    for (const recipient of audience.emails) {
      const values = familyMessageValues(recipient.applications);
      const { subject: filled, content } = familyMessageEmail(
        subject,
        body,
        values,
        this.parentLinks.linkFor('email', recipient.to),
        contacts,
      );
      count(
        await this.mailer.enqueueEmail({
          kind: 'familyMessage',
          to: recipient.to,
          subject: filled,
          content,
          group,
          dedupeKey: `${group}:email:${recipient.to}`,
        }),
      );
    }
    const smsFrom = smsAllowedFrom(now);
    for (const recipient of audience.texts) {
      count(
        await this.mailer.enqueueSms({
          kind: 'familyMessage',
          to: recipient.to,
          text: familyMessageSms(body, familyMessageValues(recipient.applications)),
          group,
          dedupeKey: `${group}:sms:${recipient.to}`,
          notBefore: smsFrom,
        }),
      );
    }
    const { applications, emails, texts } = audience.reach;
    await this.activity.record('familiesMessaged', group, {
      text:
        `Message "${(subject || body).slice(0, 60)}" sent by ${member.name || member.email} to the families of ` +
        `${applications} ${applications === 1 ? 'application' : 'applications'}: ${emails} by e-mail, ${texts} by SMS`,
      link: '/dashboard/applications',
      at: now,
    });
    const held = audience.texts.length > 0 && smsFrom > now;
    return {
      ...audience.reach,
      queued,
      alreadySent,
      ...(held ? { smsHeldUntil: smsFrom.toISOString() } : {}),
      message:
        `${queued} ${queued === 1 ? 'message' : 'messages'} queued` +
        (alreadySent > 0 ? `; ${alreadySent} had already been sent today and were not sent again` : '') +
        (held ? '; the text messages wait until 07:00 Lagos time' : '') +
        '.',
    };
  }

  /** The draft checked, the applications chosen, and who each channel reaches; refused before anything is queued. */
  private async audience(draft: Draft): Promise<Audience> {
    const problems = checkFamilyMessage(draft);
    if (problems.length > 0) throw new BadRequestException(fieldErrorsAnswer(problems));
    const wantsEmail = draft.channel !== 'sms';
    const wantsSms = draft.channel !== 'email';
    const smsConfigured = this.outbox.isConfigured('sms');
    if (wantsSms && !smsConfigured) {
      throw new ConflictException(
        fieldErrorsAnswer([
          { field: 'channel', message: 'Text messages are not set up on this site: send the message by e-mail' },
        ]),
      );
    }
    const applications = await this.applications.selected(draft.filter);
    const emails = wantsEmail ? byAddress(applications, (applicant) => applicant.contact.email) : undefined;
    const texts = wantsSms ? byAddress(applications, (applicant) => applicant.contact.phone) : undefined;
    if (texts) {
      const body = draft.body.trim();
      for (const recipient of texts.recipients) {
        const length = familyMessageSms(body, familyMessageValues(recipient.applications)).length;
        if (length > FAMILY_MESSAGE_LIMITS.sms) {
          throw new BadRequestException(
            fieldErrorsAnswer([
              {
                field: 'body',
                message:
                  `The text message to the family of ${recipient.applications[0]!.child.shortName} would be ${length} ` +
                  `characters; a text message carries at most ${FAMILY_MESSAGE_LIMITS.sms}. Shorten the message`,
              },
            ]),
          );
        }
      }
    }
    return {
      reach: {
        applications: applications.length,
        emails: emails?.recipients.length ?? 0,
        texts: texts?.recipients.length ?? 0,
        withoutEmail: emails?.unreachable ?? [],
        withoutPhone: texts?.unreachable ?? [],
        smsConfigured,
      },
      emails: emails?.recipients ?? [],
      texts: texts?.recipients ?? [],
    };
  }
}
