import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessage, fetchApi } from '@icast/api-client';
import { BOOKING_CUTOFF_HOURS, ENDPOINTS, type ManagedBooking, type OpenSlot, slotTime } from '@icast/contracts';
import { SITE } from '@icast/content';
import { Alert, Button } from '@icast/ui';
import { BookingSummary } from './BookingSummary';
import { SlotChoice } from './SlotChoice';

type Outcome = { tone: 'success' | 'error'; text: string };

const CANCEL_BUTTON = 'cancel-booking';

/** The family's own booking, opened from the link in its e-mail: see it, move it to another time, or cancel it. */
export function ManageBookingPage() {
  const { token = '' } = useParams();
  const [booking, setBooking] = useState<ManagedBooking | undefined>();
  const [cancelled, setCancelled] = useState(false);
  const [loadFailure, setLoadFailure] = useState<string | undefined>();
  const [others, setOthers] = useState<OpenSlot[]>([]);
  const [target, setTarget] = useState('');
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [busy, setBusy] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);
  // The button pressed is gone: the question takes focus, so a keyboard or screen reader user is where it asks;
  // "No, keep it" gives it back to Cancel the booking.
  useEffect(() => {
    if (confirmingCancel) {
      asked.current = true;
      question.current?.focus();
    } else if (asked.current) {
      asked.current = false;
      document.getElementById(CANCEL_BUTTON)?.focus();
    }
  }, [confirmingCancel]);

  useEffect(() => {
    const controller = new AbortController();
    fetchApi(ENDPOINTS.bookings.manage, { params: { token }, signal: controller.signal })
      .then(async (found) => {
        setBooking(found);
        if (!found.changeable) return;
        const open = await fetchApi(ENDPOINTS.bookings.openSlots, {
          query: { kind: found.kind },
          signal: controller.signal,
        });
        setOthers(open.filter((slot) => slot.startsAt !== found.startsAt || slot.campus !== found.campus));
      })
      .catch((error: unknown) => !controller.signal.aborted && setLoadFailure(errorMessage(error)));
    return () => controller.abort();
  }, [token]);

  async function act(action: () => Promise<void>) {
    setBusy(true);
    setOutcome(undefined);
    try {
      await action();
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  const move = () =>
    act(async () => {
      if (!target) {
        setOutcome({ tone: 'error', text: 'Choose the new time first.' });
        return;
      }
      const moved = await fetchApi(ENDPOINTS.bookings.move, { params: { token }, body: { slotId: target } });
      setBooking(moved.booking);
      setOthers(others.filter((slot) => slot._id !== target));
      setTarget('');
      setOutcome({ tone: 'success', text: `Moved to ${slotTime(moved.booking.startsAt)}. We have e-mailed you.` });
    });
  const cancel = () =>
    act(async () => {
      await fetchApi(ENDPOINTS.bookings.cancel, { params: { token } });
      setConfirmingCancel(false);
      setCancelled(true);
    });

  return (
    <section id="first-section" className="icast-container adm-page adm-narrow" aria-labelledby="booking-heading">
      <h1 id="booking-heading">Your booking</h1>
      {loadFailure && <Alert tone="error">{loadFailure}</Alert>}
      {!booking && !loadFailure && <p>Loading your booking…</p>}
      {cancelled && (
        <Alert tone="success" title="Booking cancelled">
          The place is free for someone else. We have e-mailed you to confirm.
        </Alert>
      )}
      {booking && !cancelled && (
        <div className="adm-panel">
          <BookingSummary booking={booking} />
          <div aria-live="polite">{outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}</div>
          {booking.changeable ? (
            <>
              {others.length > 0 && (
                <SlotChoice
                  id="move-slot"
                  legend="Move to another time"
                  slots={others}
                  value={target}
                  onChange={setTarget}
                />
              )}
              {confirmingCancel ? (
                <div role="group" aria-labelledby="cancel-question">
                  <p id="cancel-question" ref={question} tabIndex={-1}>
                    <strong>Cancel this booking?</strong> Your place on {slotTime(booking.startsAt)} goes to someone
                    else; you can book another time afterwards.
                  </p>
                  <p className="adm-actions">
                    <Button disabled={busy} onClick={() => void cancel()}>
                      Yes, cancel the booking
                    </Button>
                    <Button variant="outline" disabled={busy} onClick={() => setConfirmingCancel(false)}>
                      No, keep it
                    </Button>
                  </p>
                </div>
              ) : (
                <p className="adm-actions">
                  {others.length > 0 && (
                    <Button variant="accent" disabled={busy} onClick={() => void move()}>
                      Move the booking
                    </Button>
                  )}
                  <Button
                    id={CANCEL_BUTTON}
                    variant="outline"
                    disabled={busy}
                    onClick={() => setConfirmingCancel(true)}
                  >
                    Cancel the booking
                  </Button>
                </p>
              )}
              <p>
                Changes close {BOOKING_CUTOFF_HOURS} hours before, on {slotTime(booking.changeableUntil)}.
              </p>
            </>
          ) : (
            <Alert tone="info">
              Online changes have closed for this booking. To change it, please call us on {SITE.phones[0]}.
            </Alert>
          )}
        </div>
      )}
    </section>
  );
}
