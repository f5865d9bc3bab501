import type { ApplicationStatusValue, BookingKind, DocumentKind } from '@icast/contracts';
import { type DomainEvent, eventFamily } from '../platform/domain-events/domain-event';

/**
 * What admissions tells the other contexts happened, each recorded by the same write as the change (see
 * platform/domain-events). Messaging subscribes and writes every message about them; admissions writes none.
 */
export interface AdmissionsEventPayloads {
  /** A family submitted an application online. */
  applicationReceived: { reference: string };
  /**
   * An application moved to `status` and its family is to hear of it. `batch`: one of several moved together (the
   * pipeline), of which each family hears once, about all of its children that moved, with `familyMessage`.
   */
  applicationStatusChanged: {
    reference: string;
    status: ApplicationStatusValue;
    batch?: string;
    familyMessage?: string;
  };
  /** A place was offered (the application is now `offered`): the family gets the letter and the link to accept. */
  offerMade: { reference: string; offerId: string; number: number };
  /**
   * An acceptance fee Paystack confirmed, once admissions knows what it did: accepted the place, or not (and why:
   * the office refunds it or reinstates the place). Every fee gets the family a receipt and staff a notice.
   */
  acceptancePaid: {
    reference: string;
    paymentReference: string;
    childName: string;
    notAcceptedBecause?: string;
  };
  /** Staff asked the family for a new copy of a document (`uploadedAt`: of the copy they looked at). */
  documentRequested: { reference: string; kind: DocumentKind; note: string; uploadedAt: Date };
  /** The family sent a document from its page (a first copy, or a new one); staff hear of it. */
  documentUploaded: { reference: string; kind: DocumentKind; uploadId: string };
  /** A booking made, or moved to another slot; `manageToken` is the family's link to change it (hashed when stored). */
  bookingMade: { bookingId: string; manageToken: string; moved: boolean };
  /** A booking cancelled by the family or by staff; the booking is gone, so the event carries what the message says. */
  bookingCancelled: {
    bookingId: string;
    byStaff: boolean;
    booking: {
      name: string;
      email: string;
      kind: BookingKind;
      applicationReference?: string;
      party?: number;
      classOfInterest?: string;
    };
    slot: { kind: BookingKind; campus: string; startsAt: Date; durationMinutes: number; note?: string };
  };
  /**
   * A place freed (an offer declined, expired or withdrawn, a place given up, seats raised) and the waiting list's
   * next child for it is proposed to staff, once per freed place; staff offer it with one tap on the seats view.
   */
  placeProposed: { proposalId: string; reference: string; childName: string; place: string };
  /** A family sent the enquiry form (before any application): it is acknowledged, and staff may be alerted. */
  enquiryReceived: { reference: string };
  /** Staff sent the family of an enquiry the link to the application form, pre-filled from it. */
  enquiryInvited: { reference: string };
  /** A parent asked for a new sign-in link for the applications made with this e-mail (one per ten minutes). */
  familyLinkRequested: { email: string; window: number };
}

export type AdmissionsEventName = keyof AdmissionsEventPayloads;
export type AdmissionsEvent<Name extends AdmissionsEventName> = DomainEvent<string, AdmissionsEventPayloads[Name]>;

export const ADMISSIONS_EVENTS = eventFamily<AdmissionsEventPayloads>('admissions');

/** The collections admissions records events on, as DomainEvents knows them. */
export const ADMISSIONS_EVENT_SOURCES = {
  applications: 'admissions: applications',
  documents: 'admissions: application documents',
  bookings: 'admissions: bookings',
  feesToSettle: 'admissions: acceptance fees to settle',
  familyLinkRequests: 'admissions: family link requests',
  placeProposals: 'admissions: place proposals',
  enquiries: 'admissions: enquiries',
} as const;
