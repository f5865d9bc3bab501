import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type ActionFunctionArgs } from 'react-router-dom';
import { CONTACT_THANKS_AFTER_POST, NEWSLETTER_SUBSCRIBE_ANSWER } from '@icast/content';
import type { ContactRequest } from '@icast/contracts';
import { forgetSiteContent } from '@icast/site-content';
import { contactAction, newsletterAction, type NewsletterValues, type PostedForm } from './actions';
import { installFetch, jsonResponse } from './testing/fake-fetch';
import { ContactsPage } from './pages/ContactsPage';
import { NewsletterBox } from './components/NewsletterBox';

/** A form as a browser without script posts it, handed to an action as the document server does. */
function posted(fields: Record<string, string>): ActionFunctionArgs {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return { request: { formData: async () => form }, params: {}, context: {} } as unknown as ActionFunctionArgs;
}

const TYPED = { name: 'Ada Obi', email: 'ada@example', tel: '12', subject: 'Boarding', message: 'Places in JSS1?' };

/** The Contacts page drawn with an action's answer, as the server draws it after a post. */
function contactsAfterPost(actionData: PostedForm<ContactRequest> | undefined, path = '/contacts') {
  const router = createMemoryRouter([{ id: 'contacts', path: '/contacts', element: <ContactsPage /> }], {
    initialEntries: [path],
    hydrationData: { loaderData: {}, actionData: actionData ? { contacts: actionData } : null },
  });
  render(<RouterProvider router={router} />);
}

beforeEach(() => forgetSiteContent());

describe('the contact form without script', () => {
  it('is a plain post to /contacts with every field named', () => {
    installFetch(() => jsonResponse({}));
    contactsAfterPost(undefined);
    const form = screen.getByRole('button', { name: 'Send' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contacts');
    for (const name of ['name', 'email', 'tel', 'subject', 'message']) {
      expect([name, form?.querySelector(`[name="${name}"]`)]).toEqual([name, expect.anything()]);
    }
  });

  it('sends the message through the API and sends the visitor on to the thank-you, so a refresh sends nothing', async () => {
    const fetch = installFetch(() => jsonResponse({ message: 'ok', data: {} }, 201));
    const answer = await contactAction(posted({ ...TYPED, email: 'ada@example.com', tel: '0803 123 4567' }));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/contacts?sent=1');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ email: 'ada@example.com' });
    contactsAfterPost(undefined, '/contacts?sent=1');
    expect(screen.getByText(CONTACT_THANKS_AFTER_POST)).toBeInTheDocument();
  });

  it('shows the privacy notice with its link, carries the version the loader read, and sends it on', async () => {
    const router = createMemoryRouter([{ id: 'contacts', path: '/contacts', element: <ContactsPage /> }], {
      initialEntries: ['/contacts'],
      hydrationData: {
        loaderData: {
          contacts: { privacyNotice: { status: 'loaded', value: { version: 4, text: '', savedAt: '', savedBy: '' } } },
        },
      },
    });
    render(<RouterProvider router={router} />);
    const form = screen.getByRole('button', { name: 'Send' }).closest('form');
    expect(form?.querySelector('input[type="hidden"][name="privacyNoticeVersion"]')).toHaveValue('4');
    expect(screen.getByRole('link', { name: /privacy notice/i })).toHaveAttribute('href', '/privacy');
    const fetch = installFetch(() => jsonResponse({ message: 'ok', data: {} }, 201));
    await contactAction(posted({ ...TYPED, email: 'ada@example.com', privacyNoticeVersion: '4' }));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ privacyNoticeVersion: '4' });
  });

  it('says why when the notice the page showed is no longer current', () => {
    installFetch(() => jsonResponse({}));
    contactsAfterPost({
      values: { ...TYPED },
      errors: [{ field: 'privacyNoticeVersion', message: 'Please reload the page.' }],
    } as PostedForm<ContactRequest>);
    expect(screen.getByText(/Your message was not sent: Please reload the page\./)).toBeInTheDocument();
  });

  it('draws the page again with each refusal at its field and everything typed kept', async () => {
    installFetch(() =>
      jsonResponse(
        {
          statusCode: 400,
          message: 'Check the form',
          errors: [
            { field: 'email', message: 'email must be a valid e-mail address' },
            { field: 'tel', message: 'tel must be a phone number' },
          ],
        },
        400,
      ),
    );
    const answer = await contactAction(posted(TYPED));
    expect(answer).toEqual({
      values: TYPED,
      errors: [
        { field: 'email', message: 'email must be a valid e-mail address' },
        { field: 'tel', message: 'tel must be a phone number' },
      ],
    });
    contactsAfterPost(answer as PostedForm<ContactRequest>);
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'email must be a valid e-mail address' })).toHaveAttribute(
      'href',
      '#contact-email',
    );
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ada@example');
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(/tel must be a phone number/);
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Places in JSS1?');
  });

  it('says why when the API could not take it at all, the message kept', async () => {
    installFetch(() => jsonResponse({ statusCode: 429, message: 'Too many' }, 429));
    const answer = (await contactAction(posted(TYPED))) as PostedForm<ContactRequest>;
    expect(answer.failure).toMatch(/wait a minute/);
    contactsAfterPost(answer);
    expect(screen.getByText(/Your message was not sent: .*wait a minute/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Places in JSS1?');
  });

  it('cuts a field to the length the form allows before anything reads it', async () => {
    const fetch = installFetch(() => jsonResponse({ message: 'ok', data: {} }, 201));
    await contactAction(posted({ ...TYPED, message: 'x'.repeat(20_000) }));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)).message).toHaveLength(5_000);
  });
});

describe('the newsletter sign-up without script', () => {
  it('posts to the home route with a named field, and shows the answer after the visitor is sent on', async () => {
    installFetch(() => jsonResponse({ message: NEWSLETTER_SUBSCRIBE_ANSWER }, 202));
    const answer = await newsletterAction(posted({ email: 'ada@example.com' }));
    expect((answer as Response).headers.get('Location')).toBe('/?subscribed=1#newsletter-heading');
    render(<NewsletterBox subscribed />);
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_SUBSCRIBE_ANSWER);
    const form = screen.getByRole('button', { name: 'Subscribe' }).closest('form');
    expect(form).toHaveAttribute('action', '/?index');
    expect(form).toHaveAttribute('method', 'post');
    expect(form?.querySelector('input[name="email"]')).not.toBeNull();
  });

  it('marks the field with the refusal and keeps the address typed', async () => {
    installFetch(() =>
      jsonResponse({ statusCode: 400, message: 'x', errors: [{ field: 'email', message: 'Check the address' }] }, 400),
    );
    const answer = (await newsletterAction(posted({ email: 'ada@example' }))) as PostedForm<NewsletterValues>;
    render(<NewsletterBox posted={answer} />);
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example');
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Check the address');
  });

  it('sends a phone with the SMS consent, and puts a refusal of the consent at its box with the number kept', async () => {
    const refusal = 'Tick the box to agree to closure alerts by SMS, or leave the phone number empty';
    const fetch = installFetch(() =>
      jsonResponse({ statusCode: 400, message: refusal, errors: [{ field: 'smsConsent', message: refusal }] }, 400),
    );
    const answer = (await newsletterAction(
      posted({ email: 'ada@example.com', phone: '0803 512 4471' }),
    )) as PostedForm<NewsletterValues>;
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      email: 'ada@example.com',
      phone: '0803 512 4471',
      smsConsent: false,
    });
    render(<NewsletterBox posted={answer} />);
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('0803 512 4471');
    const consent = screen.getByRole('checkbox', { name: /Text me school closure alerts/ });
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAccessibleDescription(refusal);

    const agreed = installFetch(() => jsonResponse({ message: NEWSLETTER_SUBSCRIBE_ANSWER }, 202));
    await newsletterAction(posted({ email: 'ada@example.com', phone: '0803 512 4471', smsConsent: 'yes' }));
    expect(JSON.parse(String(agreed.mock.calls[0]?.[1]?.body))).toMatchObject({ smsConsent: true });
  });

  it('sends no phone when none is typed', async () => {
    const fetch = installFetch(() => jsonResponse({ message: NEWSLETTER_SUBSCRIBE_ANSWER }, 202));
    await newsletterAction(posted({ email: 'ada@example.com', phone: '', smsConsent: 'yes' }));
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({ email: 'ada@example.com' });
  });

  it('sends the campus and sections ticked (unknown ones dropped), and keeps them ticked after a refusal', async () => {
    const fetch = installFetch(() =>
      jsonResponse({ statusCode: 400, message: 'x', errors: [{ field: 'email', message: 'Check the address' }] }, 400),
    );
    const form = new FormData();
    for (const [name, value] of [
      ['email', 'ada@example'],
      ['campus', 'elebu'],
      ['sections', 'primary'],
      ['sections', 'hostel'],
      ['sections', 'university'],
    ]) {
      form.append(name!, value!);
    }
    const answer = (await newsletterAction({
      request: { formData: async () => form },
      params: {},
      context: {},
    } as unknown as ActionFunctionArgs)) as PostedForm<NewsletterValues>;
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'ada@example',
      campus: 'elebu',
      sections: ['primary', 'hostel'],
    });
    render(<NewsletterBox posted={answer} />);
    expect(screen.getByLabelText('Campus')).toHaveValue('elebu');
    expect(screen.getByRole('checkbox', { name: 'Primary' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Daycare' })).not.toBeChecked();
  });
});
