import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SeatsView, startTermChoices } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';

const TERM = startTermChoices()[0]!;
const VIEW: SeatsView = {
  countedAt: '2026-11-27T09:00:00.000Z',
  rows: [
    {
      classAppliedFor: 'primary2',
      campus: 'elebu',
      startTerm: TERM.value,
      attendance: 'day',
      label: `Primary 2, Elebu, Day, ${TERM.label}`,
      seats: 25,
      offered: 3,
      accepted: 21,
      waiting: 4,
      free: 1,
      proposals: [
        {
          id: 'primary2|elebu|x|day#7@1',
          reference: 'ICAST-2026-AAAA-BBBB-CCCC',
          childName: 'Bimpe Adeyemi',
          proposedAt: '2026-11-27T08:00:00.000Z',
          offerTerms: { feeNaira: 250000, deadlineDays: 14 },
        },
      ],
    },
    {
      classAppliedFor: 'jss1',
      campus: 'elewura',
      startTerm: TERM.value,
      attendance: 'boarding',
      label: `JSS1, Elewura, Boarding, ${TERM.label}`,
      seats: null,
      offered: 2,
      accepted: 0,
      waiting: 0,
      free: null,
      proposals: [],
    },
  ],
};

describe('places page', () => {
  it('shows seats, offered, accepted, waiting and free per class, and says when a class has no limit', async () => {
    fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/form/admin/places': () => ({ body: VIEW }),
    });
    renderAt('/dashboard/places');
    const table = await screen.findByRole('table', { name: 'Seats per class' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Class, campus, day or boarding, start termSeatsOfferedAcceptedWaitingFree',
      `Primary 2, Elebu, Day, ${TERM.label}2532141`,
      `JSS1, Elewura, Boarding, ${TERM.label}Not set200No limit`,
    ]);
  });

  it('sets the seats of a class after checking them, with each problem linked to its field', async () => {
    const server = fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/form/admin/places': () => ({ body: VIEW }),
      'PUT /api/form/admin/places': () => ({ body: VIEW }),
    });
    renderAt('/dashboard/places');
    const form = await screen.findByRole('form', { name: 'Set the seats of a class' });
    await userEvent.type(within(form).getByLabelText(/Seats/), '2.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save seats' }));
    const problems = await screen.findByRole('alert');
    expect(problems).toHaveFocus();
    expect(within(problems).getByRole('link', { name: 'Choose the class' })).toHaveAttribute('href', '#seats-class');
    expect(within(problems).getByRole('link', { name: /whole number of places/ })).toHaveAttribute(
      'href',
      '#seats-number',
    );
    expect(server.calls.some((call) => call.key === 'PUT /api/form/admin/places')).toBe(false);

    await userEvent.selectOptions(within(form).getByLabelText('Class'), 'Primary 2');
    await userEvent.selectOptions(within(form).getByLabelText('Campus'), 'Elebu');
    await userEvent.selectOptions(within(form).getByLabelText('Day or boarding'), 'Boarding');
    await userEvent.clear(within(form).getByLabelText(/Seats/));
    await userEvent.type(within(form).getByLabelText(/Seats/), '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Save seats' }));
    expect(await screen.findByText('Seats saved.')).toBeVisible();
    const sent = server.calls.find((call) => call.key === 'PUT /api/form/admin/places')!;
    expect(JSON.parse(String(sent.init?.body))).toEqual({
      classAppliedFor: 'primary2',
      campus: 'elebu',
      attendance: 'boarding',
      startTerm: TERM.value,
      seats: 30,
    });
  });

  it('offers the proposed waiting child the freed place with one tap', async () => {
    let offered = false;
    const server = fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/form/admin/places': () => ({
        body: offered ? { ...VIEW, rows: VIEW.rows.map((row) => ({ ...row, proposals: [] })) } : VIEW,
      }),
      [`POST /api/form/admin/places/proposals/${encodeURIComponent(VIEW.rows[0]!.proposals[0]!.id)}/offer`]: () => {
        offered = true;
        return { status: 201, body: {} };
      },
    });
    renderAt('/dashboard/places');
    expect(await screen.findByRole('link', { name: 'Bimpe Adeyemi' })).toHaveAttribute(
      'href',
      '/dashboard/applications/ICAST-2026-AAAA-BBBB-CCCC',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Offer Bimpe Adeyemi the place (₦250,000, 14 days to accept)' }),
    );
    expect(await screen.findByText(/Bimpe Adeyemi has been offered the place/)).toBeVisible();
    expect(server.calls.filter((call) => call.key.startsWith('POST '))).toHaveLength(1);
    expect(await screen.findByText('No place has freed for a waiting child.')).toBeVisible();
  });

  it('asks why before offering the freed place to a child whose documents are missing, and sends the reason', async () => {
    const sent: unknown[] = [];
    fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/form/admin/places': () => ({ body: VIEW }),
      [`POST /api/form/admin/places/proposals/${encodeURIComponent(VIEW.rows[0]!.proposals[0]!.id)}/offer`]: (init) => {
        const body = JSON.parse(String(init?.body)) as { missingDocumentsReason?: string };
        sent.push(body);
        return body.missingDocumentsReason
          ? { status: 201, body: {} }
          : {
              status: 409,
              body: {
                statusCode: 409,
                message: 'Documents this class requires are missing: Medical report.',
                code: 'documents_missing',
                details: { missing: ['medicalReport'] },
              },
            };
      },
    });
    renderAt('/dashboard/places');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Offer Bimpe Adeyemi the place (₦250,000, 14 days to accept)' }),
    );
    const heading = await screen.findByRole('heading', {
      name: 'Offer Bimpe Adeyemi the place with documents missing?',
    });
    expect(heading).toHaveFocus();
    const question = within(
      screen.getByRole('form', { name: 'Offer Bimpe Adeyemi the place with documents missing?' }),
    );
    expect(question.getByTestId('offer-documents-missing')).toHaveTextContent(
      'Documents this class requires are missing: Medical report.',
    );
    await userEvent.click(question.getByRole('button', { name: 'Offer without them' }));
    expect(
      await question.findByRole('link', { name: 'Give the reason for offering the place without these documents' }),
    ).toHaveAttribute('href', '#proposal-missing-reason');
    expect(sent).toHaveLength(1);
    await userEvent.type(question.getByLabelText('Why offer the place without them?'), 'Clinic letter on Monday');
    await userEvent.click(question.getByRole('button', { name: 'Offer without them' }));
    expect(await screen.findByText(/Bimpe Adeyemi has been offered the place/)).toBeVisible();
    expect(sent).toEqual([{}, { missingDocumentsReason: 'Clinic letter on Monday' }]);
  });

  it('marks the waiting child proposed for a freed place on the waiting list, with the way to offer it', async () => {
    fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/form/admin/places': () => ({ body: VIEW }),
      'GET /api/form/admin/waiting-list': () => ({
        body: [
          {
            reference: 'ICAST-2026-AAAA-BBBB-CCCC',
            childName: 'Bimpe Adeyemi',
            classAppliedFor: 'primary2',
            campus: 'elebu',
            attendance: 'day',
            startTerm: TERM.value,
            position: 1,
            status: 'waitlisted',
            since: '2026-11-01T09:00:00.000Z',
          },
          {
            reference: 'ICAST-2026-DDDD-EEEE-FFFF',
            childName: 'Tolu Adeyemi',
            classAppliedFor: 'primary2',
            campus: 'elebu',
            attendance: 'day',
            startTerm: TERM.value,
            position: 2,
            status: 'waitlisted',
            since: '2026-11-02T09:00:00.000Z',
          },
        ],
      }),
    });
    renderAt('/dashboard/waiting-list');
    const list = await screen.findByRole('region', { name: /Waiting list: Primary 2, Elebu/ });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(await within(first!).findByRole('link', { name: 'offer it on the Places page' })).toHaveAttribute(
      'href',
      '/dashboard/places',
    );
    expect(within(second!).queryByText(/Proposed for a freed place/)).toBeNull();
  });
});
