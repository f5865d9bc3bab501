import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { fetchApi } from '@icast/api-client';
import {
  type ApplicationStatusValue,
  BOOKING_CUTOFF_HOURS,
  BOOKING_KINDS,
  type BookingKind,
  choiceLabel,
  ENDPOINTS,
  familyMayBook,
  type ManagedBooking,
  type OpenSlot,
  slotTime,
} from '@icast/contracts';
import { Alert, Button } from '@icast/ui';
import { BookingSummary } from '../bookings/BookingSummary';
import { SlotChoice } from '../bookings/SlotChoice';
import { useFamilyAction, useFamilyData } from './family-page-state';

/** What a family books for an application here; a school tour is for anyone, on Book a Tour. */
const APPLICATION_KINDS: BookingKind[] = ['assessment', 'interview'];

interface Bookable {
  kind: BookingKind;
  booking?: ManagedBooking;
  slots: OpenSlot[];
}

/**
 * The entrance assessment and interview of one application: book a slot the school published, move it, or cancel
 * it until the cut-off. A kind shows only when the school has slots for it or one is booked. Once the application
 * is decided, nothing more is booked or moved here (a booking still shows, and can be cancelled).
 */
export function FamilyBookings({ reference, status }: { reference: string; status: ApplicationStatusValue }) {
  const open = familyMayBook(status);
  const load = useCallback(async (): Promise<Bookable[]> => {
    const [booked, ...published] = await Promise.all([
      fetchApi(ENDPOINTS.bookings.parentList, { params: { reference } }),
      ...APPLICATION_KINDS.map((kind) => fetchApi(ENDPOINTS.bookings.openSlots, { query: { kind } })),
    ]);
    return APPLICATION_KINDS.map((kind, index) => {
      const booking = booked.find((candidate) => candidate.kind === kind);
      const slots = open ? (published[index] ?? []).filter((slot) => slot.startsAt !== booking?.startsAt) : [];
      return { kind, ...(booking ? { booking } : {}), slots };
    }).filter(({ booking, slots }) => booking || slots.length > 0);
  }, [reference, open]);
  const { value: bookables, problem: loadProblem, reload } = useFamilyData(load);
  const { busy, notice, act } = useFamilyAction(reload);

  if (!bookables?.length && !loadProblem) return null;
  return (
    <section aria-labelledby={`bookings-${reference}`}>
      <h3 id={`bookings-${reference}`}>Entrance assessment and interview</h3>
      <div aria-live="polite">{notice && <Alert tone={notice.tone}>{notice.text}</Alert>}</div>
      {loadProblem && <Alert tone="error">{loadProblem}</Alert>}
      {bookables?.map((bookable) => (
        <KindBooking key={bookable.kind} reference={reference} bookable={bookable} busy={busy} act={act} />
      ))}
    </section>
  );
}

function KindBooking({
  reference,
  bookable: { kind, booking, slots },
  busy,
  act,
}: {
  reference: string;
  bookable: Bookable;
  busy: boolean;
  act: (action: () => Promise<string>) => Promise<void>;
}) {
  const what = choiceLabel(BOOKING_KINDS, kind);
  const [slotId, setSlotId] = useState('');
  const [problem, setProblem] = useState<string>();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  // The button pressed is gone: the question takes focus, so a keyboard or screen reader user is where it asks.
  useEffect(() => {
    if (confirmingCancel) question.current?.focus();
  }, [confirmingCancel]);
  const choiceId = `slot-${reference}-${kind}`;

  const book = (event: FormEvent) => {
    event.preventDefault();
    if (!slotId) return setProblem('Choose a time');
    setProblem(undefined);
    void act(async () => {
      const booked = await fetchApi(ENDPOINTS.bookings.parentBook, { params: { reference }, body: { slotId } });
      setSlotId('');
      return `${what} booked for ${slotTime(booked.startsAt)}. We have e-mailed you the details and a calendar file.`;
    });
  };
  const cancel = () =>
    act(async () => {
      await fetchApi(ENDPOINTS.bookings.parentCancel, { params: { reference, kind } });
      setConfirmingCancel(false);
      return `The ${what.toLowerCase()} is cancelled.`;
    });

  return (
    <div className="adm-panel" data-testid={`family-booking-${kind}`}>
      <h4>{what}</h4>
      {booking && <BookingSummary booking={booking} />}
      {booking && !booking.changeable && (
        <p>
          Changes closed {BOOKING_CUTOFF_HOURS} hours before the start: please call the admissions office to change it.
        </p>
      )}
      {(!booking || booking.changeable) && slots.length > 0 && (
        <form
          onSubmit={book}
          noValidate
          aria-label={booking ? `Move the ${what.toLowerCase()}` : `Book the ${what.toLowerCase()}`}
        >
          <SlotChoice
            id={choiceId}
            legend={booking ? 'Choose another time' : `Choose a time for the ${what.toLowerCase()}`}
            slots={slots}
            value={slotId}
            error={problem}
            onChange={setSlotId}
          />
          <Button type="submit" disabled={busy}>
            {booking ? 'Move to this time' : 'Book this time'}
          </Button>
        </form>
      )}
      {booking?.changeable && !confirmingCancel && (
        <Button variant="outline" disabled={busy} onClick={() => setConfirmingCancel(true)}>
          Cancel the {what.toLowerCase()}
        </Button>
      )}
      {confirmingCancel && (
        <div role="group" aria-label="Confirm the cancellation">
          <p ref={question} tabIndex={-1}>
            Cancel the {what.toLowerCase()} on {booking && slotTime(booking.startsAt)}? The place goes to another
            family.
          </p>
          <div className="adm-actions">
            <Button variant="primary" disabled={busy} onClick={() => void cancel()}>
              Yes, cancel it
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => setConfirmingCancel(false)}>
              No, keep it
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
