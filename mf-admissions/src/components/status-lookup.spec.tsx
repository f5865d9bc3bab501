import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_LOOKUP_NOT_FOUND } from '@icast/contracts';
import { mockApi, PAYMENT_CONFIG, renderAt, typeDate } from '../testing';

const REFERENCE = 'ICAST-2025-7KQM-4XHP-9RTD';
const lookupForm = () => screen.getByRole('form', { name: 'Application status lookup' });

function answerLookup(answer: { status: number; body: unknown }) {
  return mockApi((url) => {
    if (url === '/api/payment/config') return { status: 200, body: PAYMENT_CONFIG };
    if (url === '/api/form/status') return answer;
    return undefined;
  });
}
const statusCalls = (api: jest.Mock) => api.mock.calls.filter(([url]) => url === '/api/form/status');

describe('application status lookup', () => {
  it('asks for the reference and the date of birth with an error summary linked to each field', async () => {
    const api = answerLookup({ status: 500, body: {} });
    renderAt('/application');
    await screen.findByRole('form', { name: 'Application status lookup' });
    await userEvent.click(within(lookupForm()).getByRole('button', { name: 'Check status' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('There is a problem');
    await userEvent.click(within(summary).getByRole('link', { name: "Enter your child's date of birth" }));
    const dateOfBirth = within(screen.getByRole('group', { name: "Child's date of birth" }));
    expect(dateOfBirth.getByLabelText('Day')).toHaveFocus();
    expect(screen.getByRole('group', { name: "Child's date of birth" })).toHaveAccessibleDescription(
      /For example, 27 3 2019 Error: Enter your child's date of birth/,
    );
    expect(screen.getByLabelText('Application reference')).toHaveAccessibleDescription(
      /Error: Enter your application reference/,
    );
    expect(statusCalls(api)).toHaveLength(0);
  });

  it('refuses a reference that cannot be one before asking the server', async () => {
    const api = answerLookup({ status: 500, body: {} });
    renderAt('/application?reference=ICAST-12');
    await screen.findByRole('form', { name: 'Application status lookup' });
    typeDate("Child's date of birth", '2018-05-14');
    await userEvent.click(within(lookupForm()).getByRole('button', { name: 'Check status' }));
    expect(await screen.findByRole('link', { name: /Enter the reference as shown when you applied/ })).toBeVisible();
    expect(statusCalls(api)).toHaveLength(0);
  });

  it('sends both facts in the body, never in the address, and shows the status', async () => {
    const api = answerLookup({
      status: 200,
      body: {
        reference: REFERENCE,
        status: 'accepted',
        submittedAt: '2025-03-01T10:00:00Z',
        updatedAt: '2025-04-02T10:00:00Z',
      },
    });
    renderAt(`/application?reference=${REFERENCE.toLowerCase()}`);
    await screen.findByRole('form', { name: 'Application status lookup' });
    typeDate("Child's date of birth", '2018-05-14');
    await userEvent.click(within(lookupForm()).getByRole('button', { name: 'Check status' }));
    expect(await screen.findByTestId('application-status')).toHaveTextContent('Accepted');
    const [call] = statusCalls(api) as Array<[string, RequestInit]>;
    const [url, init] = call!;
    expect(url).toBe('/api/form/status');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ reference: REFERENCE.toLowerCase(), dob: '2018-05-14' });
  });

  it("shows the server's one answer for a wrong reference or date of birth, and keeps what was typed", async () => {
    answerLookup({ status: 404, body: { statusCode: 404, message: APPLICATION_LOOKUP_NOT_FOUND } });
    renderAt(`/application?reference=${REFERENCE}`);
    await screen.findByRole('form', { name: 'Application status lookup' });
    typeDate("Child's date of birth", '2018-05-15');
    await userEvent.click(within(lookupForm()).getByRole('button', { name: 'Check status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APPLICATION_LOOKUP_NOT_FOUND);
    expect(screen.getByLabelText('Application reference')).toHaveValue(REFERENCE);
    const dateOfBirth = within(screen.getByRole('group', { name: "Child's date of birth" }));
    expect(dateOfBirth.getByLabelText('Day')).toHaveValue('15');
    expect(dateOfBirth.getByLabelText('Month')).toHaveValue('5');
    expect(dateOfBirth.getByLabelText('Year')).toHaveValue('2018');
  });
});

describe('the way to the family page for a parent who lost the e-mail', () => {
  it.each(['/application', '/admission', '/application-purchase'])('is linked from %s', async (path) => {
    answerLookup({ status: 404, body: {} });
    renderAt(path);
    const link = await screen.findByRole('link', { name: 'Open your applications page' });
    expect(link).toHaveAttribute('href', '/my-applications');
    // The page's fee has arrived too (nothing left to change the page after the test).
    expect((await screen.findAllByText(/₦7,500/)).length).toBeGreaterThan(0);
    expect(screen.getByTestId('family-page-link')).toHaveTextContent('That page e-mails you a new one');
    // On /application it sits with the status lookup, where a parent looks for the application.
    if (path === '/application') expect(link.closest('#status')).not.toBeNull();
  });
});
