import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { errorMessage, fetchApi } from '@icast/api-client';
import {
  BOOKING_CUTOFF_HOURS,
  type BookingConfirmation,
  isEmailAddress,
  ENDPOINTS,
  MAX_TOUR_PARTY,
  normalisePhoneNumber,
  type OpenSlot,
  TOUR_CLASS_CHOICES,
} from '@icast/contracts';
import { SITE } from '@icast/content';
import {
  Alert,
  Button,
  buttonClassName,
  ErrorSummary,
  PrivacyNoticeLine,
  SelectField,
  TextField,
  usePrivacyNoticeVersion,
  type FieldError,
} from '@icast/ui';
import { BookingSummary } from './BookingSummary';
import { SlotChoice } from './SlotChoice';
import type { TourDetailsFromEnquiry } from '../enquiries/EnquiryForm';
import type { TourSlotsData } from '../data';

/** The visitor's details, each saved in the browser's own autofill names. */
const CONTACT_FIELDS = [
  { name: 'name', id: 'tour-name', label: 'Your name', autoComplete: 'name' },
  { name: 'phone', id: 'tour-phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  {
    name: 'email',
    id: 'tour-email',
    label: 'E-mail address',
    hint: 'We send the booking and a reminder the day before here.',
    type: 'email',
    autoComplete: 'email',
  },
] as const;

/** The form as typed: every answer a string, the party's size too (a select). */
interface TourForm {
  slotId: string;
  name: string;
  phone: string;
  email: string;
  party: string;
  classOfInterest: string;
}

const EMPTY: TourForm = { slotId: '', name: '', phone: '', email: '', party: '1', classOfInterest: '' };

/**
 * A family coming from its enquiry's thank-you does not type its name, e-mail, phone and class again. Only strings a
 * form field can hold are taken (the router state is whatever history holds), each bounded like the fields.
 */
function startingForm(state: unknown): TourForm {
  if (typeof state !== 'object' || state === null) return EMPTY;
  const given = state as Partial<Record<keyof TourDetailsFromEnquiry, unknown>>;
  const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
  const classOfInterest = text(given.classOfInterest, 40);
  return {
    ...EMPTY,
    name: text(given.name, 200),
    email: text(given.email, 254),
    phone: text(given.phone, 40),
    classOfInterest: TOUR_CLASS_CHOICES.some((choice) => choice.value === classOfInterest) ? classOfInterest : '',
  };
}
const PARTY_SIZES = Array.from({ length: MAX_TOUR_PARTY }, (_, index) => ({
  value: String(index + 1),
  label: index === 0 ? '1 person' : `${index + 1} people`,
}));

function formErrors(form: TourForm, slots: OpenSlot[]): FieldError[] {
  const seatsLeft = slots.find((slot) => slot._id === form.slotId)?.seatsLeft;
  return [
    !form.slotId && { fieldId: 'tour-slot', message: 'Choose a time for the tour' },
    seatsLeft !== undefined &&
      Number(form.party) > seatsLeft && {
        fieldId: 'tour-party',
        message: `Only ${seatsLeft === 1 ? '1 place is' : `${seatsLeft} places are`} left at that time: choose fewer people or another time`,
      },
    !form.classOfInterest && {
      fieldId: 'tour-class',
      message: 'Choose the class you are interested in, or "Not sure yet"',
    },
    !form.name.trim() && { fieldId: 'tour-name', message: 'Enter your name' },
    !normalisePhoneNumber(form.phone) && { fieldId: 'tour-phone', message: 'Enter a phone number like 08031234567' },
    !isEmailAddress(form.email.trim()) && {
      fieldId: 'tour-email',
      message: 'Enter an e-mail address like name@example.com',
    },
  ].filter((error): error is FieldError => Boolean(error));
}

/**
 * Anyone books a school tour: a time from the slots the office published (tourSlotsLoader, so the server's page has
 * them), and how to reach them.
 */
export function TourBookingPage() {
  const loaded = useLoaderData<TourSlotsData>().slots;
  const slots: OpenSlot[] | undefined = loaded.status === 'loaded' ? loaded.value : undefined;
  const loadFailure = loaded.status === 'error' ? loaded.message : undefined;
  const location = useLocation();
  const [form, setForm] = useState<TourForm>(() => startingForm(location.state));
  const noticeVersion = usePrivacyNoticeVersion();
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<BookingConfirmation | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = formErrors(form, slots ?? []);
    setErrors(problems);
    setFailure(undefined);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      setBooked(
        await fetchApi(ENDPOINTS.bookings.bookTour, {
          body: {
            ...form,
            party: Number(form.party),
            ...(noticeVersion !== undefined ? { privacyNoticeVersion: noticeVersion } : {}),
          },
        }),
      );
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;
  const set = (name: keyof TourForm) => (value: string) => setForm({ ...form, [name]: value });
  return (
    <section id="first-section" className="icast-container adm-page adm-narrow" aria-labelledby="tour-heading">
      <h1 id="tour-heading">Book a school tour</h1>
      <p className="adm-lead">
        See the classrooms, labs, library and hostel with a member of staff, and ask anything. Tours last about an hour;
        you can move or cancel until {BOOKING_CUTOFF_HOURS} hours before.
      </p>
      {booked ? (
        <div className="adm-panel" aria-live="polite">
          <Alert tone="success" title="Your tour is booked">
            We have e-mailed the details with a calendar file to {form.email.trim()}.
          </Alert>
          <BookingSummary booking={booked.booking} />
          <p className="adm-actions">
            <Link className={buttonClassName('outline')} to={`/bookings/${booked.manageToken}`}>
              Change or cancel this booking
            </Link>
          </p>
        </div>
      ) : loadFailure !== undefined || !slots ? (
        <Alert tone="error">{loadFailure}</Alert>
      ) : slots.length === 0 ? (
        <Alert tone="info" title="No tour times are open just now">
          Please call us on {SITE.phones[0]} or <Link to="/contacts">send us a message</Link> and we will arrange a
          visit.
        </Alert>
      ) : (
        <form className="adm-panel" onSubmit={(event) => void submit(event)} noValidate aria-label="Book a tour">
          <ErrorSummary errors={errors} />
          <SlotChoice
            id="tour-slot"
            legend="When would you like to come?"
            slots={slots}
            value={form.slotId}
            error={errorOf('tour-slot')}
            onChange={set('slotId')}
          />
          <SelectField
            id="tour-party"
            label="How many people are coming?"
            hint={`Adults and children: each takes a place. For more than ${MAX_TOUR_PARTY}, please call us on ${SITE.phones[0]}.`}
            options={PARTY_SIZES}
            value={form.party}
            error={errorOf('tour-party')}
            onChange={(event) => set('party')(event.target.value)}
          />
          <SelectField
            id="tour-class"
            label="Which class are you interested in?"
            hint="So the guide can show you its classrooms."
            placeholder="Choose a class"
            options={TOUR_CLASS_CHOICES}
            value={form.classOfInterest}
            error={errorOf('tour-class')}
            onChange={(event) => set('classOfInterest')(event.target.value)}
          />
          {CONTACT_FIELDS.map(({ name, ...field }) => (
            <TextField
              key={name}
              {...field}
              value={form[name]}
              error={errorOf(field.id)}
              onChange={(event) => set(name)(event.target.value)}
            />
          ))}
          <PrivacyNoticeLine form="tourBooking" version={noticeVersion} />
          {failure && <Alert tone="error">{failure}</Alert>}
          <Button type="submit" variant="accent" disabled={busy}>
            {busy ? 'Booking…' : 'Book the tour'}
          </Button>
        </form>
      )}
    </section>
  );
}
