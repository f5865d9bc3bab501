import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FamilyMessageDraft, FamilyMessagePreview, FamilyMessageSent } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';

const LIST = 'GET /api/form/admin/applications?classAppliedFor=nursery1&campus=elebu&page=1';
const PREVIEW: FamilyMessagePreview = {
  applications: 3,
  emails: 2,
  texts: 0,
  withoutEmail: [{ reference: 'ICAST-2030-AAAA-BBBB-CCCC', childName: 'Bisi Adeyemi' }],
  withoutPhone: [],
  smsConfigured: true,
  first: {
    email: {
      to: 'adeyemi@example.com',
      subject: 'Assessment day for Tolu Adeyemi',
      body: 'Dear Kunle Adeyemi, Tolu Adeyemi is expected on Saturday.',
    },
  },
};
const SENT: FamilyMessageSent = {
  ...PREVIEW,
  queued: 2,
  alreadySent: 0,
  message: '2 messages queued.',
};
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as FamilyMessageDraft;

function serve(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /api/auth/auth-check': signedIn('admissions'),
    [LIST]: () => ({ body: { data: [], page: 1, pageSize: 25, total: 0 } }),
    ...extra,
  });
}

describe('message these families, on the applications list', () => {
  it('puts each problem at its field, linked from the summary, before asking the server', async () => {
    const server = serve();
    renderAt('/dashboard/applications?campus=elebu&classAppliedFor=nursery1');
    const form = await screen.findByRole('form', { name: 'Message these families' });
    expect(screen.getByText(/Class: Nursery 1; Campus: Elebu/)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /^Message/ }), 'Dear {{parent}}, hello');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview the message' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const subject = within(form).getByRole('textbox', { name: /Subject of the e-mail/ });
    expect(subject).toHaveAccessibleDescription(expect.stringContaining('Enter a subject for the e-mail'));
    const body = within(form).getByRole('textbox', { name: /^Message/ });
    expect(body).toHaveAccessibleDescription(expect.stringContaining('uses {parent}, which the site cannot fill in'));
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter a subject for the e-mail' }));
    expect(subject).toHaveFocus();
    expect(server.calls.some((call) => call.key.includes('family-messages'))).toBe(false);
  });

  it('shows an error the server found at its field', async () => {
    serve({
      'POST /api/form/admin/family-messages/preview': () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: 'too long',
          errors: [{ field: 'body', message: 'The text message to the family of Ada Obi would be 470 characters' }],
        },
      }),
    });
    renderAt('/dashboard/applications?campus=elebu&classAppliedFor=nursery1');
    const form = await screen.findByRole('form', { name: 'Message these families' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Text message (SMS)' }));
    expect(within(form).queryByRole('textbox', { name: /Subject/ })).not.toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /^Message/ }), 'Hello {childName}');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview the message' }));
    expect(await within(form).findByRole('textbox', { name: /^Message/ })).toHaveAccessibleDescription(
      expect.stringContaining('would be 470 characters'),
    );
  });

  it('previews the count, who cannot be reached and the first message, then sends with the same filters', async () => {
    const server = serve({
      'POST /api/form/admin/family-messages/preview': () => ({ body: PREVIEW }),
      'POST /api/form/admin/family-messages': () => ({ body: SENT }),
    });
    renderAt('/dashboard/applications?campus=elebu&classAppliedFor=nursery1');
    const form = await screen.findByRole('form', { name: 'Message these families' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Subject/ }), 'Assessment day for {{childName}');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Message/ }), 'Dear {{parentName}, hello');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview the message' }));

    const preview = await screen.findByRole('group', { name: 'Before you send' });
    expect(preview).toHaveTextContent('3 applications chosen: 2 e-mails, one per family.');
    expect(preview).toHaveTextContent('No e-mail address, so not reached this way: 1 application');
    expect(preview).toHaveTextContent('Bisi Adeyemi (ICAST-2030-AAAA-BBBB-CCCC)');
    expect(preview).toHaveTextContent('Assessment day for Tolu Adeyemi');
    await userEvent.click(within(preview).getByRole('button', { name: 'Send 2 messages' }));
    expect(await screen.findByText('2 messages queued.')).toBeInTheDocument();

    const sent = server.calls.find((call) => call.key === 'POST /api/form/admin/family-messages');
    expect(bodyOf(sent?.init)).toEqual({
      filter: { campus: 'elebu', classAppliedFor: 'nursery1' },
      channel: 'email',
      subject: 'Assessment day for {childName}',
      body: 'Dear {parentName}, hello',
    });
  });
});
