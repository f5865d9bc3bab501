import type { SchoolClosure, SiteSettings } from '@icast/contracts';
import { SITE } from '@icast/content';
import type { MailContent } from '../layout/mail-layout';
import { lagosDateTime } from '../../platform/formats';

/** `Elebu Campus and Elewura Campus`, or both campuses when none is named. */
function campusesOf(closure: SchoolClosure, settings: SiteSettings): string {
  const labels = closure.campuses.map((id) => settings.campuses.find((campus) => campus.id === id)?.label ?? id);
  return labels.length === 0 ? 'All campuses' : labels.join(' and ');
}

/** The closure by e-mail: what, where and until when, with a link to the site where it shows on every page. */
export function closureEmail(
  closure: SchoolClosure,
  settings: SiteSettings,
  siteUrl: string,
  unsubscribePage: string,
): { subject: string; content: MailContent } {
  return {
    subject: `School closure: ${closure.title}`,
    content: {
      preheader: closure.message.slice(0, 120),
      heading: closure.title,
      blocks: [
        { paragraph: closure.message },
        {
          paragraph:
            `${campusesOf(closure, settings)}, from ${lagosDateTime(new Date(closure.startsAt))} ` +
            `until ${lagosDateTime(new Date(closure.endsAt))}.`,
        },
        { action: { label: 'Open the school website', url: siteUrl } },
      ],
      footerNote: `You get this because you subscribed to ${SITE.fullName} news.`,
      footerLink: { label: 'Unsubscribe', url: unsubscribePage },
    },
  };
}

/** Three SMS parts at most: the title, the message cut to fit, and where to read more. */
export const CLOSURE_SMS_MAX = 459;

export function closureSms(closure: SchoolClosure, siteUrl: string): string {
  const head = `${SITE.fullName}: ${closure.title}. `;
  const tail = ` More: ${siteUrl}`;
  const room = CLOSURE_SMS_MAX - head.length - tail.length;
  const body = closure.message.length > room ? `${closure.message.slice(0, room - 3).trimEnd()}...` : closure.message;
  return `${head}${body}${tail}`;
}
