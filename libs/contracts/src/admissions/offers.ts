import type { ApplicationStatusValue } from './application-status';
import type { DocumentKind } from './documents';

/** What became of an offer: open until the family pays (accepted), says no (declined) or the deadline passes. */
export const OFFER_STATES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** Bounds of the offer form: a fee a school charges, a deadline a family can meet. */
export const OFFER_FEE_MAX_NAIRA = 5_000_000;
export const OFFER_DEADLINE_MAX_DAYS = 90;

/** A place offered to an application, with the acceptance fee and the last day to pay it. */
export interface ApplicationOffer {
  applicationReference: string;
  feeNaira: number;
  /** The end of the deadline's day in Lagos, as an instant. */
  deadline: string;
  madeAt: string;
  state: OfferState;
  acceptedAt?: string;
  /** The payment that accepted it (shown to staff and on the family's receipt). */
  paymentReference?: string;
  /**
   * Acceptance fees that did not accept a place: paid for this application's offers after they had closed (the
   * checkout began while the offer was open), or paid a second time for a place already paid for (two checkouts
   * started, both paid). The application did not move for them, and the office refunds each fee or reinstates the
   * place with it. Staff only.
   */
  feesPaidAfterClosing?: AcceptanceFeeAfterClosing[];
}

/** An acceptance fee that did not accept its offer: recorded once, however often it is reported. */
export interface AcceptanceFeeAfterClosing {
  paymentReference: string;
  /** The payment's own time (when Paystack took it), the same instant the payments list shows. */
  paidAt: string;
  /**
   * What had become of the offer it paid for: withdrawn by staff, declined by the family, expired, or `accepted`
   * already with another payment (the family paid twice).
   */
  offerState: Exclude<OfferState, 'open'>;
  /** How the office settled it; absent while it waits for staff. */
  settled?: LateFeeSettlement;
}

/** How staff and the application's history name why a fee did not accept its offer. */
export const OFFER_CLOSED_WORDS: Record<AcceptanceFeeAfterClosing['offerState'], string> = {
  withdrawn: 'the offer was withdrawn',
  declined: 'the family declined the offer',
  expired: 'the offer expired',
  accepted: 'the place was already paid for',
};

/**
 * What the office does with an acceptance fee paid after its offer closed: gives the family the place after all
 * (the application moves to Accepted, and the family is told), or records that the fee went back (refunded from
 * Paystack's dashboard: this site moves no money back).
 */
export const LATE_FEE_OUTCOMES = ['reinstated', 'refunded'] as const;
export type LateFeeOutcome = (typeof LATE_FEE_OUTCOMES)[number];

export interface LateFeeSettlement {
  outcome: LateFeeOutcome;
  /** The staff member's e-mail. */
  by: string;
  at: string;
}

/** POST form/admin/applications/:reference/offer/late-fees/:paymentReference */
export interface SettleLateFeeRequest {
  outcome: LateFeeOutcome;
}

/**
 * Statuses from which a late fee may reinstate the place: not while an offer is open (the family accepts that one)
 * and not once the family holds a place.
 */
export const REINSTATE_FROM: readonly ApplicationStatusValue[] = [
  'received',
  'under_review',
  'assessment_booked',
  'waitlisted',
  'declined',
  'offer_declined',
  'offer_expired',
];

/** GET ...offer: the application's latest offer, or none yet. */
export interface OfferLookup {
  offer: ApplicationOffer | null;
}

/** POST form/admin/applications/:reference/offer */
export interface MakeOfferRequest {
  feeNaira: number;
  /** YYYY-MM-DD: the family may pay until the end of that day (Lagos time). */
  deadline: string;
  /** Why, for the history; staff only. */
  note?: string;
  /** Staff confirmed an offer beyond the seats set for the class (recorded on the offer). */
  beyondSeats?: boolean;
  /**
   * Why the place is offered while documents the class requires are missing (recorded in the history with who and
   * when). Without it such an offer is refused (`DOCUMENTS_MISSING_CODE`); ignored when nothing is missing.
   */
  missingDocumentsReason?: string;
}

/** The longest reason for offering with documents missing: a sentence or two for the history. */
export const MISSING_DOCUMENTS_REASON_MAX = 500;

/** The `code` of the 409 an offer gets while required documents are missing and no reason was given. */
export const DOCUMENTS_MISSING_CODE = 'documents_missing' as const;

/** The `details` of that 409: the required kinds not sent, or sent and asked to be replaced, in checklist order. */
export type DocumentsMissingDetails = { missing: DocumentKind[] };

/**
 * POST ...offer/preview: what the family would get for this offer, before staff send it. Nothing is stored or sent;
 * the e-mail's personal link is shown without its token.
 */
export interface OfferPreview {
  /** Absent when the application gives no e-mail address (the family then gets only the SMS, if any). */
  email?: { to: string; subject: string; text: string };
  /** The text of the SMS, when the application gives a phone number. */
  sms?: string;
  /** The offer letter's words, line by line as the PDF prints them (letterhead and signature lines aside). */
  letter: string[];
}

/** One place on a class's waiting list (1 is offered the next place). */
export interface WaitingListEntry {
  reference: string;
  childName: string;
  classAppliedFor: string;
  campus: string;
  attendance?: string;
  startTerm?: string;
  position: number;
  status: ApplicationStatusValue;
  since: string;
}

/** PUT form/admin/waiting-list/:reference: move to this place (1 = first) within its class. */
export interface WaitingListMove {
  position: number;
}
