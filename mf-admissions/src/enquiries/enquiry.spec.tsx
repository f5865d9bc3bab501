import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type ActionFunctionArgs } from 'react-router-dom';
import { enquiryAction, ENQUIRY_SENT_PARAM } from '../data';
import { AdmissionPage } from '../pages/AdmissionPage';
import { mockApi, PAYMENT_CONFIG, renderAt } from '../testing';
import type { EnquiryPosted } from './EnquiryForm';

/** A form as a browser without script posts it, handed to the action as the document server does. */
function posted(fields: Record<string, string>): ActionFunctionArgs {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return {
    request: { formData: async () => form, signal: new AbortController().signal },
    params: {},
    context: {},
  } as unknown as ActionFunctionArgs;
}

const config = (url: string) => (url === '/api/payment/config' ? { status: 200, body: PAYMENT_CONFIG } : undefined);

describe('the enquiry on the admission page', () => {
  it('without script: a plain post; refused, drawn again with each problem at its field and what was typed', async () => {
    mockApi((url, init) =>
      url === '/api/enquiries' && init?.method === 'POST'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              message: 'campus: Select a campus',
              errors: [{ field: 'campus', message: 'Select a campus' }],
            },
          }
        : config(url),
    );
    const answer = (await enquiryAction(
      posted({ parentName: 'Bisi Ola', classOfInterest: 'jss1', source: 'friend', email: 'bisi@example.com' }),
    )) as EnquiryPosted;
    expect(answer.errors).toEqual([{ field: 'campus', message: 'Select a campus' }]);
    expect(answer.values).toMatchObject({ parentName: 'Bisi Ola', email: 'bisi@example.com' });

    const router = createMemoryRouter([{ id: 'page', path: '/admission', element: <AdmissionPage /> }], {
      initialEntries: ['/admission'],
      hydrationData: { loaderData: { page: null }, actionData: { page: answer } },
    });
    render(<RouterProvider router={router} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const form = screen.getByRole('form', { name: 'Ask us first' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/admission#enquiry');
    expect(within(form).getByRole('link', { name: 'Select a campus' })).toHaveAttribute('href', '#enquiry-campus');
    expect(within(form).getByLabelText('Your name')).toHaveValue('Bisi Ola');
  });

  it('without script: sent, the family is taken to the thank-you with its reference', async () => {
    const api = mockApi((url) =>
      url === '/api/enquiries'
        ? { status: 201, body: { reference: 'ENQ-0A1B2C3D4E', message: 'Thank you' } }
        : config(url),
    );
    const answer = (await enquiryAction(
      posted({
        parentName: 'Bisi Ola',
        classOfInterest: 'jss1',
        campus: 'elebu',
        source: 'friend',
        phone: '0803 123 4567',
        privacyNoticeVersion: '3',
      }),
    )) as Response;
    expect(answer.headers.get('Location')).toBe(`/admission?${ENQUIRY_SENT_PARAM}=ENQ-0A1B2C3D4E#enquiry`);
    const sent = JSON.parse(String(api.mock.calls.find(([url]) => url === '/api/enquiries')?.[1]?.body));
    expect(sent).toMatchObject({ campus: 'elebu', phone: '0803 123 4567', privacyNoticeVersion: '3' });

    renderAt(`/admission?${ENQUIRY_SENT_PARAM}=ENQ-0A1B2C3D4E`);
    expect(await screen.findByTestId('enquiry-reference')).toHaveTextContent('ENQ-0A1B2C3D4E');
  });

  it('with script: checks by the same rule first, then sends and thanks in place', async () => {
    const api = mockApi((url) =>
      url === '/api/enquiries'
        ? { status: 201, body: { reference: 'ENQ-0A1B2C3D4E', message: 'Thank you' } }
        : config(url),
    );
    renderAt('/admission');
    const form = await screen.findByRole('form', { name: 'Ask us first' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Enter your name' })).toBeVisible();
    expect(within(summary).getByRole('link', { name: /e-mail address or a phone number/ })).toBeVisible();
    expect(api.mock.calls.filter(([url]) => url === '/api/enquiries')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Your name'), 'Bisi Ola');
    await userEvent.selectOptions(within(form).getByLabelText('Class you are interested in'), 'JSS1');
    await userEvent.click(within(form).getByLabelText('Elewura'));
    await userEvent.selectOptions(within(form).getByLabelText('How did you hear of the school?'), 'Social media');
    await userEvent.type(within(form).getByLabelText('E-mail address'), 'bisi@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByTestId('enquiry-reference')).toHaveTextContent('ENQ-0A1B2C3D4E');
    const sent = JSON.parse(String(api.mock.calls.find(([url]) => url === '/api/enquiries')?.[1]?.body));
    expect(sent).toMatchObject({
      parentName: 'Bisi Ola',
      classOfInterest: 'jss1',
      campus: 'elewura',
      source: 'social',
    });
  });

  it('sent: the thank-you leads to the tour booking with the name, e-mail, phone and class already filled in', async () => {
    const slots = [
      {
        _id: 'a'.repeat(24),
        kind: 'tour',
        campus: 'elebu',
        startsAt: '2030-03-09T09:00:00.000Z',
        durationMinutes: 60,
        seatsLeft: 4,
      },
    ];
    mockApi((url) =>
      url === '/api/enquiries'
        ? { status: 201, body: { reference: 'ENQ-0A1B2C3D4E', message: 'Thank you' } }
        : url === '/api/bookings/slots?kind=tour'
          ? { status: 200, body: slots }
          : config(url),
    );
    const { router } = renderAt('/admission');
    const form = await screen.findByRole('form', { name: 'Ask us first' });
    await userEvent.type(within(form).getByLabelText('Your name'), 'Bisi Ola');
    await userEvent.selectOptions(within(form).getByLabelText('Class you are interested in'), 'JSS1');
    await userEvent.click(within(form).getByLabelText('Elewura'));
    await userEvent.selectOptions(within(form).getByLabelText('How did you hear of the school?'), 'Social media');
    await userEvent.type(within(form).getByLabelText('E-mail address'), 'bisi@example.com');
    await userEvent.type(within(form).getByLabelText(/Phone number/), '0803 123 4567');
    await userEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    await screen.findByTestId('enquiry-reference');

    await userEvent.click(screen.getByRole('link', { name: 'Book a tour' }));
    await screen.findByRole('group', { name: 'When would you like to come?' });
    expect(router.state.location.pathname).toBe('/book-a-tour');
    // Nothing of the family's in the address: only in the page's history state.
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Your name')).toHaveValue('Bisi Ola');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('bisi@example.com');
    expect(screen.getByLabelText('Phone number')).toHaveValue('0803 123 4567');
    expect(screen.getByLabelText('Which class are you interested in?')).toHaveValue('jss1');
  });
});
