import {
  BOOKING_KINDS,
  CAMPUSES,
  choiceLabel,
  type ManagedBooking,
  slotTime,
  TOUR_CLASS_CHOICES,
} from '@icast/contracts';

/** What, when, where and for whom: the same lines as the confirmation e-mail. */
export function BookingSummary({ booking }: { booking: ManagedBooking }) {
  return (
    <dl className="adm-receipt" data-testid="booking-summary">
      <dt>What</dt>
      <dd>{choiceLabel(BOOKING_KINDS, booking.kind)}</dd>
      <dt>When</dt>
      <dd>
        {slotTime(booking.startsAt)} (Lagos time), {booking.durationMinutes} minutes
      </dd>
      <dt>Where</dt>
      <dd>{choiceLabel(CAMPUSES, booking.campus)} campus</dd>
      <dt>{booking.applicationReference ? 'For' : 'Name'}</dt>
      <dd>{booking.name}</dd>
      {booking.applicationReference && (
        <>
          <dt>Application</dt>
          <dd>{booking.applicationReference}</dd>
        </>
      )}
      {booking.kind === 'tour' && (
        <>
          <dt>People</dt>
          <dd>{(booking.party ?? 1) === 1 ? '1 person' : `${booking.party} people`}</dd>
        </>
      )}
      {booking.classOfInterest && (
        <>
          <dt>Class of interest</dt>
          <dd>{choiceLabel(TOUR_CLASS_CHOICES, booking.classOfInterest)}</dd>
        </>
      )}
      {booking.note && (
        <>
          <dt>Please note</dt>
          <dd>{booking.note}</dd>
        </>
      )}
    </dl>
  );
}
