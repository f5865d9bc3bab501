/**
 * Every saved version of the content staff edit (a post, an event, each part of the site's content), so an editor can
 * see who changed what and put an earlier version back.
 */
export const REVISION_KINDS = [
  'post',
  'event',
  'settings',
  'announcement',
  'counters',
  'faq',
  'testimonial',
  'hero-slide',
] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** How the dashboard names each kind: "History of the FAQ". */
export const REVISION_KIND_LABELS: Record<RevisionKind, string> = {
  post: 'post',
  event: 'event',
  settings: 'school details',
  announcement: 'announcement',
  counters: 'counters',
  faq: 'FAQ',
  testimonial: 'testimonial',
  'hero-slide': 'hero slide',
};

/** The item id of a part of the site's content that exists once (settings, announcement, counters). */
export const SINGLE_CONTENT_ITEM = 'site';

/** How many revisions are kept per item: the oldest goes when a save makes one more. */
export const REVISIONS_KEPT = 50;

/** One saved version, without its value: who saved it and when. Numbers count up per item from 1. */
export interface ContentRevisionSummary {
  id: string;
  kind: RevisionKind;
  itemId: string;
  number: number;
  at: string;
  by: { name: string; email: string };
  /** The number of the revision this save put back, when it was a restore. */
  restoredFrom?: number;
}

/** One stretch of a text difference: kept, added or removed words. */
export interface RevisionTextPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/**
 * One field that differs between a revision and the one before it (`field`: a path such as `title` or
 * `campuses[0].address`). Long texts come word by word in `parts`; short values as before and after.
 */
export interface RevisionFieldChange {
  field: string;
  before: string;
  after: string;
  parts?: RevisionTextPart[];
}

export interface ContentRevisionDiff {
  revision: ContentRevisionSummary;
  /** null for the first revision kept: every field is then shown as added. */
  previous: ContentRevisionSummary | null;
  changes: RevisionFieldChange[];
}
