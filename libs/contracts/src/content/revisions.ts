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
  'menus',
  'page',
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
  menus: 'menu and footer links',
  page: 'page',
};

/** The kinds whose waiting change has a private preview page drawn as visitors would see it; the others' is read in its diff. */
export const PREVIEWED_KINDS: readonly RevisionKind[] = ['post', 'event', 'page'];

/** The item id of a part of the site's content that exists once (settings, announcement, counters); a page's is its key. */
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
  /** The admin who approved this save, when an editor's change waited for approval. */
  approvedBy?: { name: string; email: string };
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

/** Whether editors' changes wait for an admin's approval (admins' own saves always go live). */
export interface ContentApprovalSettings {
  editorsNeedApproval: boolean;
}

/** How long a private preview link of a waiting change works. */
export const PREVIEW_LINK_DAYS = 7;

export type PendingChangeStatus = 'waiting' | 'approved' | 'sent-back' | 'replaced';

/**
 * An editor's saved change that waits for an admin (with approval on): the live item is unchanged until it is
 * approved. `basedOn`: the live version it was made from; a newer live save makes it stale.
 */
export interface PendingChange {
  id: string;
  kind: RevisionKind;
  itemId: string;
  /** The item's title or name, for the list. */
  title: string;
  by: { name: string; email: string };
  at: string;
  status: PendingChangeStatus;
  basedOn: number;
  /** The admin's note when it was sent back. */
  note?: string;
  decidedBy?: { name: string; email: string };
  decidedAt?: string;
  /** While waiting: the private preview link (a path on the public site) and when it stops working. */
  preview?: { path: string; expiresAt: string };
}

/** A waiting change beside what visitors see now, field by field. */
export interface PendingChangeDiff {
  change: PendingChange;
  changes: RevisionFieldChange[];
}

/** The public preview page's answer: the change as it would look, or why the link no longer shows one. */
export type ContentPreview =
  | { state: 'ready'; kind: RevisionKind; value: unknown; expiresAt: string }
  | { state: 'expired' | 'replaced' | 'decided' | 'invalid'; message: string };

/** The longest note an admin sends back with a change. */
export const SEND_BACK_NOTE_MAX = 1000;
