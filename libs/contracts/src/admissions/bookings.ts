import type { PrivacyNoticeSeen } from '../content/privacy-notice';
import { type Choice, CLASSES_APPLIED_FOR } from './admission-choices';
import { APPLICATION_STATUSES, type ApplicationStatusValue } from './application-status';

/** What a slot is for. A tour is open to any visitor; an assessment or interview is booked for an application. */
export const BOOKING_KINDS = [
  { value: 'assessment', label: 'Entrance assessment' },
  { value: 'interview', label: 'Interview' },
  { value: 'tour', label: 'School tour' },
] as const satisfies readonly Choice[];
export type BookingKind = (typeof BOOKING_KINDS)[number]['value'];
export const BOOKING_KIND_VALUES: readonly BookingKind[] = BOOKING_KINDS.map((kind) => kind.value);

/** Families book, move or cancel until this long before the slot starts; after that they call the office. */
export const BOOKING_CUTOFF_HOURS = 24;
/** The most seats one slot may offer (a hall's worth for an entrance test). */
export const MAX_SLOT_CAPACITY = 200;

/** The most people one tour booking brings (parents and children): each takes a seat. */
export const MAX_TOUR_PARTY = 6;

/** The class a visitor is thinking of, so the guide shows its rooms: any class the school admits to, or not sure. */
export const TOUR_CLASS_CHOICES: readonly Choice[] = [
  ...CLASSES_APPLIED_FOR,
  { value: 'undecided', label: 'Not sure yet' },
];

/**
 * Whether a family may still book (or move) an assessment or interview for its application: only before the decision,
 * the same statuses in which it may still change its documents.
 */
export function familyMayBook(status: ApplicationStatusValue): boolean {
  return APPLICATION_STATUSES[status].documentsOpen;
}

/** A slot as families see it: when, where, and whether a seat is left. */
export interface OpenSlot {
  _id: string;
  kind: BookingKind;
  campus: string;
  startsAt: string;
  durationMinutes: number;
  seatsLeft: number;
}

/** POST bookings/admin/slots */
export interface NewSlot {
  kind: BookingKind;
  campus: string;
  /** ISO date-time with its offset. */
  startsAt: string;
  durationMinutes: number;
  capacity: number;
  /** Shown to families with the booking (which hall, what to bring). */
  note?: string;
}

/** One booked seat as staff see it. */
export interface BookingRecord {
  _id: string;
  slotId: string;
  name: string;
  email: string;
  phone: string;
  applicationReference?: string;
  /** How many people come (each takes a seat): 1 for an assessment or interview. */
  party: number;
  /** A tour's class of interest (a TOUR_CLASS_CHOICES value), when the visitor gave one. */
  classOfInterest?: string;
  /** `visitor`, `family`, or the e-mail of the staff member who booked on the family's behalf. */
  bookedBy: string;
  createdAt: string;
}

/** A slot with its bookings (the staff page). */
export interface StaffSlot extends OpenSlot {
  capacity: number;
  note?: string;
  createdBy: string;
  bookings: BookingRecord[];
}

/** POST bookings/tours: anyone books a school tour. */
export interface TourBookingRequest extends PrivacyNoticeSeen {
  slotId: string;
  name: string;
  phone: string;
  email: string;
  /** How many are coming, 1 to MAX_TOUR_PARTY (1 when left out, as a page built before it asked sends). */
  party?: number;
  /** A TOUR_CLASS_CHOICES value. */
  classOfInterest?: string;
}

/** A family's own booking, opened with the link in its confirmation e-mail. */
export interface ManagedBooking {
  kind: BookingKind;
  campus: string;
  startsAt: string;
  durationMinutes: number;
  note?: string;
  name: string;
  applicationReference?: string;
  party: number;
  classOfInterest?: string;
  /** False from the cut-off on: the family calls the office instead. */
  changeable: boolean;
  changeableUntil: string;
}

/** The answer to a booking or a move: the booking and, once, the link that manages it (also e-mailed). */
export interface BookingConfirmation {
  booking: ManagedBooking;
  manageToken: string;
}

const SLOT_TIME = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
});

/** A slot's start as families read it, always in Lagos time: "Saturday 12 December at 10:00". */
export function slotTime(iso: string): string {
  return SLOT_TIME.format(new Date(iso));
}
