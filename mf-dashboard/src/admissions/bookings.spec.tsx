import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffSlot } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';

const BOOKED: StaffSlot = {
  _id: 'a'.repeat(24),
  kind: 'assessment',
  campus: 'elebu',
  startsAt: '2030-03-09T09:00:00.000Z',
  durationMinutes: 90,
  capacity: 10,
  seatsLeft: 9,
  createdBy: 'office@icast.test',
  bookings: [
    {
      _id: 'c'.repeat(24),
      slotId: 'a'.repeat(24),
      name: 'Tobi Ade',
      email: 'family@example.com',
      phone: '+2348031234567',
      applicationReference: 'ICAST-2025-7KQM-4XHP-9RTD',
      party: 1,
      bookedBy: 'family',
      createdAt: '2030-03-01T10:00:00.000Z',
    },
  ],
};
const EMPTY: StaffSlot = { ...BOOKED, _id: 'b'.repeat(24), kind: 'tour', seatsLeft: 10, bookings: [] };

describe('bookings page', () => {
  it('publishes a slot in Lagos time and lists slots and who booked', async () => {
    const server = fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/bookings/admin/slots': () => ({ body: [BOOKED, EMPTY] }),
      'POST /api/bookings/admin/slots': () => ({ status: 201, body: EMPTY }),
    });
    renderAt('/dashboard/bookings');
    const seats = await screen.findByRole('table', { name: 'Who booked' });
    expect(within(seats).getByText('Tobi Ade')).toBeVisible();
    const slots = screen.getByRole('table', { name: 'Slots' });
    expect(within(slots).getByText('1 of 10')).toBeVisible();
    // Only a slot nobody booked can be removed.
    expect(within(slots).getAllByRole('button', { name: /^Remove/ })).toHaveLength(1);

    await userEvent.selectOptions(screen.getByLabelText('What'), 'tour');
    await userEvent.type(screen.getByLabelText('Date'), '2030-03-09');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/^Published: School tour/)).toBeVisible();
    const sent = server.calls.find((call) => call.key === 'POST /api/bookings/admin/slots')!;
    expect(JSON.parse(String(sent.init?.body))).toEqual({
      kind: 'tour',
      campus: 'elebu',
      startsAt: '2030-03-09T09:00:00+01:00',
      durationMinutes: 60,
      capacity: 10,
    });
  });

  it('counts a tour party’s places and shows how many come and for which class', async () => {
    const tour: StaffSlot = {
      ...EMPTY,
      seatsLeft: 7,
      bookings: [
        {
          ...BOOKED.bookings[0]!,
          _id: 'd'.repeat(24),
          slotId: EMPTY._id,
          name: 'Ngozi Eze',
          applicationReference: undefined,
          party: 3,
          classOfInterest: 'jss1',
          bookedBy: 'visitor',
        },
      ],
    };
    fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/bookings/admin/slots': () => ({ body: [tour] }),
    });
    renderAt('/dashboard/bookings');
    const seats = await screen.findByRole('table', { name: 'Who booked' });
    expect(within(screen.getByRole('table', { name: 'Slots' })).getByText('3 of 10')).toBeVisible();
    const row = within(seats).getByRole('row', { name: /Ngozi Eze/ });
    expect(within(row).getByText('3')).toBeVisible();
    expect(within(row).getByText('JSS1')).toBeVisible();
  });

  it('shows the server’s reason when a cancellation fails', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/bookings/admin/slots': () => ({ body: [BOOKED] }),
      [`DELETE /api/bookings/admin/bookings/${'c'.repeat(24)}`]: () => ({
        status: 404,
        body: { message: 'No booking with this id' },
      }),
    });
    renderAt('/dashboard/bookings');
    await userEvent.click(await screen.findByRole('button', { name: "Cancel Tobi Ade's booking" }));
    expect(await screen.findByText('No booking with this id')).toBeVisible();
  });
});
