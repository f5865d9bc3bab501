import { EMAIL_MAX_LENGTH, isEmailAddress } from '@icast/contracts';
import { SITE } from '@icast/content';
import type { MessagingConfig } from './app-config';

/** The school office's address; messages to parents answer to it unless MAIL_REPLY_TO says otherwise. */
export const DEFAULT_MAIL_FROM = `${SITE.fullName} <${SITE.email}>`;
const SENDER_ID = /^[A-Za-z0-9 ]{3,11}$/;

/** `Name <address>` or a bare address; undefined when it is neither. */
export function parseMailbox(value: string): { name?: string; address: string } | undefined {
  const text = value.trim();
  // A display name and an address are never longer; the pattern below reads no more than this.
  if (text.length > 2 * EMAIL_MAX_LENGTH) return undefined;
  // Trimmed first, so no two parts of the pattern can take the same spaces (it cannot backtrack).
  const named = /^(?:"([^"<]*)"\s*|([^"<]*))<([^<>\s]+)>$/.exec(text);
  const address = (named ? named[3] : text)!.toLowerCase();
  if (!isEmailAddress(address)) return undefined;
  const name = (named?.[1] ?? named?.[2])?.trim();
  return name ? { name, address } : { address };
}

/** smtp://user:pass@host:port: the password never appears in a message. */
function redactUrl(value: string): string {
  return value.replace(/\/\/([^:/@]+):([^@/]+)@/, '//$1:***@');
}

/** The mail relay and the optional SMS provider; problems are pushed for validateEnvironment to report together. */
export function readMessagingEnvironment(
  read: (name: string) => string | undefined,
  problems: string[],
): MessagingConfig {
  const smtpUrl = read('SMTP_URL');
  if (smtpUrl !== undefined) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:') {
      problems.push(
        `SMTP_URL must look like smtp://user:password@host:587 or smtps://... (got "${redactUrl(smtpUrl)}")`,
      );
    }
  }
  const rawFrom = read('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  const from = parseMailbox(rawFrom);
  if (!from) problems.push(`MAIL_FROM must be an address or "Name <address>" (got "${rawFrom}")`);
  const rawReplyTo = read('MAIL_REPLY_TO') ?? SITE.email;
  const replyTo = parseMailbox(rawReplyTo);
  if (!replyTo) problems.push(`MAIL_REPLY_TO must be an address or "Name <address>" (got "${rawReplyTo}")`);

  const smsProviderUrl = read('SMS_PROVIDER_URL');
  const smsApiKey = read('SMS_API_KEY');
  if (smsProviderUrl !== undefined) {
    try {
      if (!['http:', 'https:'].includes(new URL(smsProviderUrl).protocol)) throw new Error('not http');
    } catch {
      problems.push(`SMS_PROVIDER_URL must be an http(s) URL (got "${smsProviderUrl}")`);
    }
  }
  if ((smsProviderUrl === undefined) !== (smsApiKey === undefined)) {
    problems.push('SMS_PROVIDER_URL and SMS_API_KEY must be set together (or neither, and no SMS is sent)');
  }
  const smsSenderId = read('SMS_SENDER_ID') ?? SITE.name;
  if (!SENDER_ID.test(smsSenderId)) {
    problems.push(`SMS_SENDER_ID must be 3 to 11 letters, digits or spaces (got "${smsSenderId}")`);
  }
  return {
    smtpUrl,
    mailFrom: from ?? { address: SITE.email },
    mailReplyTo: replyTo ?? { address: SITE.email },
    sms:
      smsProviderUrl && smsApiKey
        ? { providerUrl: smsProviderUrl, apiKey: smsApiKey, senderId: smsSenderId }
        : undefined,
  };
}
