import type { ApplicationStatusValue } from './application-status';

/** Why two applications look like one: the same child (name and date of birth), or the same parent's contact. */
export const DUPLICATE_REASONS = {
  sameChild: 'Same child: name and date of birth match',
  sameParent: 'Same parent e-mail or phone: a second application, or a brother or sister',
} as const;
export type DuplicateReason = keyof typeof DUPLICATE_REASONS;
export type DuplicateState = 'open' | 'dismissed' | 'merged';

/** One of the two applications of a flag, as staff compare them. */
export interface DuplicateSide {
  reference: string;
  child: string;
  dob: string;
  parentEmail: string;
  parentPhone: string;
  status: ApplicationStatusValue;
  submittedAt: string;
}

export interface DuplicateFlag {
  /** `<reason>.<older reference>.<newer reference>`: the same pair is the same flag however often it is found. */
  id: string;
  reason: DuplicateReason;
  applications: [DuplicateSide, DuplicateSide];
  state: DuplicateState;
  decidedBy?: string;
  decidedAt?: string;
  /** A merge: the application kept; the other's documents moved to it and it counts as merged. */
  kept?: string;
}

/** POST form/admin/duplicates/:id/merge */
export interface DuplicateMergeRequest {
  keep: string;
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
