import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationSummary, BulkStatusOutcome, PipelineView } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';

const VIEW: PipelineView = {
  rows: [
    { classAppliedFor: 'primary2', counts: { received: 2, under_review: 1 }, total: 3 },
    { classAppliedFor: 'jss1', counts: { received: 1 }, total: 1 },
  ],
  totals: { received: 3, under_review: 1 },
  total: 4,
};
const summary = (reference: string, firstname: string): ApplicationSummary => ({
  reference,
  surname: 'Adeyemi',
  firstname,
  status: 'received',
  submittedAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
});
const CELL = [summary('ICAST-2026-AAAA-BBBB-CCCC', 'Bimpe'), summary('ICAST-2026-DDDD-EEEE-FFFF', 'Tolu')];
const OUTCOME: BulkStatusOutcome = {
  changed: ['ICAST-2026-AAAA-BBBB-CCCC'],
  refused: [{ reference: 'ICAST-2026-DDDD-EEEE-FFFF', reason: 'Application not found' }],
  familiesTold: 1,
};

describe('admissions pipeline page', () => {
  it('counts per class and status, opens a cell, and moves the chosen applications after confirming', async () => {
    const server = fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/form/admin/pipeline': () => ({ body: VIEW }),
      'GET /api/form/admin/pipeline?campus=elebu': () => ({ body: { rows: [], totals: {}, total: 0 } }),
      'GET /api/form/admin/applications?status=received&classAppliedFor=primary2&pageSize=100': () => ({
        body: { data: CELL, page: 1, pageSize: 100, total: 2 },
      }),
      'POST /api/form/admin/pipeline/status': () => ({ body: OUTCOME }),
    });
    renderAt('/dashboard/pipeline');
    const table = await screen.findByRole('table', { name: 'Applications per class and status' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Class applied forReceivedUnder reviewAssessment bookedOfferedWaiting listNot successfulAcceptedPlace declinedOffer expiredTotal',
      'Primary 22100000003',
      'JSS11000000001',
    ]);
    expect(screen.getByText('4 applications. Received: 3 · Under review: 1')).toBeVisible();

    await userEvent.click(within(table).getByRole('button', { name: 'Open 2 received, Primary 2' }));
    const cell = await screen.findByRole('form', { name: 'Change the status of these applications' });
    await userEvent.click(within(cell).getByRole('button', { name: /^Change/ }));
    const problems = await screen.findByRole('alert');
    expect(problems).toHaveFocus();
    expect(within(problems).getByRole('link', { name: 'Choose at least one application' })).toBeVisible();
    expect(within(problems).getByRole('link', { name: 'Choose the new status' })).toBeVisible();

    await userEvent.click(within(cell).getByLabelText('All 2'));
    await userEvent.selectOptions(within(cell).getByLabelText('New status'), 'Under review');
    await userEvent.type(within(cell).getByLabelText(/Why/), 'Week 2 review');
    await userEvent.type(within(cell).getByLabelText(/Message to the families/), 'Assessments on Saturday.');
    await userEvent.click(within(cell).getByRole('button', { name: 'Change 2 applications' }));
    expect(within(cell).getByText('Move 2 applications to Under review and e-mail their families?')).toBeVisible();
    await userEvent.click(within(cell).getByRole('button', { name: 'Yes, change them' }));

    expect(await screen.findByText('Changed 1 application; 1 family e-mailed.')).toBeVisible();
    expect(screen.getByText('ICAST-2026-DDDD-EEEE-FFFF: Application not found')).toBeVisible();
    const sent = server.calls.find((call) => call.key === 'POST /api/form/admin/pipeline/status')!;
    expect(JSON.parse(String(sent.init?.body))).toEqual({
      references: CELL.map((row) => row.reference),
      status: 'under_review',
      note: 'Week 2 review',
      familyMessage: 'Assessments on Saturday.',
    });

    await userEvent.selectOptions(screen.getByLabelText('Campus'), 'Elebu');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No applications match these filters')).toBeVisible();
  });

  it('words one application and several right, from the button to the outcome', async () => {
    fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/form/admin/pipeline': () => ({
        body: {
          rows: [{ classAppliedFor: 'jss1', counts: { received: 1 }, total: 1 }],
          totals: { received: 1 },
          total: 1,
        },
      }),
      'GET /api/form/admin/applications?status=received&classAppliedFor=jss1&pageSize=100': () => ({
        body: { data: [CELL[0]], page: 1, pageSize: 100, total: 1 },
      }),
      'POST /api/form/admin/pipeline/status': () => ({
        body: { changed: [CELL[0]!.reference], refused: [], familiesTold: 1 },
      }),
    });
    renderAt('/dashboard/pipeline');
    expect(await screen.findByText('1 application. Received: 1')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Open 1 received, JSS1' }));
    const cell = await screen.findByRole('form', { name: 'Change the status of these applications' });
    expect(within(cell).getByRole('button', { name: 'Change the chosen applications' })).toBeVisible();
    await userEvent.click(within(cell).getByLabelText('All 1'));
    await userEvent.selectOptions(within(cell).getByLabelText('New status'), 'Under review');
    await userEvent.click(within(cell).getByRole('button', { name: 'Change 1 application' }));
    expect(within(cell).getByText('Move 1 application to Under review and e-mail the family?')).toBeVisible();
    await userEvent.click(within(cell).getByRole('button', { name: 'Yes, change it' }));
    expect(await screen.findByText('Changed 1 application; 1 family e-mailed.')).toBeVisible();
  });
});
