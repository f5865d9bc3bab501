/**
 * The one table of an application's statuses: their names, who may move an application where, and what each
 * allows. The API enforces it, the dashboard offers only its moves, the family's page reads its labels.
 */
export const APPLICATION_STATUS_VALUES = [
  'received',
  'under_review',
  'assessment_booked',
  'offered',
  'waitlisted',
  // Stored as `declined` since the first version, when the school's refusal was the only way to decline.
  'declined',
  'accepted',
  'offer_declined',
  'offer_expired',
  // Joined with another application of the same child on the Duplicates page; undoing the merge restores it.
  'merged',
] as const;
export type ApplicationStatusValue = (typeof APPLICATION_STATUS_VALUES)[number];

export interface ApplicationStatusDefinition {
  label: string;
  /** Where staff may move it with a plain status change (an offer has its own form; see OFFER_FROM). */
  staffMoves: readonly ApplicationStatusValue[];
  /** Before the decision: the family may still send, replace or remove documents. */
  documentsOpen: boolean;
}

export const APPLICATION_STATUSES: Record<ApplicationStatusValue, ApplicationStatusDefinition> = {
  received: {
    label: 'Received',
    staffMoves: ['under_review', 'assessment_booked', 'waitlisted', 'declined'],
    documentsOpen: true,
  },
  under_review: {
    label: 'Under review',
    staffMoves: ['assessment_booked', 'waitlisted', 'declined'],
    documentsOpen: true,
  },
  assessment_booked: {
    label: 'Assessment booked',
    staffMoves: ['under_review', 'waitlisted', 'declined'],
    documentsOpen: true,
  },
  // Accepted only by the acceptance fee's payment, expired only by the clock; staff record a refusal the family
  // gave by phone (offer_declined) or withdraw the offer (declined).
  offered: { label: 'Offered', staffMoves: ['offer_declined', 'declined'], documentsOpen: false },
  waitlisted: { label: 'Waiting list', staffMoves: ['under_review', 'declined'], documentsOpen: false },
  declined: { label: 'Not successful', staffMoves: ['under_review'], documentsOpen: false },
  // A family that took its place and later withdraws.
  accepted: { label: 'Accepted', staffMoves: ['offer_declined'], documentsOpen: false },
  offer_declined: { label: 'Place declined', staffMoves: [], documentsOpen: false },
  offer_expired: { label: 'Offer expired', staffMoves: ['waitlisted', 'declined'], documentsOpen: false },
  // Only a merge puts an application here and only undoing it takes it back (to the status it had).
  merged: { label: 'Merged into another application', staffMoves: [], documentsOpen: false },
};

/**
 * The statuses of live applications: what lists, counts, the CSV, the pipeline and the status filters show. A merged
 * application is found on the Duplicates page (its merge, with Undo) and by its reference.
 */
export const LIVE_APPLICATION_STATUSES: readonly ApplicationStatusValue[] = APPLICATION_STATUS_VALUES.filter(
  (status) => status !== 'merged',
);

/** Only an application nothing has been arranged for yet (no booking, offer or decision) is merged into another. */
export const MERGE_FROM: readonly ApplicationStatusValue[] = ['received', 'under_review'];

/** Statuses from which staff may offer a place (promoting from the waiting list is an offer). */
export const OFFER_FROM: readonly ApplicationStatusValue[] = [
  'received',
  'under_review',
  'assessment_booked',
  'waitlisted',
  'offer_expired',
];

export const applicationStatusLabel = (status: string): string =>
  APPLICATION_STATUSES[status as ApplicationStatusValue]?.label ?? status;

export const staffMayMove = (from: ApplicationStatusValue, to: ApplicationStatusValue): boolean =>
  APPLICATION_STATUSES[from].staffMoves.includes(to);

export const documentsOpen = (status: ApplicationStatusValue): boolean => APPLICATION_STATUSES[status].documentsOpen;
