import type { PrivacyNoticeRecord } from '../content/privacy-notice';
import type { HealthConsent } from './application-form';
import type { ApplicationStatusValue } from './application-status';
import type { PageQuery } from '../platform/paging';

export interface ApplicationStatusChange {
  status: ApplicationStatusValue;
  note?: string;
  by: string;
  at: string;
}

export interface ApplicationSummary {
  reference: string;
  surname: string;
  firstname: string;
  status: ApplicationStatusValue;
  submittedAt: string;
  updatedAt: string;
  /** The place applied for, as stored (`primary2`, `elebu`, `day`, `2027-1`): the list's columns and filters. */
  classAppliedFor?: string;
  campus?: string;
  attendance?: string;
  startTerm?: string;
}

/** Every field of the application (docs/product.md#application-fields) plus status and history; only staff see this. */
export interface ApplicationDetail extends ApplicationSummary {
  fields: Record<string, string>;
  history: ApplicationStatusChange[];
  /** A merged application (status `merged`): the one it was joined with, by whom and when (Undo is on Duplicates). */
  merge?: { into: string; by: string; at: string };
  /** Whether the parent agreed to give the health answers (absent on applications from before it was asked). */
  healthConsent?: HealthConsent;
  /** The privacy notice version the form showed, and when the application arrived. */
  privacyNotice?: PrivacyNoticeRecord;
}

/** POST /api/form/status: what a parent may see, and nothing about the child. */
export interface ApplicationStatusLookup {
  reference: string;
  status: ApplicationStatusValue;
  submittedAt: string;
  updatedAt: string;
}

/** The collections admissions owns (COLLECTIONS composes every context's). */
export const ADMISSIONS_COLLECTIONS = {
  applications: 'applications',
  applicationDocuments: 'application_documents',
  /** One per key that has encrypted documents, keyed by its id, with its check value: a wrong key is refused at start. */
  documentKeys: 'document_keys',
  /** Who at the school opened which child's application, health answers or documents, and when. */
  staffAccessLog: 'staff_access_log',
  /** A family's document storage in units: the unique `<family>#<n>` keeps every family within its cap. */
  documentStorageUnits: 'document_storage_units',
  duplicateDecisions: 'duplicate_decisions',
  /** One per merge in force, keyed by the merged application: an application is merged away once (feature: duplicates). */
  applicationMerges: 'application_merges',
  /** One per paid form used on an application, keyed by the form's reference: a form admits one application. */
  paidFormUses: 'paid_form_uses',
  /** A parent's signed-in session, keyed by the SHA-256 of its cookie: signing out or a newer link ends it. */
  parentSessions: 'parent_sessions',
  /** Per e-mail or application: links issued before `notBefore` (a newer one was asked for) no longer sign in. */
  parentLinkCutoffs: 'parent_link_cutoffs',
  /** One per e-mail address and ten minutes a sign-in link was asked for: the unique _id sends one link per window. */
  familyLinkRequests: 'family_link_requests',
  enquiries: 'enquiries',
  bookingSlots: 'booking_slots',
  /**
   * One document per booked seat (a party's further seats point to its first): the unique (slot, seat) index is
   * what keeps a slot from being overbooked.
   */
  bookings: 'bookings',
  /** One per application and kind, and per e-mail and tour: the unique _id keeps racing bookings to one. */
  bookingClaims: 'booking_claims',
  /** Places offered, with the acceptance fee and deadline; the latest per application is the one that counts. */
  offers: 'offers',
  /** One per accepted offer, keyed by the offer: the unique _id is what grants an acceptance once. */
  offerAcceptances: 'offer_acceptances',
  /**
   * One per acceptance fee that did not accept a place (paid after its offer closed, or a second fee for a place
   * already paid for), keyed by the payment: recorded once, for staff to refund or reinstate.
   */
  acceptanceFeesToSettle: 'acceptance_fees_to_settle',
  /** One per acceptance fee paid after its offer closed and settled by staff, keyed by the payment: settled once. */
  lateFeeSettlements: 'late_fee_settlements',
  /** One per class whose documents an admin set, keyed by the class; the others ask what `requiredDocumentKinds` says. */
  documentChecklists: 'document_checklists',
  /** One per class whose rubric staff saved, keyed by the class; the others use their section's default. */
  assessmentRubrics: 'assessment_rubrics',
  /** One per assessed application, keyed by its reference: the scores per area, notes, who and when. */
  assessments: 'assessments',
  /** One per application with a decision prepared, keyed by its reference; the family sees it only once released. */
  preparedDecisions: 'prepared_decisions',
  /** One per prepared decision released, keyed by its version: the unique _id releases it once across instances. */
  decisionReleases: 'decision_releases',
  /** The order of each class's waiting list, by application reference. */
  waitingListPlaces: 'waiting_list_places',
  /** The seats staff set per class, campus, start term and day or boarding, keyed by that row. */
  placeSeats: 'place_seats',
  /** One per seat held by an offer or an accepted place, keyed `<row>#<seat>`: the unique _id keeps a row within its seats. */
  placeClaims: 'place_claims',
  /** One per freed place, keyed by the claim it freed: the waiting child proposed for it, proposed once. */
  placeProposals: 'place_proposals',
  /** One per waiting child proposed and not yet offered, keyed by the application: each child proposed once at a time. */
  placeProposedChildren: 'place_proposed_children',
  /** A family's requests that the school delete its data; once erased only the dates and decision stay. */
  erasureRequests: 'erasure_requests',
} as const;

/** Applications: `q` in the reference, surname or first name; one status. */
export interface ApplicationListQuery extends PageQuery {
  q?: string;
  status?: string;
  /** The class applied for (`primary2`), as the pipeline's cells open them. */
  classAppliedFor?: string;
  campus?: string;
  /** `yes`: assessment scores recorded; `no`: none yet. */
  assessed?: string;
  /** `day` or `boarding`. */
  attendance?: string;
  /** `2027-1`, as the form stores it. */
  startTerm?: string;
}

/** The application fields (optional on the form) a family's messages about their application go to. */
export const APPLICANT_CONTACT_FIELDS = { email: 'parentEmail', phone: 'parentPhone' } as const;
