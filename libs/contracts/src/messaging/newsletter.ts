/**
 * A newsletter as staff build it: a subject, a list of blocks (headings, paragraphs, photos from the library, a post
 * or an event pulled in, a button) and the lists it goes to. The API checks a draft with `newsletterProblems` and
 * the dashboard checks it with the same function before sending, so both say the same thing at the same field.
 */
import { CAMPUSES } from '../admissions/admission-choices';
import type { ApiFieldError } from '../platform/field-problems';
import { staffLinkHref } from '../content/links';
import { NEWSLETTER_LIMITS } from './types';

/** How much a newsletter may hold: a long termly letter several times over, never an unbounded body. */
export const NEWSLETTER_BLOCK_LIMITS = {
  blocks: 40,
  heading: 150,
  paragraph: 3000,
  alt: 250,
  caption: 250,
  label: 60,
  url: 500,
} as const;

/** The campuses a subscriber may follow (the admission form's list). */
export const NEWSLETTER_CAMPUSES = CAMPUSES;
export type NewsletterCampus = (typeof CAMPUSES)[number]['value'];

/** The parts of the school a subscriber may follow: one list each. */
export const NEWSLETTER_SECTIONS = [
  { value: 'daycare', label: 'Daycare' },
  { value: 'kindergarten', label: 'Kindergarten' },
  { value: 'primary', label: 'Primary' },
  { value: 'secondary', label: 'Secondary' },
  { value: 'hostel', label: 'Hostel' },
] as const;
export type NewsletterSection = (typeof NEWSLETTER_SECTIONS)[number]['value'];

/**
 * Who a newsletter goes to. An empty list means every campus (or every section). A subscriber who chose no campus
 * (or no section) hears about all of them, so narrowing a newsletter never loses the people who asked for everything.
 */
export interface NewsletterAudience {
  campuses: NewsletterCampus[];
  sections: NewsletterSection[];
}

/** What a subscriber chose on the public form; both optional. */
export interface NewsletterInterests {
  campus?: NewsletterCampus;
  sections?: NewsletterSection[];
}

export type NewsletterBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  /** A photo from the media library, by its image id, with the words a screen reader says for it. */
  | { type: 'photo'; imageId: string; alt: string; caption?: string }
  /** A published post: its title, excerpt, photo and a link to it are read when the e-mail is made. */
  | { type: 'post'; postId: string }
  /** An event: its date, place and a link to it are read when the e-mail is made. */
  | { type: 'event'; eventId: string }
  /** A button to a page of the site (`/admission`) or an https address. */
  | { type: 'button'; label: string; url: string };

export type NewsletterBlockType = NewsletterBlock['type'];
export const NEWSLETTER_BLOCK_TYPES: readonly NewsletterBlockType[] = [
  'heading',
  'paragraph',
  'photo',
  'post',
  'event',
  'button',
];

const OBJECT_ID = /^[a-f0-9]{24}$/;
const L = NEWSLETTER_BLOCK_LIMITS;
type Problems = ApiFieldError[];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function text(problems: Problems, field: string, value: unknown, max: number, what: string, required = true): void {
  if (value === undefined && !required) return;
  if (typeof value !== 'string' || (required && value.trim() === '')) {
    problems.push({ field, message: `Enter ${what}` });
  } else if (value.length > max) {
    problems.push({ field, message: `Shorten ${what} to ${max} characters or fewer` });
  }
}

function block(problems: Problems, at: string, value: unknown, number: number): void {
  if (!isRecord(value) || !NEWSLETTER_BLOCK_TYPES.includes(value.type as NewsletterBlockType)) {
    problems.push({ field: `${at}.type`, message: `Block ${number} is not a kind of block a newsletter can show` });
    return;
  }
  switch (value.type as NewsletterBlockType) {
    case 'heading':
      text(problems, `${at}.text`, value.text, L.heading, `block ${number}'s heading`);
      break;
    case 'paragraph':
      text(problems, `${at}.text`, value.text, L.paragraph, `block ${number}'s text`);
      break;
    case 'photo':
      if (typeof value.imageId !== 'string' || !OBJECT_ID.test(value.imageId)) {
        problems.push({ field: `${at}.imageId`, message: `Choose block ${number}'s photo from the library` });
      }
      text(problems, `${at}.alt`, value.alt, L.alt, `what block ${number}'s photo shows`);
      text(problems, `${at}.caption`, value.caption, L.caption, `block ${number}'s caption`, false);
      break;
    case 'post':
      if (typeof value.postId !== 'string' || !OBJECT_ID.test(value.postId)) {
        problems.push({ field: `${at}.postId`, message: `Choose block ${number}'s post` });
      }
      break;
    case 'event':
      if (typeof value.eventId !== 'string' || !OBJECT_ID.test(value.eventId)) {
        problems.push({ field: `${at}.eventId`, message: `Choose block ${number}'s event` });
      }
      break;
    case 'button':
      text(problems, `${at}.label`, value.label, L.label, `block ${number}'s button words`);
      if (!staffLinkHref(value.url)) {
        problems.push({
          field: `${at}.url`,
          message: `Block ${number}'s button must lead to a page of this site (/admission) or an https:// address`,
        });
      }
      break;
  }
}

function choices<T extends string>(
  problems: Problems,
  field: string,
  value: unknown,
  allowed: ReadonlyArray<{ value: T }>,
  what: string,
): void {
  if (value === undefined) return;
  const values = allowed.map((choice) => choice.value as string);
  if (!Array.isArray(value) || value.length > values.length || value.some((item) => !values.includes(item as string))) {
    problems.push({ field, message: `Choose ${what} from the list` });
  }
}

/** Problems of the lists a newsletter goes to (`audience.campuses`), in the order of the form. */
export function newsletterAudienceProblems(value: unknown, at = 'audience'): ApiFieldError[] {
  const problems: Problems = [];
  if (value === undefined) return problems;
  const audience = isRecord(value) ? value : { campuses: null };
  choices(problems, `${at}.campuses`, audience.campuses, NEWSLETTER_CAMPUSES, 'the campuses');
  choices(problems, `${at}.sections`, audience.sections, NEWSLETTER_SECTIONS, 'the sections');
  return problems;
}

/**
 * Every problem of a newsletter staff want to preview, test or send, each at its field (`blocks.2.alt`), in the
 * order of the form. Reads any value (a request body) without trusting its shape; every text is bounded, and the
 * number of blocks is checked before any block is read.
 */
export function newsletterProblems(value: unknown): ApiFieldError[] {
  const problems: Problems = [];
  const draft = isRecord(value) ? value : {};
  text(problems, 'subject', draft.subject, NEWSLETTER_LIMITS.subject, 'the subject');
  const blocks = draft.blocks;
  if (!Array.isArray(blocks) || blocks.length === 0) {
    problems.push({ field: 'blocks', message: 'Add at least one block' });
  } else if (blocks.length > L.blocks) {
    problems.push({ field: 'blocks', message: `A newsletter holds at most ${L.blocks} blocks` });
  } else {
    blocks.forEach((item, index) => block(problems, `blocks.${index}`, item, index + 1));
  }
  problems.push(...newsletterAudienceProblems(draft.audience));
  return problems;
}

/** Only the fields a block has (a body may carry anything else): what the API stores once it has no problems. */
export function newsletterBlockOf(item: NewsletterBlock): NewsletterBlock {
  switch (item.type) {
    case 'heading':
    case 'paragraph':
      return { type: item.type, text: item.text };
    case 'photo':
      return {
        type: item.type,
        imageId: item.imageId,
        alt: item.alt,
        ...(item.caption ? { caption: item.caption } : {}),
      };
    case 'post':
      return { type: item.type, postId: item.postId };
    case 'event':
      return { type: item.type, eventId: item.eventId };
    case 'button':
      return { type: item.type, label: item.label, url: item.url };
  }
}

/** The audience as stored: each list without repeats; absent means everyone. */
export function newsletterAudienceOf(value: Partial<NewsletterAudience> | undefined): NewsletterAudience {
  return {
    campuses: [...new Set(value?.campuses ?? [])],
    sections: [...new Set(value?.sections ?? [])],
  };
}

/** What a sign-up form posted (`campus`, each ticked `sections`) as the subscription's choices; unknown values dropped. */
export function newsletterInterestsOf(campus: unknown, sections: readonly unknown[]): NewsletterInterests {
  const known = NEWSLETTER_SECTIONS.map((section) => section.value as string);
  const chosen = [...new Set(sections.filter((value): value is NewsletterSection => known.includes(value as string)))];
  return {
    ...(NEWSLETTER_CAMPUSES.some((choice) => choice.value === campus) ? { campus: campus as NewsletterCampus } : {}),
    ...(chosen.length > 0 ? { sections: chosen } : {}),
  };
}
