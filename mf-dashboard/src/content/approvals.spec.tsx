import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingChange, PendingChangeDiff } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';

const WAITING: PendingChange = {
  id: 'c1',
  kind: 'post',
  itemId: 'p1',
  title: 'Sports day',
  by: { name: 'Ada Editor', email: 'ada@icast.test' },
  at: '2026-11-27T09:00:00.000Z',
  status: 'waiting',
  basedOn: 2,
  preview: {
    path: '/preview/65a1b2c3d4e5f6a7b8c9d0e1Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg',
    expiresAt: '2026-12-04T09:00:00.000Z',
  },
};
const DIFF: PendingChangeDiff = {
  change: WAITING,
  changes: [
    {
      field: 'content',
      before: 'On Friday.',
      after: 'On Saturday.',
      parts: [{ value: 'On ' }, { value: 'Friday', removed: true }, { value: 'Saturday', added: true }, { value: '.' }],
    },
  ],
};

describe('waiting for approval', () => {
  it('lets an admin switch approval on, read a change word by word, open its preview and approve it', async () => {
    let settings = { editorsNeedApproval: false };
    let changes = [WAITING];
    const { calls } = fakeServer({
      'GET /api/auth/auth-check': signedIn('admin'),
      'GET /api/content-approval/settings': () => ({ body: settings }),
      'PUT /api/content-approval/settings': (init) => {
        settings = JSON.parse(String(init?.body)) as typeof settings;
        return { body: settings };
      },
      'GET /api/content-approval/changes': () => ({ body: changes }),
      'GET /api/content-approval/changes/c1': () => ({ body: DIFF }),
      'POST /api/content-approval/changes/c1/approve': () => {
        changes = [{ ...WAITING, status: 'approved', decidedBy: { name: 'Head', email: 'head@icast.test' } }];
        changes[0]!.decidedAt = '2026-11-27T10:00:00.000Z';
        delete changes[0]!.preview;
        return { status: 201, body: changes[0] };
      },
    });
    renderAt('/dashboard/approvals');
    const setting = await screen.findByRole('checkbox', { name: /wait for an admin's approval/ });
    expect(setting).not.toBeChecked();
    await userEvent.click(setting);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /wait for an admin's approval/ })).toBeChecked());
    expect(calls.some((call) => call.key === 'PUT /api/content-approval/settings')).toBe(true);

    const list = await screen.findByRole('list', { name: 'Editors’ changes' });
    const item = within(list).getAllByRole('listitem')[0]!;
    expect(item).toHaveTextContent(/Waiting for approval\. Changed .* by Ada Editor/);
    const preview = within(item).getByRole('link', { name: /Preview the post with this change/ });
    expect(preview).toHaveAttribute(
      'href',
      '/preview/65a1b2c3d4e5f6a7b8c9d0e1Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg',
    );
    expect(item).toHaveTextContent(/until 4 Dec 2026/);
    await userEvent.click(within(item).getByRole('button', { name: /Show the changes to the post/ }));
    expect(await within(item).findByRole('deletion')).toHaveTextContent('[removed: Friday]');
    expect(within(item).getByRole('insertion')).toHaveTextContent('[added: Saturday]');

    await userEvent.click(within(item).getByRole('button', { name: 'Approve: visitors see it now' }));
    const done = await screen.findByText('The change to “Sports day” is approved. Visitors see it now.');
    await waitFor(() => expect(done.closest('.dash-confirmation')).toHaveFocus());
    await waitFor(() => expect(screen.getByText(/Approved\. Changed/)).toBeInTheDocument());
  });

  it('asks for a note before sending a change back, and sends it', async () => {
    const { calls } = fakeServer({
      'GET /api/auth/auth-check': signedIn('admin'),
      'GET /api/content-approval/settings': () => ({ body: { editorsNeedApproval: true } }),
      'GET /api/content-approval/changes': () => ({ body: [WAITING] }),
      'POST /api/content-approval/changes/c1/send-back': () => ({
        status: 201,
        body: { ...WAITING, status: 'sent-back', note: 'Check the date' },
      }),
    });
    renderAt('/dashboard/approvals');
    await userEvent.click(await screen.findByRole('button', { name: 'Send back with this note' }));
    expect(await screen.findByText(/Write a note/)).toBeInTheDocument();
    expect(screen.getByLabelText('Note to the editor', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Note to the editor', { exact: false }), 'Check the date');
    await userEvent.click(screen.getByRole('button', { name: 'Send back with this note' }));
    expect(await screen.findByText(/is sent back to Ada Editor with your note/)).toBeInTheDocument();
    const sent = calls.find((call) => call.key === 'POST /api/content-approval/changes/c1/send-back');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ note: 'Check the date' });
  });

  it('shows an editor their changes and the admin’s note, with no way to decide', async () => {
    fakeServer({
      'GET /api/auth/auth-check': signedIn('editor'),
      'GET /api/content-approval/settings': () => ({ body: { editorsNeedApproval: true } }),
      'GET /api/content-approval/changes': () => ({
        body: [{ ...WAITING, status: 'sent-back', note: 'Check the date with the sports master.' }],
      }),
    });
    renderAt('/dashboard/approvals');
    expect(
      await screen.findByText(
        /Your changes to posts, events, pages and the site’s content wait for an admin’s approval/,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Check the date with the sports master.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });
});
