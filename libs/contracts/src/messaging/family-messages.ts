import type { ApiFieldError } from '../platform/field-problems';
import type { ApplicationListQuery } from '../admissions/types';

/**
 * "Message these families": one message staff write on the applications list, sent to the families of every
 * application its filters select (the server applies them), by e-mail, SMS or both.
 */
export const FAMILY_MESSAGE_CHANNELS = ['email', 'sms', 'both'] as const;
export type FamilyMessageChannel = (typeof FAMILY_MESSAGE_CHANNELS)[number];

/**
 * The e-mail's subject and body; `sms` is the whole text message as sent (the school's name in front, placeholders
 * filled in): three joined 153-character parts, what Nigerian providers deliver as one message.
 */
export const FAMILY_MESSAGE_LIMITS = { subject: 150, body: 3000, sms: 459 } as const;

/** The words a template may name in braces, filled in per family. */
export const FAMILY_MESSAGE_PLACEHOLDERS = ['childName', 'reference', 'parentName'] as const;
export type FamilyMessagePlaceholder = (typeof FAMILY_MESSAGE_PLACEHOLDERS)[number];
export type FamilyMessageValues = Record<FamilyMessagePlaceholder, string>;

/** The applications list's filters, as its page sends them (no page or page size: every page is messaged). */
export type FamilyMessageFilter = Omit<ApplicationListQuery, 'page' | 'pageSize'>;

/** POST form/admin/family-messages/preview and POST form/admin/family-messages */
export interface FamilyMessageDraft {
  filter: FamilyMessageFilter;
  channel: FamilyMessageChannel;
  /** The e-mail's subject (not used by SMS). */
  subject: string;
  body: string;
}

/** An application the message cannot reach by a channel it was asked to use. */
export interface FamilyUnreachable {
  reference: string;
  childName: string;
}

export interface FamilyMessageReach {
  /** Applications the filters select. */
  applications: number;
  /** E-mails and texts: one per family (siblings' applications with one address get one message). */
  emails: number;
  texts: number;
  withoutEmail: FamilyUnreachable[];
  withoutPhone: FamilyUnreachable[];
  /** SMS can be sent on this site (a provider is configured). */
  smsConfigured: boolean;
}

export interface FamilyMessagePreview extends FamilyMessageReach {
  /** The first family's message as it will read, when there is one. */
  first?: { email?: { to: string; subject: string; body: string }; sms?: { to: string; text: string } };
}

export interface FamilyMessageSent extends FamilyMessageReach {
  /** Messages written to the outbox now; the rest were already there (the same message sent today). */
  queued: number;
  alreadySent: number;
  /** When the texts go, if they wait out the night (21:00 to 07:00 Lagos time). */
  smsHeldUntil?: string;
  message: string;
}

/** Placeholders in braces, at most 40 characters between them; the text is bounded before this runs. */
const PLACEHOLDER = /\{([^{}]{0,40})\}/g;

/** The names in braces a template uses that are not placeholders, each once, in the order written. */
export function unknownPlaceholders(template: string): string[] {
  const unknown = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    if (!(FAMILY_MESSAGE_PLACEHOLDERS as readonly string[]).includes(name)) unknown.add(name);
  }
  return [...unknown];
}

/** The template with each placeholder replaced by the family's value. */
export function fillFamilyMessage(template: string, values: FamilyMessageValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    (FAMILY_MESSAGE_PLACEHOLDERS as readonly string[]).includes(name)
      ? values[name as FamilyMessagePlaceholder]
      : whole,
  );
}

const PLACEHOLDER_LIST = FAMILY_MESSAGE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

function unknownProblem(field: 'subject' | 'body', template: string): ApiFieldError | undefined {
  const unknown = unknownPlaceholders(template);
  if (unknown.length === 0) return undefined;
  const named = unknown.map((name) => `{${name}}`).join(', ');
  return {
    field,
    message: `${field === 'subject' ? 'The subject' : 'The message'} uses ${named}, which the site cannot fill in. Use ${PLACEHOLDER_LIST}`,
  };
}

/**
 * The draft's own words, checked the same way on the page and in the API: lengths first (before any pattern reads
 * the text), then the placeholders. The SMS's full length depends on each family's names, so the API checks it.
 */
export function checkFamilyMessage(draft: Pick<FamilyMessageDraft, 'channel' | 'subject' | 'body'>): ApiFieldError[] {
  const problems: ApiFieldError[] = [];
  const email = draft.channel !== 'sms';
  const subject = draft.subject.trim();
  const body = draft.body.trim();
  if (email && subject === '') problems.push({ field: 'subject', message: 'Enter a subject for the e-mail' });
  else if (subject.length > FAMILY_MESSAGE_LIMITS.subject)
    problems.push({
      field: 'subject',
      message: `The subject must be at most ${FAMILY_MESSAGE_LIMITS.subject} characters (it has ${subject.length})`,
    });
  else if (email) {
    const problem = unknownProblem('subject', subject);
    if (problem) problems.push(problem);
  }
  const bodyMax = email ? FAMILY_MESSAGE_LIMITS.body : FAMILY_MESSAGE_LIMITS.sms;
  if (body === '') problems.push({ field: 'body', message: 'Write the message' });
  else if (body.length > bodyMax)
    problems.push({
      field: 'body',
      message: `The message must be at most ${bodyMax} characters${email ? '' : ' for a text message'} (it has ${body.length})`,
    });
  else {
    const problem = unknownProblem('body', body);
    if (problem) problems.push(problem);
  }
  return problems;
}
