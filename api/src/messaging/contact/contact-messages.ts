import { SITE } from '@icast/content';
import type { MailContent } from '../layout/mail-layout';
import { lagosDateTime } from '../../platform/formats';
import { settingsNote } from '../staff-notifications/staff-notifications.service';

interface Original {
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
            ['From', original.email],
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
