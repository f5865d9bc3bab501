import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RETENTION_KINDS, type RetentionSettings, type StaffErasureRequest } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';
import { daysLeftText } from './DataRequestsPage';

const PENDING: StaffErasureRequest = {
  id: 'a'.repeat(24),
  state: 'pending',
  requestedAt: '2030-03-01T10:00:00.000Z',
  dueBy: '2030-03-31T10:00:00.000Z',
  family: 'family@example.com',
  references: ['ICAST-2030-7KQM-4XHP-9RTD'],
  daysLeft: 12,
};
const SETTINGS: RetentionSettings = {
  days: Object.fromEntries(
    Object.entries(RETENTION_KINDS).map(([kind, { defaultDays }]) => [kind, defaultDays]),
  ) as RetentionSettings['days'],
};
const base = '/api/form/admin/erasure-requests';

function serve(extra: Record<string, (init?: RequestInit) => { status?: number; body?: unknown }> = {}) {
  let requests = [PENDING];
  return fakeServer({
    'GET /api/auth/auth-check': signedIn('admin'),
    [`GET ${base}`]: () => ({ body: { data: requests } }),
    [`POST ${base}/${PENDING.id}/approve`]: () => {
      requests = [
        { ...PENDING, state: 'erased', family: '', references: [], erasedRecords: 14, decidedBy: 'a@icast.test' },
      ];
      return { body: requests[0] };
    },
    [`POST ${base}/${PENDING.id}/refuse`]: (init) => {
      const { reason } = JSON.parse(String(init?.body)) as { reason: string };
      requests = [{ ...PENDING, state: 'refused', reason }];
      return { body: requests[0] };
    },
    'GET /api/retention': () => ({ body: SETTINGS }),
    'PUT /api/retention': (init) => ({ body: JSON.parse(String(init?.body)) as RetentionSettings }),
    'GET /api/retention/runs': () => ({ body: { data: [] } }),
    ...extra,
  });
}

describe('data requests and retention, for admins', () => {
  it('counts the days left to answer', () => {
    expect([12, 1, 0, -1, -3].map(daysLeftText)).toEqual([
      '12 days left',
      '1 day left',
      'Due today',
      '1 day overdue',
      '3 days overdue',
    ]);
  });

  it('approves an erasure only after asking, and says what it did', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const server = serve();
    renderAt('/dashboard/data-requests');
    const table = within(await screen.findByRole('table', { name: "Requests to delete a family's data" }));
    expect(await table.findByText(/12 days left/)).toBeVisible();
    const approve = table.getByRole('button', { name: 'Approve and erase (family@example.com)' });
    await userEvent.click(approve);
    expect(server.calls.some((call) => call.key.endsWith('/approve'))).toBe(false);
    await userEvent.click(approve);
    expect(await screen.findByText('Erased: 14 records deleted or cut down.')).toBeVisible();
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('This cannot be undone'));
    confirm.mockRestore();
  });

  it('refuses with a reason written for the family, and says at the field when it is missing', async () => {
    const server = serve();
    renderAt('/dashboard/data-requests');
    const table = within(await screen.findByRole('table', { name: "Requests to delete a family's data" }));
    await userEvent.click(await table.findByRole('button', { name: 'Refuse (family@example.com)' }));
    const field = screen.getByLabelText(/Reason the family will be told/);
    expect(field).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Send the refusal' }));
    expect(field).toHaveAccessibleDescription(/Enter the reason the family will be told/);
    await userEvent.type(field, 'We must keep the application until the waiting list closes in September.');
    await userEvent.click(screen.getByRole('button', { name: 'Send the refusal' }));
    expect(await screen.findByText('Refused. The family sees your reason on their page.')).toBeVisible();
    const refusals = server.calls.filter((call) => call.key.endsWith('/refuse'));
    expect(refusals.map((call) => JSON.parse(String(call.init?.body)))).toEqual([
      { reason: 'We must keep the application until the waiting list closes in September.' },
    ]);
  });

  it('saves the days each kind is kept, refusing a period out of range', async () => {
    const server = serve();
    renderAt('/dashboard/data-requests');
    const form = within(await screen.findByRole('form', { name: 'Retention periods' }));
    const visitors = form.getByLabelText(/Chat visitors.*\(days\)/);
    expect(visitors).toHaveValue('30');
    await userEvent.clear(visitors);
    await userEvent.type(visitors, '0');
    await userEvent.click(form.getByRole('button', { name: 'Save retention periods' }));
    expect(await form.findByText(/whole number of days from 1 to 3650/)).toBeVisible();
    expect(server.calls.some((call) => call.key === 'PUT /api/retention')).toBe(false);
    await userEvent.clear(visitors);
    await userEvent.type(visitors, '14');
    await userEvent.click(form.getByRole('button', { name: 'Save retention periods' }));
    expect(await form.findByText(/Saved/)).toBeVisible();
    const saved = server.calls.filter((call) => call.key === 'PUT /api/retention');
    expect(JSON.parse(String(saved[0]?.init?.body))).toEqual({ days: { ...SETTINGS.days, visitors: 14 } });
  });
});
