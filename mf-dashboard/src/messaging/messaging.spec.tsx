import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessage, NewsletterCampaign, NewsletterCampaignList, OutboxPage } from '@icast/contracts';
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
  const done: NewsletterCampaign = {
    _id: 'c1',
    subject: 'Sports day',
    createdBy: 'editor@icast.test',
    createdAt: '2025-07-01T08:00:00.000Z',
    state: 'done',
    audience: { campuses: [], sections: [] },
    recipients: 40,
    sent: 39,
    failed: 1,
    cancelled: 0,
    pending: 0,
  };
  const list = (...data: NewsletterCampaign[]): NewsletterCampaignList => ({
    page: 1,
    pageSize: 25,
    total: data.length,
    confirmedSubscribers: 42,
    data,
  });
  /** Text as staff paste it: the page's handling is the same, and a busy machine is not kept typing. */
  const fill = async (field: HTMLElement, text: string) => {
    await userEvent.click(field);
    await userEvent.paste(text);
  };
  const previewOf = (recipients: number) => () => ({
    body: { subject: 'Prize giving', html: '<p>Rendered by the API</p>', text: 'Rendered', recipients },
  });

  it('builds a newsletter from blocks (added, reordered, removed by buttons) and sends it to its lists after asking', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = serve({
      'GET /api/newsletter/admin/campaigns?page=1': () => ({ body: list(done) }),
      'POST /api/newsletter/admin/preview': previewOf(12),
      'POST /api/newsletter/admin/test': () => ({ status: 202, body: { message: 'A test copy is on its way.' } }),
      'POST /api/newsletter/admin/campaigns': () => ({ status: 201, body: done }),
    });
    renderAt('/dashboard/newsletter');
    expect((await screen.findByText('Sports day')).closest('tr')).toHaveTextContent('EveryoneDone4039010');
    await fill(screen.getByLabelText('Subject'), 'Prize giving');
    await userEvent.click(screen.getByRole('button', { name: 'Add paragraph' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add heading' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add button' }));
    await fill(screen.getByLabelText('Text'), 'Dear parents,');
    await fill(screen.getByLabelText('Heading'), 'Prizes');
    // The heading goes first; the button is not wanted after all.
    await userEvent.click(screen.getByRole('button', { name: 'Move block 2 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove block 3' }));
    expect(screen.getByRole('group', { name: 'Block 1: Heading' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Block 2: Paragraph' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Elebu campus' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Primary' }));

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('"Prize giving" is on its way.')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('Send "Prize giving" to 12 confirmed subscribers now? This cannot be undone.');
    const send = calls.find((call) => call.key === 'POST /api/newsletter/admin/campaigns');
    expect(bodyOf(send?.init)).toEqual({
      subject: 'Prize giving',
      blocks: [
        { type: 'heading', text: 'Prizes' },
        { type: 'paragraph', text: 'Dear parents,' },
      ],
      audience: { campuses: ['elebu'], sections: ['primary'] },
    });
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    confirm.mockRestore();
    // Many clicks in jsdom: generous on a machine other suites share, the point being what is sent, not how fast.
  }, 30_000);

  it('previews the newsletter in a sandbox with how many it reaches, and sends a test copy', async () => {
    serve({
      'GET /api/newsletter/admin/campaigns?page=1': () => ({ body: list(done) }),
      'POST /api/newsletter/admin/preview': previewOf(12),
      'POST /api/newsletter/admin/test': () => ({ status: 202, body: { message: 'A test copy is on its way.' } }),
    });
    renderAt('/dashboard/newsletter');
    await screen.findByText('Sports day');
    await fill(screen.getByLabelText('Subject'), 'Prize giving');
    await userEvent.click(screen.getByRole('button', { name: 'Add paragraph' }));
    await fill(screen.getByLabelText('Text'), 'Dear parents,');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const frame = await screen.findByTitle('The newsletter as subscribers will see it');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Rendered by the API</p>');
    expect(screen.getByText('It would reach 12 confirmed subscribers now.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByText('A test copy is on its way to your own address.')).toBeInTheDocument();
  });

  it('lists every problem in the error summary, linked to its field, before calling the API; and the API’s at its field', async () => {
    const { calls } = serve({
      'GET /api/newsletter/admin/campaigns?page=1': () => ({ body: list(done) }),
      'GET /api/blog/admin/posts': () => ({ body: { data: [] } }),
      'GET /api/photos/admin/photos?page=1&pageSize=12': () => ({
        body: { data: [], page: 1, pageSize: 12, total: 0 },
      }),
      'POST /api/newsletter/admin/preview': () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: 'x',
          errors: [{ field: 'blocks.0.text', message: 'This heading is not allowed' }],
        },
      }),
    });
    renderAt('/dashboard/newsletter');
    await screen.findByText('Sports day');
    await userEvent.click(screen.getByRole('button', { name: 'Add photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Enter the subject', '#newsletter-subject'],
      ["Choose block 1's photo from the library", '#newsletter-blocks-0-imageId'],
      ["Enter what block 1's photo shows", '#newsletter-blocks-0-alt'],
    ]);
    expect(screen.getByLabelText('What the photo shows')).toHaveAccessibleDescription(
      expect.stringContaining("Enter what block 1's photo shows"),
    );
    expect(calls.map((call) => call.key)).not.toContain('POST /api/newsletter/admin/campaigns');

    await userEvent.click(screen.getByRole('button', { name: 'Remove block 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add heading' }));
    await fill(screen.getByLabelText('Subject'), 'Hello');
    await fill(screen.getByLabelText('Heading'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Heading')).toHaveAccessibleDescription(
        expect.stringContaining('This heading is not allowed'),
      ),
    );
  });

  it('schedules a newsletter at a Lagos time, and cancels a scheduled one', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const scheduled: NewsletterCampaign = {
      ...done,
      _id: 'c2',
      subject: 'Mid-term break',
      state: 'scheduled',
      sendAt: '2026-12-01T07:00:00.000Z',
      recipients: 0,
      sent: 0,
      failed: 0,
    };
    const { calls } = serve({
      'GET /api/newsletter/admin/campaigns?page=1': () => ({ body: list(scheduled) }),
      'POST /api/newsletter/admin/preview': previewOf(1),
      'POST /api/newsletter/admin/campaigns': () => ({ status: 201, body: scheduled }),
      'POST /api/newsletter/admin/campaigns/c2/cancel': () => ({ body: { ...scheduled, state: 'cancelled' } }),
    });
    renderAt('/dashboard/newsletter');
    const row = (await screen.findByText('Mid-term break')).closest('tr')!;
    expect(row).toHaveTextContent('Scheduled');
    await fill(screen.getByLabelText('Subject'), 'Mid-term break');
    await userEvent.click(screen.getByRole('button', { name: 'Add paragraph' }));
    await fill(screen.getByLabelText('Text'), 'School resumes on Monday.');
    await userEvent.click(screen.getByRole('radio', { name: 'Send at a set time' }));
    await userEvent.type(screen.getByLabelText('Send at (Lagos time)'), '2026-12-01T08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(/is scheduled for/)).toBeInTheDocument();
    expect(confirm.mock.calls[0]?.[0]).toMatch(
      /^Send "Mid-term break" on .+ to 1 confirmed subscriber\? You can cancel/,
    );
    const send = calls.find((call) => call.key === 'POST /api/newsletter/admin/campaigns');
    expect(bodyOf(send?.init)).toMatchObject({ sendAt: '2026-12-01T07:00:00.000Z' });

    await userEvent.click(within(row).getByRole('button', { name: 'Cancel "Mid-term break"' }));
    expect(await screen.findByText('"Mid-term break" is cancelled: nothing of it will be sent.')).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('shows the monthly digest waiting, and sends it only when approved', async () => {
    const digest: NewsletterCampaign = {
      ...done,
      _id: 'd1',
      subject: 'ICAST news: November 2026',
      createdBy: 'Monthly digest',
      state: 'awaiting-approval',
      digestMonth: '2026-11',
      blocks: [
        { type: 'paragraph', text: 'Dear parents' },
        { type: 'post', postId: 'a'.repeat(24) },
        { type: 'post', postId: 'b'.repeat(24) },
      ],
      recipients: 0,
      sent: 0,
      failed: 0,
    };
    const { calls } = serve({
      'GET /api/newsletter/admin/campaigns?page=1': () => ({ body: list(digest) }),
      'POST /api/newsletter/admin/campaigns/d1/approve': () => ({ body: { ...digest, state: 'queuing' } }),
    });
    renderAt('/dashboard/newsletter');
    const waiting = await screen.findByRole('region', { name: 'Waiting for approval' });
    expect(waiting).toHaveTextContent('2 posts');
    expect(waiting).toHaveTextContent('Nothing is sent until an admin or editor approves it.');
    await userEvent.click(within(waiting).getByRole('button', { name: 'Edit a copy' }));
    expect(screen.getByLabelText('Subject')).toHaveValue('ICAST news: November 2026');
    expect(screen.getAllByRole('group', { name: /^Block \d: Post$/ })).toHaveLength(2);
    expect(calls.map((call) => call.key)).not.toContain('POST /api/newsletter/admin/campaigns/d1/approve');
    await userEvent.click(within(waiting).getByRole('button', { name: 'Approve and send' }));
    expect(await screen.findByText('"ICAST news: November 2026" is approved and on its way.')).toBeInTheDocument();
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
