import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { APPLICATION_LOOKUP_NOT_FOUND } from '@icast/contracts';
import { DEFAULT_PORTAL_BASE_URL, PORTAL_NO_MATCH_MESSAGE } from '@icast/content';
import { portalAction, portalLoader, statusLookupAction, tourSlotsLoader, type StatusLookupPosted } from './data';
import { ApplicationPage } from './pages/ApplicationPage';
import { PortalPage } from './pages/PortalPage';
import { mockApi, PAYMENT_CONFIG } from './testing';

/** A form as a browser without script posts it, handed to an action as the document server does. */
function posted(fields: Record<string, string>): ActionFunctionArgs {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return {
    request: { formData: async () => form, signal: new AbortController().signal },
    params: {},
    context: {},
  } as unknown as ActionFunctionArgs;
}
const loading = {
  request: { signal: new AbortController().signal },
  params: {},
  context: {},
} as unknown as LoaderFunctionArgs;

const REFERENCE = 'ICAST-2025-7KQM-4XHP-9RTD';
const statusCalls = (api: jest.Mock) => api.mock.calls.filter(([url]) => url === '/api/form/status');

/** The page of `path` drawn with a loader's and an action's answer, as the server draws it after a post. */
async function drawn(path: string, element: React.ReactElement, data: { loader?: unknown; action?: unknown }) {
  const router = createMemoryRouter([{ id: 'page', path, element }], {
    initialEntries: [path],
    hydrationData: {
      loaderData: { page: data.loader ?? null },
      actionData: data.action ? { page: data.action } : null,
    },
  });
  render(<RouterProvider router={router} />);
  // The page's own reads (the fee) settle before the test reads it.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('the status lookup without script', () => {
  it('is a plain post with the reference and the three date boxes named', async () => {
    mockApi((url) => (url === '/api/payment/config' ? { status: 200, body: PAYMENT_CONFIG } : undefined));
    await drawn('/application', <ApplicationPage />, {});
    const form = screen.getByRole('form', { name: 'Application status lookup' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/application#status');
    for (const name of ['reference', 'dob-day', 'dob-month', 'dob-year']) {
      expect([name, form.querySelector(`input[name="${name}"]`)]).toEqual([name, expect.anything()]);
    }
  });

  it('checks the answers before asking, and draws each problem at its field with what was typed', async () => {
    const api = mockApi(() => undefined);
    const answer = await statusLookupAction(posted({ reference: 'ICAST-12', 'dob-day': '14', 'dob-month': '5' }));
    expect(statusCalls(api)).toHaveLength(0);
    expect(Object.keys(answer.problems).sort()).toEqual(['dob', 'reference']);
    await drawn('/application', <ApplicationPage />, { action: answer });
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#status-reference', '#field-dob']);
    expect(screen.getByLabelText('Application reference')).toHaveValue('ICAST-12');
    expect(screen.getByLabelText('Application reference')).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('group', { name: "Child's date of birth" })).getByLabelText('Day')).toHaveValue(
      '14',
    );
  });

  it('asks the API with both facts and draws the status on the page', async () => {
    const api = mockApi((url) =>
      url === '/api/form/status'
        ? {
            status: 200,
            body: {
              reference: REFERENCE,
              status: 'accepted',
              submittedAt: '2025-03-01T10:00:00Z',
              updatedAt: '2025-04-02T10:00:00Z',
            },
          }
        : undefined,
    );
    const answer = await statusLookupAction(
      posted({ reference: REFERENCE.toLowerCase(), 'dob-day': '14', 'dob-month': '5', 'dob-year': '2018' }),
    );
    expect(JSON.parse(String(statusCalls(api)[0]?.[1]?.body))).toEqual({
      reference: REFERENCE.toLowerCase(),
      dob: '2018-05-14',
    });
    await drawn('/application', <ApplicationPage />, { action: answer });
    expect(screen.getByTestId('application-status')).toHaveTextContent('Accepted');
  });

  it("shows the API's answer when nothing matches, the question kept", async () => {
    mockApi((url) =>
      url === '/api/form/status'
        ? { status: 404, body: { statusCode: 404, message: APPLICATION_LOOKUP_NOT_FOUND } }
        : undefined,
    );
    const answer: StatusLookupPosted = await statusLookupAction(
      posted({ reference: REFERENCE, 'dob-day': '14', 'dob-month': '5', 'dob-year': '2018' }),
    );
    expect(answer.failure).toBe(APPLICATION_LOOKUP_NOT_FOUND);
    await drawn('/application', <ApplicationPage />, { action: answer });
    expect(screen.getByText(APPLICATION_LOOKUP_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByLabelText('Application reference')).toHaveValue(REFERENCE);
  });
});

describe('the portal picker', () => {
  it("loads the portal's address before the page is drawn, the usual one when the API cannot say", async () => {
    mockApi((url) =>
      url === '/api/form/portal-config' ? { status: 200, body: { baseUrl: 'https://p.example' } } : undefined,
    );
    expect(await portalLoader(loading)).toEqual({ baseUrl: 'https://p.example' });
    mockApi(() => undefined);
    expect(await portalLoader(loading)).toEqual({ baseUrl: DEFAULT_PORTAL_BASE_URL });
  });

  it("without script, draws the page again with a link to the chosen portal's sign-in", async () => {
    mockApi((url) =>
      url === '/api/form/portal-config' ? { status: 200, body: { baseUrl: 'https://p.example' } } : undefined,
    );
    const answer = await portalAction(posted({ campus: 'elebu', level: 'primary', role: 'parent' }));
    expect(answer.target).toBe('https://p.example/icast-elebu-parent/login');
    await drawn('/portal', <PortalPage />, { loader: { baseUrl: 'https://p.example' }, action: answer });
    expect(screen.getByRole('link', { name: 'Continue to sign in' })).toHaveAttribute('href', answer.target);
    expect(screen.getByLabelText('Parent')).toBeChecked();
  });

  it('without script, draws the page again saying no portal matches, the choices kept', async () => {
    mockApi(() => undefined);
    const answer = await portalAction(posted({ campus: 'elebu' }));
    expect(answer).toEqual({ values: { campus: 'elebu' }, errors: [], failure: PORTAL_NO_MATCH_MESSAGE });
    await drawn('/portal', <PortalPage />, { loader: { baseUrl: 'https://p.example' }, action: answer });
    expect(screen.getByRole('alert')).toHaveTextContent(PORTAL_NO_MATCH_MESSAGE);
    expect(screen.getByLabelText('Elebu')).toBeChecked();
    const form = screen.getByRole('form', { name: 'Choose your portal' });
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/portal']);
  });
});

describe('the tour times', () => {
  it("are the route's data: loaded before the page is drawn, or the reason they could not be", async () => {
    mockApi((url) => (url === '/api/bookings/slots?kind=tour' ? { status: 200, body: [] } : undefined));
    expect(await tourSlotsLoader(loading)).toEqual({ slots: { status: 'loaded', value: [] } });
    mockApi(() => undefined);
    expect((await tourSlotsLoader(loading)).slots.status).toBe('error');
  });
});
