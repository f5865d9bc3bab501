import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedBooking, OpenSlot } from '@icast/contracts';
import { mockApi, renderAt } from '../testing';

const SLOTS: OpenSlot[] = [
  {
    _id: 'a'.repeat(24),
    kind: 'tour',
    campus: 'elebu',
    startsAt: '2030-03-09T09:00:00.000Z',
    durationMinutes: 60,
    seatsLeft: 4,
  },
  {
    _id: 'b'.repeat(24),
    kind: 'tour',
    campus: 'elewura',
    startsAt: '2030-03-16T13:30:00.000Z',
    durationMinutes: 45,
    seatsLeft: 1,
  },
];
const BOOKING: ManagedBooking = {
  kind: 'tour',
  campus: 'elebu',
  startsAt: SLOTS[0]!.startsAt,
  durationMinutes: 60,
  name: 'Ada Obi',
  party: 1,
  changeable: true,
  changeableUntil: '2030-03-08T09:00:00.000Z',
};

describe('school tour booking', () => {
  it('lists the open times in Lagos time and books with the visitor’s details', async () => {
    const api = mockApi((url, init) => {
      if (url === '/api/bookings/slots?kind=tour') return { status: 200, body: SLOTS };
      if (url === '/api/bookings/tours' && init?.method === 'POST')
        return { status: 201, body: { booking: BOOKING, manageToken: 'token-1' } };
      return undefined;
    });
    renderAt('/book-a-tour');
    const times = await screen.findByRole('group', { name: 'When would you like to come?' });
    await userEvent.click(within(times).getByRole('radio', { name: 'Saturday 9 March at 10:00, Elebu campus' }));
    expect(within(times).getByText('45 minutes · 1 place left')).toBeVisible();

    expect(screen.getByRole('link', { name: /privacy notice/i })).toHaveAttribute('href', '/privacy');
    await userEvent.click(screen.getByRole('button', { name: 'Book the tour' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Enter your name');
    expect(summary).toHaveTextContent('Enter a phone number like 08031234567');
    expect(summary).toHaveTextContent('Choose the class you are interested in, or "Not sure yet"');

    // Four people for a time with one place left: said before anything is sent.
    await userEvent.click(within(times).getByRole('radio', { name: /Saturday 16 March at 14:30/ }));
    await userEvent.selectOptions(screen.getByLabelText('How many people are coming?'), '4 people');
    await userEvent.click(screen.getByRole('button', { name: 'Book the tour' }));
    expect(screen.getByLabelText('How many people are coming?')).toHaveAccessibleDescription(
      /Only 1 place is left at that time: choose fewer people or another time/,
    );
    await userEvent.click(within(times).getByRole('radio', { name: 'Saturday 9 March at 10:00, Elebu campus' }));
    await userEvent.selectOptions(screen.getByLabelText('Which class are you interested in?'), 'Primary 3');

    await userEvent.type(screen.getByLabelText('Your name'), 'Ada Obi');
    await userEvent.type(screen.getByLabelText('Phone number'), '0803 123 4567');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Book the tour' }));
    expect(await screen.findByText('Your tour is booked')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change or cancel this booking' })).toHaveAttribute(
      'href',
      '/bookings/token-1',
    );
    const sent = api.mock.calls.find(([url]) => url === '/api/bookings/tours')![1] as RequestInit;
    expect(JSON.parse(String(sent.body))).toEqual({
      slotId: SLOTS[0]!._id,
      name: 'Ada Obi',
      phone: '0803 123 4567',
      email: 'ada@example.com',
      party: 4,
      classOfInterest: 'primary3',
    });
  });

  it('says whom to call when no tour times are open', async () => {
    mockApi((url) => (url === '/api/bookings/slots?kind=tour' ? { status: 200, body: [] } : undefined));
    renderAt('/book-a-tour');
    expect(await screen.findByText('No tour times are open just now')).toBeVisible();
    expect(screen.getByRole('link', { name: 'send us a message' })).toHaveAttribute('href', '/contacts');
  });

  it('shows the server’s reason when the slot filled meanwhile', async () => {
    mockApi((url) => {
      if (url === '/api/bookings/slots?kind=tour') return { status: 200, body: SLOTS };
      if (url === '/api/bookings/tours')
        return { status: 409, body: { message: 'This slot is full. Please choose another time.' } };
      return undefined;
    });
    renderAt('/book-a-tour');
    await userEvent.click(await screen.findByRole('radio', { name: /Saturday 16 March at 14:30/ }));
    await userEvent.type(screen.getByLabelText('Your name'), 'Ada Obi');
    await userEvent.type(screen.getByLabelText('Phone number'), '08031234567');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Which class are you interested in?'), 'Not sure yet');
    await userEvent.click(screen.getByRole('button', { name: 'Book the tour' }));
    expect(await screen.findByText('This slot is full. Please choose another time.')).toBeVisible();
  });
});

describe('managing a booking from its link', () => {
  it('moves the booking to another time, then cancels it', async () => {
    const api = mockApi((url, init) => {
      if (url === '/api/bookings/manage/token-1') return { status: 200, body: BOOKING };
      if (url === '/api/bookings/slots?kind=tour') return { status: 200, body: SLOTS };
      if (url === '/api/bookings/manage/token-1/move' && init?.method === 'POST')
        return {
          status: 200,
          body: { booking: { ...BOOKING, startsAt: SLOTS[1]!.startsAt, campus: 'elewura' }, manageToken: 'token-1' },
        };
      if (url === '/api/bookings/manage/token-1/cancel') return { status: 200, body: { message: 'ok' } };
      return undefined;
    });
    renderAt('/bookings/token-1');
    expect(await screen.findByTestId('booking-summary')).toHaveTextContent('Saturday 9 March at 10:00');
    // The booking's own slot is not offered as a move.
    const move = await screen.findByRole('group', { name: 'Move to another time' });
    expect(within(move).getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(within(move).getByRole('radio'));
    await userEvent.click(screen.getByRole('button', { name: 'Move the booking' }));
    expect(await screen.findByText(/Moved to Saturday 16 March at 14:30/)).toBeVisible();
    expect(screen.getByTestId('booking-summary')).toHaveTextContent('Elewura campus');

    // Cancelling asks first, with the question focused; "No" changes nothing and gives focus back.
    const cancelled = () => api.mock.calls.some(([url]) => url === '/api/bookings/manage/token-1/cancel');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    expect(screen.getByText('Cancel this booking?').closest('p')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(cancelled()).toBe(false);
    expect(screen.getByRole('button', { name: 'Cancel the booking' })).toHaveFocus();

    // By keyboard: Enter on Cancel the booking, then Tab to "Yes, cancel the booking" and Enter.
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Cancel this booking?').closest('p')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Yes, cancel the booking' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Booking cancelled')).toBeVisible();
    expect(cancelled()).toBe(true);
  });

  it('shows how many are coming and the class of interest', async () => {
    mockApi((url) => {
      if (url === '/api/bookings/manage/party') {
        return { status: 200, body: { ...BOOKING, party: 3, classOfInterest: 'jss1' } };
      }
      if (url === '/api/bookings/slots?kind=tour') return { status: 200, body: SLOTS };
      return undefined;
    });
    renderAt('/bookings/party');
    const summary = await screen.findByTestId('booking-summary');
    expect(summary).toHaveTextContent('People3 people');
    expect(summary).toHaveTextContent('Class of interestJSS1');
  });

  it('after the cut-off, says to call instead of offering changes', async () => {
    mockApi((url) =>
      url === '/api/bookings/manage/late' ? { status: 200, body: { ...BOOKING, changeable: false } } : undefined,
    );
    renderAt('/bookings/late');
    expect(await screen.findByText(/Online changes have closed for this booking/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel the booking' })).toBeNull();
  });

  it('explains a link that no longer works', async () => {
    mockApi((url) =>
      url === '/api/bookings/manage/gone'
        ? {
            status: 404,
            body: { message: 'This booking link is not valid any more: the booking was cancelled or moved.' },
          }
        : undefined,
    );
    renderAt('/bookings/gone');
    expect(await screen.findByText(/This booking link is not valid any more/)).toBeVisible();
  });
});
