import { answerText, APPLICATION_FIELDS, type ParentApplicationView } from '@icast/contracts';
import type { Application } from './application.schema';

const answer = (fields: Record<string, string>, name: string) => {
  const field = APPLICATION_FIELDS.find((candidate) => candidate.name === name);
  return field ? answerText(field, fields[name]) : '';
};

/** What the school still needs from the family, in the parent's words. */
function stillMissing(fields: Record<string, string>): string[] {
  return fields.formReference
    ? []
    : ['The reference of the paid application form (on its receipt): give it to the school office'];
}

/**
 * An application as its parent sees it: outcomes and dates, never staff's names or internal notes. A merged one is
 * only its child, reference and status (its page says it was joined with another): nothing is asked of the family
 * for it, and nothing about the application it joined.
 */
export function parentView(row: Application): ParentApplicationView {
  const { fields } = row;
  const merged = row.status === 'merged';
  return {
    reference: row.reference,
    childName: [fields.firstname, fields.middlename, fields.surname].filter(Boolean).join(' '),
    placeAppliedFor: ['classAppliedFor', 'campus', 'attendance']
      .map((name) => answer(fields, name))
      .filter(Boolean)
      .join(', '),
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    timeline: merged ? [] : row.history.map((change) => ({ status: change.status, at: change.at.toISOString() })),
    stillMissing: merged ? [] : stillMissing(fields),
  };
}
