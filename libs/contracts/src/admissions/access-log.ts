import type { StaffRole } from '../identity/types';
import type { PageQuery } from '../platform/paging';

/** What a member of staff opened: an application in full (health answers included) or one of its documents. */
export interface StaffAccessEntry {
  at: string;
  staffName: string;
  staffEmail: string;
  staffRole: StaffRole;
  applicationReference: string;
  /** In the school's words: "Full application (health answers included)", "Document: Birth certificate". */
  what: string;
}

/** `q`: an application reference or a staff member's name or e-mail. */
export interface StaffAccessQuery extends PageQuery {
  q?: string;
}

/** What a family's copy says about who at the school opened their file. */
export interface FamilyFileOpening {
  at: string;
  staffName: string;
  staffRole: StaffRole;
  what: string;
}

export const ACCESS_WHAT_APPLICATION = 'Full application (health answers included)';
