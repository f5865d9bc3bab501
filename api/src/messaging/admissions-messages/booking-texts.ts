import { createEvent } from 'ics';
import {
  BOOKING_KINDS,
  BOOKING_CUTOFF_HOURS,
  campusPlace,
  choiceLabel,
  officePhone,
  type SchoolContacts,
  TOUR_CLASS_CHOICES,
} from '@icast/contracts';
import { SITE } from '@icast/content';
import type { MailContent } from '../layout/mail-layout';
import { lagosDateTime } from '../../platform/formats';
import type { StoredBooking } from '../../admissions';
import type { StoredBookingSlot } from '../../admissions';

type Email = { subject: string; content: MailContent };
/** What a booking's messages say of it (a cancelled one is gone, and its event carries these). */
type BookingFacts = Pick<StoredBooking, 'name' | 'applicationReference' | 'party' | 'classOfInterest'>;
type SlotFacts = Pick<StoredBookingSlot, 'kind' | 'campus' | 'startsAt' | 'durationMinutes' | 'note'>;

export const kindLabel = (kind: string) => choiceLabel(BOOKING_KINDS, kind);
const partySize = (people: number) => (people === 1 ? '1 person' : `${people} people`);

/** The slot's campus as a visitor finds it (its name and street address as staff set them), else its id. */
const wherePlace = (slot: SlotFacts, contacts: SchoolContacts) => campusPlace(contacts, slot.campus) ?? slot.campus;

/** A booking for an application also leads to the family's own page, where everything about it is. */
const familyPageAction = (familyLink: string | undefined): MailContent['blocks'] =>
  familyLink ? [{ action: { label: 'Open your application page', url: familyLink } }] : [];

/** Where the family changes or cancels the booking. */
export const manageUrl = (siteUrl: string, token: string) => `${siteUrl}/bookings/${encodeURIComponent(token)}`;

function bookingFacts(booking: BookingFacts, slot: SlotFacts, contacts: SchoolContacts): MailContent['blocks'][number] {
  return {
    facts: [
      ['What', kindLabel(slot.kind)],
      ['When', `${lagosDateTime(slot.startsAt)}, ${slot.durationMinutes} minutes`],
      ['Where', wherePlace(slot, contacts)],
      [booking.applicationReference ? 'For' : 'Name', booking.name],
      ...(booking.applicationReference ? [['Application', booking.applicationReference] as [string, string]] : []),
      ...(slot.kind === 'tour' ? [['People', partySize(booking.party ?? 1)] as [string, string]] : []),
      ...(booking.classOfInterest
        ? [['Class of interest', choiceLabel(TOUR_CLASS_CHOICES, booking.classOfInterest)] as [string, string]]
        : []),
      ...(slot.note ? [['Please note', slot.note] as [string, string]] : []),
    ],
  };
}

export function confirmationEmail(
  booking: BookingFacts,
  slot: SlotFacts,
  link: string,
  moved: boolean,
  contacts: SchoolContacts,
  familyLink?: string,
): Email {
  const what = kindLabel(slot.kind);
  return {
    subject: `${moved ? 'Moved' : 'Booked'}: ${what}, ${lagosDateTime(slot.startsAt)}`,
    content: {
      preheader: `${what} at ${wherePlace(slot, contacts)}`,
      heading: moved ? `Your ${what.toLowerCase()} has moved` : `Your ${what.toLowerCase()} is booked`,
      blocks: [
        bookingFacts(booking, slot, contacts),
        { paragraph: 'The attached calendar file adds it to your phone or computer calendar.' },
        {
          paragraph:
            `You can move or cancel the booking until ${BOOKING_CUTOFF_HOURS} hours before it starts; ` +
            `after that, please call us on ${officePhone(contacts)}. We will remind you the day before.`,
        },
        { action: { label: 'Change or cancel the booking', url: link } },
        ...familyPageAction(familyLink),
      ],
    },
  };
}

export function reminderEmail(
  booking: BookingFacts,
  slot: SlotFacts,
  contacts: SchoolContacts,
  familyLink?: string,
): Email {
  const what = kindLabel(slot.kind);
  return {
    subject: `Reminder: ${what} tomorrow, ${lagosDateTime(slot.startsAt)}`,
    content: {
      preheader: `${what} at ${wherePlace(slot, contacts)}`,
      heading: `See you tomorrow`,
      blocks: [
        bookingFacts(booking, slot, contacts),
        { paragraph: `If you can no longer come, please call us on ${officePhone(contacts)}.` },
        ...familyPageAction(familyLink),
      ],
    },
  };
}

/** The day-before reminder's SMS, to the phone the booking gives. */
export function reminderSms(slot: SlotFacts, contacts: SchoolContacts): string {
  return (
    `${SITE.fullName}: reminder, ${kindLabel(slot.kind).toLowerCase()} tomorrow, ${lagosDateTime(slot.startsAt)}, ` +
    `${wherePlace(slot, contacts)}. Can't come? Call ${officePhone(contacts)}.`
  );
}

export function cancelledEmail(
  booking: BookingFacts,
  slot: SlotFacts,
  byStaff: boolean,
  contacts: SchoolContacts,
  familyLink?: string,
): Email {
  const what = kindLabel(slot.kind);
  return {
    subject: `Cancelled: ${what}, ${lagosDateTime(slot.startsAt)}`,
    content: {
      heading: `Your ${what.toLowerCase()} is cancelled`,
      blocks: [
        bookingFacts(booking, slot, contacts),
        {
          paragraph: byStaff
            ? `The admissions office cancelled this booking. Please call us on ${officePhone(contacts)} to arrange another time.`
            : 'As you asked, the booking is cancelled and the seat is free for someone else.',
        },
        ...familyPageAction(familyLink),
      ],
    },
  };
}

/** The booking as a calendar event (RFC 5545), times in UTC so every calendar shows Lagos time correctly. */
export function calendarFile(
  booking: BookingFacts & Pick<StoredBooking, '_id'>,
  slot: SlotFacts,
  link: string,
  contacts: SchoolContacts,
): Uint8Array {
  const { error, value } = createEvent({
    uid: `booking-${String(booking._id)}@icastschools.com.ng`,
    title: `${kindLabel(slot.kind)}: ${SITE.fullName}`,
    start: slot.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: slot.durationMinutes },
    location: wherePlace(slot, contacts),
    description: [slot.note, `Change or cancel: ${link}`].filter(Boolean).join('\n'),
    url: link,
    status: 'CONFIRMED',
  });
  if (error || !value) throw new Error(`calendar file: ${error?.message ?? 'no output'}`);
  return new TextEncoder().encode(value);
}
