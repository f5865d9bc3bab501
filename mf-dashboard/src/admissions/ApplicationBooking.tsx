import { useState } from 'react';
import { fetchApi } from '@icast/api-client';
import { BOOKING_KINDS, CAMPUSES, choiceLabel, ENDPOINTS, slotTime } from '@icast/contracts';
import { Alert, Button, SelectField } from '@icast/ui';
import { DataState } from '../components/DataState';
import { useAction } from '../useAction';
import { useApi } from '../useApi';

/** Books an entrance assessment or interview for this application on the family's behalf; they get the e-mail. */
export function ApplicationBooking({ reference }: { reference: string }) {
  const [slots, reload] = useApi(ENDPOINTS.bookings.staffSlots);
  const [slotId, setSlotId] = useState('');
  const { busy, notice, act } = useAction(reload);
  const book = () =>
    act(async () => {
      await fetchApi(ENDPOINTS.bookings.bookForApplication, { params: { reference }, body: { slotId } });
      setSlotId('');
      return 'Booked. The family has the details by e-mail.';
    });

  return (
    <section className="dash-panel" aria-labelledby="booking-heading">
      <h2 id="booking-heading">Assessment and interview</h2>
      <div aria-live="polite">{notice && <Alert tone={notice.tone}>{notice.text}</Alert>}</div>
      <DataState result={slots} what="Slots" onRetry={reload}>
        {(rows) => {
          const booked = rows.filter((slot) => slot.bookings.some((seat) => seat.applicationReference === reference));
          const open = rows.filter((slot) => slot.kind !== 'tour' && slot.seatsLeft > 0 && !booked.includes(slot));
          const describe = (slot: (typeof rows)[number]) =>
            `${choiceLabel(BOOKING_KINDS, slot.kind)}, ${slotTime(slot.startsAt)}, ${choiceLabel(CAMPUSES, slot.campus)}`;
          return (
            <>
              {booked.length > 0 ? (
                <ul>
                  {booked.map((slot) => (
                    <li key={slot._id}>Booked: {describe(slot)}</li>
                  ))}
                </ul>
              ) : (
                <p>Nothing booked yet.</p>
              )}
              {open.length > 0 && (
                <>
                  <SelectField
                    label="Book a slot"
                    placeholder="Choose a slot"
                    options={open.map((slot) => ({
                      value: slot._id,
                      label: `${describe(slot)} (${slot.seatsLeft} left)`,
                    }))}
                    value={slotId}
                    onChange={(event) => setSlotId(event.target.value)}
                  />
                  <Button disabled={busy || !slotId} onClick={() => void book()}>
                    Book for this family
                  </Button>
                </>
              )}
            </>
          );
        }}
      </DataState>
    </section>
  );
}
