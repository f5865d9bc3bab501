import type { ApplicationStatusValue } from './application-status';

/** Why applications look like one: the same child (name and date of birth), or the same parent's contact. */
export const DUPLICATE_REASONS = {
  sameChild: 'Same child: name and date of birth match',
  sameParent: 'Same parent e-mail or phone: a second application, or a brother or sister',
} as const;
export type DuplicateReason = keyof typeof DUPLICATE_REASONS;
/** A group to look at, or one staff said is not a duplicate (merges have their own list). */
export type DuplicateState = 'open' | 'dismissed';

/** How many applications of one group are read and shown: a phone shared by 300 is shown as its first 12. */
export const DUPLICATE_GROUP_SHOWN = 12;
/** Groups per page of the duplicates list, and the most one page may ask for. */
export const DUPLICATE_PAGE_SIZE = 20;
export const DUPLICATE_MAX_PAGE_SIZE = 50;

/** One application of a group, as staff compare them. */
export interface DuplicateSide {
  reference: string;
  child: string;
  dob: string;
  parentEmail: string;
  parentPhone: string;
  /** The paid form's reference given on the application, if any: it stays with that application. */
  formReference?: string;
  status: ApplicationStatusValue;
  submittedAt: string;
}

/** Applications sharing one thing (a child, an e-mail address or a phone number), oldest first. */
export interface DuplicateGroup {
  /** A digest of what they share: the same group keeps its id however often it is found. */
  id: string;
  reason: DuplicateReason;
  /** What they share, as staff read it: "Phone +2348031234567". */
  shared: string;
  /** The oldest DUPLICATE_GROUP_SHOWN of them. */
  applications: DuplicateSide[];
  /** How many live applications share it (more than shown for a school office's phone, say). */
  size: number;
  /** The newest submission among them: a dismissal covers the group up to it, and a newer one opens it again. */
  newestSubmittedAt: string;
  state: DuplicateState;
  dismissedBy?: string;
  dismissedAt?: string;
}

/** GET form/admin/duplicates: `?state=open|dismissed&page=&pageSize=` (groups with the newest submission first). */
export interface DuplicateListQuery {
  state?: DuplicateState;
  page?: number;
  pageSize?: number;
}

/** POST form/admin/duplicates/:id/dismiss: the newest submission staff saw in the group (`newestSubmittedAt`). */
export interface DuplicateDismissRequest {
  upTo: string;
}

/** POST form/admin/duplicates/:id/merge: `merge` is joined with `keep`, which stays. */
export interface DuplicateMergeRequest {
  keep: string;
  merge: string;
  /**
   * Move the documents `keep` lacks from `merge` to it. Without it, they move only when both applications give the
   * same e-mail and phone: across two families' contacts it takes this explicit choice.
   */
  moveDocuments?: boolean;
}

/** A merge as the Merged list shows it, with Undo. */
export interface DuplicateMerge {
  merged: DuplicateSide;
  kept: DuplicateSide;
  /** The document kinds that moved from the merged application to the kept one (they go back on Undo). */
  documentsMoved: string[];
  by: string;
  at: string;
}

/** Whether two applications give the same e-mail and phone: only then is it one family without asking staff. */
export function sameContacts(
  a: Pick<DuplicateSide, 'parentEmail' | 'parentPhone'>,
  b: Pick<DuplicateSide, 'parentEmail' | 'parentPhone'>,
): boolean {
  return a.parentEmail.trim().toLowerCase() === b.parentEmail.trim().toLowerCase() && a.parentPhone === b.parentPhone;
}

/** Names compared as people write them: case, accents, spaces and punctuation aside, in either order. */
export function childKey(firstname: string, surname: string, dob: string): string | undefined {
  const clean = (name: string) =>
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  const names = [clean(firstname), clean(surname)].filter(Boolean).sort();
  return names.length === 2 && dob ? `${names.join('|')}|${dob}` : undefined;
}
