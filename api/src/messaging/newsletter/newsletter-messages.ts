import { apiUrl, ENDPOINTS, type NewsletterBlock } from '@icast/contracts';
import { SITE } from '@icast/content';
import type { MailBlock, MailContent } from '../layout/mail-layout';
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

/** Plain text from before newsletters were built from blocks: blank lines part paragraphs, addresses become links. */
export function paragraphsOf(body: string): MailBlock[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => ({ linkedParagraph: paragraph }));
}

/** A newsletter in the school's layout: its blocks as drawn, then why the reader gets it and how to stop. */
export function newsletterEmail(
  subject: string,
  blocks: MailBlock[],
  unsubscribeLink: string,
): { subject: string; content: MailContent } {
  const first = blocks.find((block) => 'linkedParagraph' in block);
  return {
    subject,
    content: {
      preheader: first && 'linkedParagraph' in first ? first.linkedParagraph.slice(0, 120) : undefined,
      heading: subject,
      blocks,
      footerNote: `You get this because you subscribed to ${SITE.fullName} news on our website.`,
      footerLink: { label: 'Unsubscribe', url: unsubscribeLink },
    },
  };
}

export const TEST_COPY_NOTE = 'A test copy: each subscriber gets their own unsubscribe link.';

/** The monthly digest as it is prepared: staff read it, and may cancel it, before approving. */
export function monthlyDigest(
  monthName: string,
  postIds: readonly string[],
): { subject: string; blocks: NewsletterBlock[] } {
  return {
    subject: `${SITE.name} news: ${monthName}`,
    blocks: [
      {
        type: 'paragraph',
        text: `Dear parents and friends of ${SITE.fullName}, here is what we shared on our website in ${monthName}.`,
      },
      ...postIds.map((postId): NewsletterBlock => ({ type: 'post', postId })),
      { type: 'button', label: 'Read all our news', url: '/blog' },
    ],
  };
}
