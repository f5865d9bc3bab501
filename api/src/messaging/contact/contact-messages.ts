import { officePhone, type SiteSettings } from '@icast/contracts';
import { CONTACT_THANKS, SITE } from '@icast/content';
import type { MailContent } from '../layout/mail-layout';
import { lagosDateTime } from '../../platform/formats';
import { settingsNote } from '../staff-notifications/staff-notifications.service';

interface Original {
  /** '' on a message sent before the form asked for a name. */
  name?: string;
  email: string;
  tel: string;
  subject: string;
  message: string;
  createdAt: Date;
}

/** To staff: a new message from the Contacts page. Replying from their mail program reaches the sender. */
export function newContactNotice(original: Original, siteUrl: string): { subject: string; content: MailContent } {
  return {
    subject: `Contact message: ${original.subject}`,
    content: {
      heading: 'A new message from the Contacts page',
      blocks: [
        {
          facts: [
            ['From', original.name ? `${original.name} <${original.email}>` : original.email],
            ['Phone', original.tel],
            ['Subject', original.subject],
            ['Sent', lagosDateTime(original.createdAt)],
          ],
        },
        { paragraph: original.message },
        { action: { label: 'Reply from the dashboard', url: `${siteUrl}/dashboard/message` } },
      ],
      footerNote: settingsNote('newContactMessage'),
    },
  };
}

/** To the sender: the school's reply, quoting their message. */
export function contactReplyEmail(
  original: Original,
  reply: { message: string; byName: string },
): { subject: string; content: MailContent } {
  return {
    subject: /^re:/i.test(original.subject) ? original.subject : `Re: ${original.subject}`,
    content: {
      heading: `A reply from ${SITE.fullName}`,
      blocks: [
        { linkedParagraph: reply.message },
        { paragraph: `${reply.byName}\n${SITE.fullName}` },
        { quote: original.message, cite: `On ${lagosDateTime(original.createdAt)} you wrote:` },
      ],
      footerNote: 'You can answer this e-mail directly; it reaches the school office.',
    },
  };
}

/** What the Contacts page shows once a message is stored. */
export function contactThanks(email: string): string {
  return `${CONTACT_THANKS} We have e-mailed a confirmation to ${email}.`;
}

/**
 * To the sender: their message arrived, who answers and when, and where to turn if it cannot wait. It repeats only
 * their name and subject, never the message itself, so the form cannot be used to send someone else a text of one's
 * choosing in the school's name.
 */
export function contactAcknowledgementEmail(
  original: Original,
  settings: Pick<SiteSettings, 'phones' | 'openingHours'>,
): { subject: string; content: MailContent } {
  const phone = officePhone(settings);
  const hours = settings.openingHours ? ` (${settings.openingHours})` : '';
  return {
    subject: `We received your message: ${original.subject}`,
    content: {
      preheader: 'The school office has your message and will reply by e-mail.',
      heading: original.name ? `Thank you for writing to us, ${original.name}` : 'Thank you for writing to us',
      blocks: [
        {
          paragraph:
            `Your message "${original.subject}" reached the ${SITE.fullName} office on ` +
            `${lagosDateTime(original.createdAt)}. A member of staff will reply to this address by e-mail, ` +
            'usually within two working days.',
        },
        {
          paragraph: phone
            ? `If it cannot wait, please call us on ${phone}${hours}.`
            : `If it cannot wait, please call the school office${hours}.`,
        },
      ],
      footerNote:
        'You get this because this address was given on the Contacts page of our website. If that was not you, ' +
        'ignore this e-mail: we will not write again unless you write to us.',
    },
  };
}
