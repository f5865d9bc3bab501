import type { DocumentKind, ParentApplicationView } from '@icast/contracts';
import { type Applicant, applicantOf } from './applicant';
import type { Application } from './application.schema';

/** What the school still needs from the family, in the parent's words. */
function stillMissing(applicant: Applicant): string[] {
  return applicant.formReference
    ? []
    : ['The reference of the paid application form (on its receipt): give it to the school office'];
}

/**
 * An application as its parent sees it: outcomes and dates, never staff's names or internal notes. A merged one is
 * only its child, reference and status (its page says it was joined with another): nothing is asked of the family
 * for it, and nothing about the application it joined. The documents asked for are the class's checklist.
 */
export function parentView(
  row: Application,
  documentsFor: (classAppliedFor: string) => DocumentKind[],
): ParentApplicationView {
  const applicant = applicantOf(row);
  const merged = row.status === 'merged';
  return {
    reference: row.reference,
    childName: applicant.child.fullName,
    placeAppliedFor: applicant.placeAppliedFor,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    timeline: merged ? [] : row.history.map((change) => ({ status: change.status, at: change.at.toISOString() })),
    stillMissing: merged ? [] : stillMissing(applicant),
    requiredDocuments: merged ? [] : documentsFor(applicant.stored('classAppliedFor')),
  };
}
