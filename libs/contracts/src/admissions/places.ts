import { ATTENDANCE_CHOICES, CAMPUSES, choiceLabel, CLASSES_APPLIED_FOR, startTermLabel } from './admission-choices';

/**
 * Places per class: the seats staff set for one class, campus, start term and day or boarding. Offers outstanding
 * and places accepted count against them; a freed place proposes the waiting list's next child.
 */
export interface PlaceRowKey {
  classAppliedFor: string;
  campus: string;
  /** `2027-1`, as the form stores the start term. */
  startTerm: string;
  attendance: string;
}

/** PUT form/admin/places: the seats of one row (0 to close it). */
export interface SetSeatsRequest extends PlaceRowKey {
  seats: number;
}

export const SEATS_MAX = 2000;

/** The waiting child proposed for a freed place, until staff offer it (one tap) or the place is taken otherwise. */
export interface PlaceProposalView {
  id: string;
  reference: string;
  childName: string;
  proposedAt: string;
  /** The terms the one-tap offer uses (those of the offer that freed the place); absent: offer from the application. */
  offerTerms?: { feeNaira: number; deadlineDays: number };
}

export interface SeatsRow extends PlaceRowKey {
  /** "Primary 2, Elebu, Day, First term 2027/2028". */
  label: string;
  /** null: no seats set for this row, offers work without a limit. */
  seats: number | null;
  /** Offers outstanding (the family has not paid or declined yet). */
  offered: number;
  accepted: number;
  waiting: number;
  /** Seats not offered nor accepted; null without seats. Never below 0 (offers confirmed beyond the seats). */
  free: number | null;
  proposals: PlaceProposalView[];
}

export interface SeatsView {
  rows: SeatsRow[];
  /** When offered, accepted and waiting were counted (counted again after each change); seats and free are live. */
  countedAt: string;
}

/** The `details` of the 409 (`code` places_full) an offer beyond the seats gets: the figures the confirmation names. */
export type PlacesFullDetails = {
  places: { label: string; seats: number; offered: number; accepted: number };
};

export const PLACES_FULL_CODE = 'places_full' as const;

/** POST ...proposals/:id/offer: the one-tap offer, with staff's reason when required documents are missing. */
export interface OfferProposalRequest {
  missingDocumentsReason?: string;
}

/** The row in words, as the seats view and the confirmation name it. */
export function placeRowLabel(row: PlaceRowKey): string {
  return [
    choiceLabel(CLASSES_APPLIED_FOR, row.classAppliedFor),
    choiceLabel(CAMPUSES, row.campus),
    choiceLabel(ATTENDANCE_CHOICES, row.attendance),
    startTermLabel(row.startTerm),
  ].join(', ');
}

/** "All 2 places for Primary 2, Elebu, Day, First term 2027/2028 are taken or offered. Offer anyway?" */
export function placesFullQuestion(places: PlacesFullDetails['places']): string {
  return `All ${places.seats} places for ${places.label} are taken or offered. Offer anyway?`;
}
