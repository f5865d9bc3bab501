import { useState, type FormEvent } from 'react';
import { fetchApi } from '@icast/api-client';
import {
  BOOKING_KINDS,
  CAMPUSES,
  choiceLabel,
  ENDPOINTS,
  MAX_SLOT_CAPACITY,
  slotTime,
  TOUR_CLASS_CHOICES,
  type BookingRecord,
  type StaffSlot,
} from '@icast/contracts';
import { Alert, Button, SelectField, TextField } from '@icast/ui';
import { DataState } from '../components/DataState';
import { DataTable, type Column } from '../components/DataTable';
import { formatDateTime } from '../format';
import { useAction } from '../useAction';
import { useApi } from '../useApi';

type BookedSeat = BookingRecord & { slot: StaffSlot };

const EMPTY_SLOT = {
  kind: 'assessment',
  campus: 'elebu',
  date: '',
  time: '09:00',
  durationMinutes: '60',
  capacity: '10',
  note: '',
};
const slotName = (slot: StaffSlot) =>
  `${choiceLabel(BOOKING_KINDS, slot.kind)}, ${slotTime(slot.startsAt)}, ${choiceLabel(CAMPUSES, slot.campus)}`;

/** Admissions publish assessment, interview and tour times, and see and cancel who booked them. */
export function BookingsPage() {
  const [slots, reload] = useApi(ENDPOINTS.bookings.staffSlots);
  const [form, setForm] = useState(EMPTY_SLOT);
  const { busy, notice, setNotice, act } = useAction(reload);

  const publish = (event: FormEvent) => {
    event.preventDefault();
    if (!form.date) {
      setNotice({ tone: 'error', text: 'Choose the date of the slot.' });
      return;
    }
    void act(async () => {
      const { date, time, durationMinutes, capacity, note, kind, ...rest } = form;
      const created = await fetchApi(ENDPOINTS.bookings.createSlot, {
        body: {
          ...rest,
          kind: kind as StaffSlot['kind'],
          // The office works in Lagos time (UTC+1 all year).
          startsAt: `${date}T${time}:00+01:00`,
          durationMinutes: Number(durationMinutes),
          capacity: Number(capacity),
          ...(note.trim() ? { note: note.trim() } : {}),
        },
      });
      setForm({ ...form, date: '', note: '' });
      return `Published: ${slotName(created)}.`;
    });
  };
  const removeSlot = (slot: StaffSlot) =>
    act(async () => (await fetchApi(ENDPOINTS.bookings.removeSlot, { params: { id: slot._id } })).message);
  const cancelSeat = (seat: BookedSeat) => {
    if (!window.confirm(`Cancel ${seat.name}'s booking (${slotName(seat.slot)})? They will be e-mailed.`)) return;
    void act(async () => (await fetchApi(ENDPOINTS.bookings.staffCancel, { params: { id: seat._id } })).message);
  };

  const slotColumns: Column<StaffSlot>[] = [
    { header: 'When', cell: (slot) => `${slotTime(slot.startsAt)} (${slot.durationMinutes} min)` },
    { header: 'What', cell: (slot) => choiceLabel(BOOKING_KINDS, slot.kind) },
    { header: 'Campus', cell: (slot) => choiceLabel(CAMPUSES, slot.campus) },
    // Places, not bookings: a tour party takes one per person.
    { header: 'Booked', cell: (slot) => `${slot.capacity - slot.seatsLeft} of ${slot.capacity}` },
    { header: 'Note', cell: (slot) => slot.note ?? '' },
    {
      header: 'Actions',
      cell: (slot) =>
        slot.bookings.length === 0 && (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => void removeSlot(slot)}
            aria-label={`Remove ${slotName(slot)}`}
          >
            Remove
          </Button>
        ),
    },
  ];
  const seatColumns: Column<BookedSeat>[] = [
    { header: 'Slot', cell: (seat) => slotName(seat.slot) },
    { header: 'Name', cell: (seat) => seat.name },
    { header: 'Phone', cell: (seat) => seat.phone },
    { header: 'E-mail', cell: (seat) => seat.email },
    { header: 'Application', cell: (seat) => seat.applicationReference ?? '' },
    { header: 'People', cell: (seat) => seat.party },
    {
      header: 'Class of interest',
      cell: (seat) => (seat.classOfInterest ? choiceLabel(TOUR_CLASS_CHOICES, seat.classOfInterest) : ''),
    },
    { header: 'Booked', cell: (seat) => `${formatDateTime(seat.createdAt)} by ${seat.bookedBy}` },
    {
      header: 'Actions',
      cell: (seat) => (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => cancelSeat(seat)}
          aria-label={`Cancel ${seat.name}'s booking`}
        >
          Cancel
        </Button>
      ),
    },
  ];
  const set = (name: keyof typeof EMPTY_SLOT) => (event: { target: { value: string } }) =>
    setForm({ ...form, [name]: event.target.value });

  return (
    <section aria-labelledby="bookings-heading">
      <h1 id="bookings-heading">Bookings</h1>
      <div aria-live="polite">{notice && <Alert tone={notice.tone}>{notice.text}</Alert>}</div>
      <form className="dash-panel dash-post-form" onSubmit={publish} aria-labelledby="publish-heading">
        <h2 id="publish-heading">Publish a slot</h2>
        <SelectField label="What" options={BOOKING_KINDS} value={form.kind} onChange={set('kind')} />
        <SelectField label="Campus" options={CAMPUSES} value={form.campus} onChange={set('campus')} />
        <TextField label="Date" type="date" required value={form.date} onChange={set('date')} />
        <TextField label="Start time (Lagos)" type="time" required value={form.time} onChange={set('time')} />
        <TextField
          label="Length in minutes"
          type="number"
          min={10}
          max={480}
          required
          value={form.durationMinutes}
          onChange={set('durationMinutes')}
        />
        <TextField
          label="Seats"
          type="number"
          min={1}
          max={MAX_SLOT_CAPACITY}
          required
          value={form.capacity}
          onChange={set('capacity')}
        />
        <TextField
          label="Note for families (optional)"
          hint="Which hall, what to bring."
          maxLength={300}
          value={form.note}
          onChange={set('note')}
        />
        <div className="dash-actions">
          <Button type="submit" disabled={busy}>
            Publish
          </Button>
        </div>
      </form>
      <DataState result={slots} what="Bookings" onRetry={reload}>
        {(rows) => (
          <>
            <h2>Slots</h2>
            <DataTable
              label="Slots"
              rows={rows}
              columns={slotColumns}
              rowKey={(slot) => slot._id}
              empty="No slots published yet"
            />
            <h2>Who booked</h2>
            <DataTable
              label="Who booked"
              rows={rows.flatMap((slot) => slot.bookings.map((booking) => ({ ...booking, slot })))}
              columns={seatColumns}
              rowKey={(seat) => seat._id}
              empty="Nobody has booked yet"
            />
          </>
        )}
      </DataState>
    </section>
  );
}
