/**
 * The school's privacy notice: text staff edit, each save a new numbered version (older ones kept and readable).
 * Every form that collects a family's details shows a short notice linking to it and sends the version it showed;
 * the API stores that version with the time it received the form.
 */

/** One version of the privacy notice as the site shows it. */
export interface PrivacyNoticeVersion {
  /** 1, 2, 3...: each save is the next number. */
  version: number;
  /** Plain text; a blank line starts a new paragraph, a line starting `## ` a heading. */
  text: string;
  /** ISO time of the save. */
  savedAt: string;
  /** The member of staff who saved it ("The school" for the first text the site started with). */
  savedBy: string;
}

/** A new version as staff write it. */
export interface PrivacyNoticeForm {
  text: string;
}

/** What a form sends: the version of the privacy notice the page showed (left out, the API records the current one). */
export interface PrivacyNoticeSeen {
  privacyNoticeVersion?: number | string;
}

/** What is stored with a family's submission: the notice version they were shown and when the school received it. */
export interface PrivacyNoticeRecord {
  version: number;
  /** ISO time the server received the submission. */
  seenAt: string;
}

export const PRIVACY_NOTICE_TEXT_MIN = 200;
export const PRIVACY_NOTICE_TEXT_MAX = 30_000;
/** A version number is small: anything longer is refused before it is parsed. */
export const PRIVACY_NOTICE_VERSION_MAX_DIGITS = 6;
export const PRIVACY_NOTICE_FIELD = 'privacyNoticeVersion';
export const PRIVACY_NOTICE_UNKNOWN =
  'This page showed a privacy notice that is no longer current. Please reload the page and send the form again.';

/** The version a form sent, or null when it is not a whole number of at most six digits (nothing else is parsed). */
export function privacyNoticeVersionOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text.length === 0 || text.length > PRIVACY_NOTICE_VERSION_MAX_DIGITS || !/^[1-9]\d*$/.test(text)) return null;
  return Number(text);
}

/** The paragraphs and headings of a notice's text, for the page and the dashboard's preview. */
export function privacyNoticeBlocks(text: string): Array<{ kind: 'heading' | 'paragraph'; text: string }> {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block) =>
      block.startsWith('## ')
        ? { kind: 'heading' as const, text: block.slice(3).trim() }
        : { kind: 'paragraph' as const, text: block },
    );
}
