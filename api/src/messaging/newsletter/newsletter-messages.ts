import { apiUrl, ENDPOINTS, type NewsletterDraft } from '@icast/contracts';
import { SITE } from '@icast/content';
import type { MailContent } from '../layout/mail-layout';
import { lagosDate } from '../../platform/formats';

/** The public pages behind the e-mailed links (mf-public's routes). */
export const confirmPageUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribePageUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * RFC 8058 one-click unsubscribe: mail programs show an Unsubscribe button and POST
 * `List-Unsubscribe=One-Click` to this address themselves.
 */
export function oneClickHeaders(siteUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${siteUrl}${apiUrl(ENDPOINTS.newsletter.unsubscribe, { token })}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function confirmationEmail(
  link: string,
  expiresAt: Date,
  legacy: boolean,
): { subject: string; content: MailContent } {
  return {
    subject: `Please confirm your ${SITE.fullName} newsletter subscription`,
    content: {
      preheader: 'One click to confirm, and school news will reach your inbox.',
      heading: 'Confirm your subscription',
      blocks: [
        {
          paragraph: legacy
            ? `This address signed up for ${SITE.fullName} news on our website. We now ask every subscriber to ` +
              'confirm their address before we send any newsletter. If you still want our news, please confirm:'
            : `Someone, hopefully you, asked to receive ${SITE.fullName} news at this address. Please confirm:`,
        },
        { action: { label: 'Confirm my subscription', url: link } },
        {
          paragraph:
            `The link works until ${lagosDate(expiresAt)}. If you did not ask for this, ignore this e-mail: ` +
            'you will not be subscribed and we will not write again.',
        },
      ],
    },
  };
}

export function alreadySubscribedEmail(unsubscribeLink: string): { subject: string; content: MailContent } {
  return {
    subject: `You are already subscribed to ${SITE.fullName} news`,
    content: {
      heading: 'You are already on our list',
      blocks: [
        {
          paragraph:
            'Someone asked to subscribe this address to our newsletter, but it is already subscribed, so ' +
            'nothing has changed. Nothing else is needed from you.',
        },
      ],
      footerNote: 'To stop receiving our newsletter:',
      footerLink: { label: 'Unsubscribe', url: unsubscribeLink },
    },
  };
}

/** Paragraphs are separated by blank lines; single line breaks stay; web addresses become links. */
export function newsletterEmail(
  draft: NewsletterDraft,
  unsubscribeLink: string,
): { subject: string; content: MailContent } {
  const paragraphs = draft.body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return {
    subject: draft.subject,
    content: {
      preheader: paragraphs[0]?.slice(0, 120),
      heading: draft.subject,
      blocks: paragraphs.map((paragraph) => ({ linkedParagraph: paragraph })),
      footerNote: `You get this because you subscribed to ${SITE.fullName} news on our website.`,
      footerLink: { label: 'Unsubscribe', url: unsubscribeLink },
    },
  };
}
