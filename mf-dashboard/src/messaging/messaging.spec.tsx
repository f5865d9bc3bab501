import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessage, NewsletterCampaignList, OutboxPage } from '@icast/contracts';
import { fakeServer, renderAt, signedIn, type FakeRoute } from '../testing';

const serve = (routes: Record<string, FakeRoute>) =>
  fakeServer({
    'GET /api/auth/auth-check': signedIn(),
    ...routes,
  });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

const failed = {
  _id: '0123456789abcdef01234567',
  kind: 'paymentReceipt',
  channel: 'email',
  to: 'ada@example.com',
  subject: 'Your ICAST Schools payment receipt',
  state: 'failed',
  tries: 12,
  maxTries: 12,
  nextAttemptAt: '2025-07-01T08:00:00.000Z',
  lastError: 'SMTP: 550 No such mailbox',
  createdAt: '2025-07-01T08:00:00.000Z',
} as const;
const outboxPage = (overrides: Partial<OutboxPage> = {}): OutboxPage => ({
  data: [failed],
  page: 1,
  pageSize: 25,
  total: 1,
  counts: { queued: 2, sending: 0, sent: 40, failed: 1, cancelled: 0 },
  mailConfigured: true,
  smsConfigured: false,
  ...overrides,
});

describe('the outbox page', () => {
  it('lists messages with their tries and last error, filters by state, and resends a failed one', async () => {
    const { calls } = serve({
      'GET /api/outbox?page=1': () => ({ body: outboxPage() }),
      'GET /api/outbox?state=failed&page=1': () => ({ body: outboxPage() }),
      [`POST /api/outbox/${failed._id}/resend`]: () => ({ body: { ...failed, state: 'queued', tries: 0 } }),
    });
    renderAt('/dashboard/outbox');
    const row = (await screen.findByText('ada@example.com')).closest('tr')!;
    expect(row).toHaveTextContent('Payment receipt');
    expect(row).toHaveTextContent('12 of 12');
    expect(row).toHaveTextContent('SMTP: 550 No such mailbox');
    await userEvent.click(screen.getByRole('button', { name: 'Failed (1)' }));
    await waitFor(() => expect(calls.map((call) => call.key)).toContain('GET /api/outbox?state=failed&page=1'));
    await userEvent.click(await screen.findByRole('button', { name: 'Resend to ada@example.com' }));
    expect(await screen.findByText('The message to ada@example.com is queued again.')).toBeInTheDocument();
  });

  it('says plainly when no mail server is configured', async () => {
    serve({ 'GET /api/outbox?page=1': () => ({ body: outboxPage({ mailConfigured: false }) }) });
    renderAt('/dashboard/outbox');
    expect(await screen.findByText('No mail server is configured')).toBeInTheDocument();
  });
});

describe('the newsletter page', () => {
  const list: NewsletterCampaignList = {
    page: 1,
    pageSize: 25,
    total: 1,
    confirmedSubscribers: 42,
    data: [
      {
        _id: 'c1',
        subject: 'Sports day',
        createdBy: 'editor@icast.test',
        createdAt: '2025-07-01T08:00:00.000Z',
        state: 'done',
        recipients: 40,
        sent: 39,
        failed: 1,
        cancelled: 0,
        pending: 0,
      },
    ],
  };

  it('previews in a sandbox, sends a test, and sends to every confirmed subscriber after asking', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = serve({
      'GET /api/newsletter/admin/campaigns?page=1': () => ({ body: list }),
      'POST /api/newsletter/admin/preview': () => ({
        body: { subject: 'Prize giving', html: '<p>Rendered by the API</p>', text: 'Rendered' },
      }),
      'POST /api/newsletter/admin/test': () => ({ status: 202, body: { message: 'A test copy is on its way.' } }),
      'POST /api/newsletter/admin/campaigns': () => ({ status: 201, body: list.data[0] }),
    });
    renderAt('/dashboard/newsletter');
    expect((await screen.findByText('Sports day')).closest('tr')).toHaveTextContent('Done4039010');
    await userEvent.type(screen.getByLabelText('Subject'), 'Prize giving');
    await userEvent.type(screen.getByLabelText(/^Text/), 'Dear parents,');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const frame = await screen.findByTitle('The newsletter as subscribers will see it');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Rendered by the API</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByText('A test copy is on its way.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send to all confirmed subscribers (42)' }));
    expect(confirm).toHaveBeenCalledWith('Send "Prize giving" to 42 confirmed subscribers? This cannot be undone.');
    expect(await screen.findByText('"Prize giving" is on its way to 42 confirmed subscribers.')).toBeInTheDocument();
    const send = calls.find((call) => call.key === 'POST /api/newsletter/admin/campaigns');
    expect(bodyOf(send?.init)).toEqual({ subject: 'Prize giving', body: 'Dear parents,' });
    confirm.mockRestore();
  });

  it('counts one subscriber as one, and empties the form once the newsletter is on its way', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    serve({
      'GET /api/newsletter/admin/campaigns?page=1': () => ({ body: { ...list, confirmedSubscribers: 1 } }),
      'POST /api/newsletter/admin/campaigns': () => ({ status: 201, body: list.data[0] }),
    });
    renderAt('/dashboard/newsletter');
    await screen.findByText('Sports day');
    await userEvent.type(screen.getByLabelText('Subject'), 'Open day');
    await userEvent.type(screen.getByLabelText(/^Text/), 'Come and see.');
    await userEvent.click(screen.getByRole('button', { name: 'Send to all confirmed subscribers (1)' }));
    expect(confirm).toHaveBeenCalledWith('Send "Open day" to 1 confirmed subscriber? This cannot be undone.');
    expect(await screen.findByText('"Open day" is on its way to 1 confirmed subscriber.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText(/^Text/)).toHaveValue('');
    confirm.mockRestore();
  });

  it('sends nothing when the confirmation is declined', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { calls } = serve({ 'GET /api/newsletter/admin/campaigns?page=1': () => ({ body: list }) });
    renderAt('/dashboard/newsletter');
    await screen.findByText('Sports day');
    await userEvent.type(screen.getByLabelText('Subject'), 'Oops');
    await userEvent.type(screen.getByLabelText(/^Text/), 'Not ready');
    await userEvent.click(screen.getByRole('button', { name: /Send to all confirmed subscribers/ }));
    expect(calls.map((call) => call.key)).not.toContain('POST /api/newsletter/admin/campaigns');
    confirm.mockRestore();
  });
});

describe('notification settings', () => {
  it('shows each notification the role receives and saves a change at once', async () => {
    const settings = (newApplication: boolean) => ({
      choices: [
        { kind: 'newApplication', label: 'New online application', description: 'Each one.', enabled: newApplication },
        { kind: 'chatDigest', label: 'Daily digest', description: 'Each morning.', enabled: true },
      ],
    });
    const { calls } = serve({
      'GET /api/notifications/settings': () => ({ body: settings(true) }),
      'PUT /api/notifications/settings': () => ({ body: settings(false) }),
    });
    renderAt('/dashboard/notifications');
    const box = await screen.findByRole('checkbox', { name: 'New online application' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('Each one.');
    await userEvent.click(box);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'New online application' })).not.toBeChecked());
    expect(bodyOf(calls.find((call) => call.key === 'PUT /api/notifications/settings')?.init)).toEqual({
      newApplication: false,
    });
    expect(screen.getByRole('status')).toHaveTextContent('New online application: off');
  });
});

describe('replies to contact messages', () => {
  const message: ContactMessage = {
    _id: 'm1',
    name: 'Ada Obi',
    email: 'parent@example.com',
    tel: '0803 123 4567',
    subject: 'Hostel places',
    message: 'Any JSS1 boarding places?',
    read: false,
    createdAt: '2025-07-01T08:00:00.000Z',
    replies: [
      { _id: 'r1', message: 'We will check.', by: 'Head Teacher', at: '2025-07-01T09:00:00.000Z', delivery: 'sent' },
    ],
  };

  it('shows the replies under the message and sends a new one, keeping the text when it fails', async () => {
    let fail = true;
    serve({
      'GET /api/contact/messages?page=1': () => ({ body: { data: [message], page: 1, pageSize: 25, total: 1 } }),
      'POST /api/contact/messages/m1/replies': () =>
        fail
          ? { status: 503, body: { statusCode: 503, message: 'The database is not reachable' } }
          : {
              status: 201,
              body: {
                _id: 'r2',
                message: 'Yes, two places.',
                by: 'Head Teacher',
                at: '2025-07-02T08:00:00.000Z',
                delivery: 'queued',
              },
            },
    });
    renderAt('/dashboard/message');
    const replies = await screen.findByRole('list', { name: 'Replies to parent@example.com' });
    expect(replies).toHaveTextContent('We will check.');
    expect(replies).toHaveTextContent('sent');
    // Who wrote, by name, with the number a tap away.
    expect(screen.getByText(/from Ada Obi,/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0803 123 4567' })).toHaveAttribute('href', 'tel:+2348031234567');
    const box = screen.getByLabelText('Reply to Ada Obi (parent@example.com) by e-mail');
    await userEvent.type(box, 'Yes, two places.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('The reply was not sent: The database is not reachable')).toBeInTheDocument();
    expect(box).toHaveValue('Yes, two places.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(within(replies).getAllByRole('listitem')).toHaveLength(2));
    expect(replies).toHaveTextContent('waiting to be sent');
    expect(box).toHaveValue('');
  });
});
