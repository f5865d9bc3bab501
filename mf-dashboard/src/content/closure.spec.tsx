import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_CONTENT } from '@icast/content';
import type { SchoolClosure } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';

const published: SchoolClosure = {
  id: 'c1',
  title: 'Both campuses closed on Monday',
  message: 'Flooding on the Elebu road.',
  startsAt: '2036-03-02T06:00:00.000Z',
  endsAt: '2036-03-02T18:00:00.000Z',
  campuses: ['elebu'],
};
const common = {
  'GET /api/auth/auth-check': signedIn('editor'),
  'GET /api/dashboard/summary': () => ({ status: 404 }),
  'GET /api/site-content/admin': () => ({ body: DEFAULT_SITE_CONTENT }),
};

describe('the school closure form', () => {
  it('checks the fields, publishes with the campuses ticked, then sends and shows the counts', async () => {
    const { calls } = fakeServer({
      ...common,
      'PUT /api/site-content/admin/closure': () => ({ body: { closure: published } }),
      'POST /api/site-content/admin/closure/send': () => ({
        body: { emails: 3, sms: 2, message: '"Both campuses closed on Monday" is on its way: 3 by e-mail, 2 by SMS.' },
      }),
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderAt('/dashboard/school-details');
    const form = await screen.findByRole('form', { name: 'School closure' });
    await userEvent.click(within(form).getByRole('button', { name: 'Publish closure' }));
    const summary = await within(form).findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#closure-title', '#closure-message', '#closure-starts', '#closure-ends']);
    expect(within(form).queryByRole('button', { name: /Send to subscribers/ })).toBeNull();

    // Pasted: typing long text key by key only makes the test slow on a busy machine.
    await userEvent.click(within(form).getByLabelText('What is closed'));
    await userEvent.paste(published.title);
    await userEvent.click(within(form).getByLabelText(/Message to parents/));
    await userEvent.paste(published.message);
    await userEvent.type(within(form).getByLabelText('From (Lagos time)'), '2036-03-02T07:00');
    await userEvent.type(within(form).getByLabelText('Until (Lagos time)'), '2036-03-02T19:00');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Elebu Campus' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Publish closure' }));
    await within(form).findByText(/Closure published/);
    const body = JSON.parse(
      String(calls.find((call) => call.key === 'PUT /api/site-content/admin/closure')!.init!.body),
    );
    expect(body).toEqual({
      closure: {
        title: published.title,
        message: published.message,
        startsAt: '2036-03-02T06:00:00.000Z',
        endsAt: '2036-03-02T18:00:00.000Z',
        campuses: ['elebu'],
      },
    });

    await userEvent.click(within(form).getByRole('button', { name: 'Send to subscribers by e-mail and SMS' }));
    expect(confirm).toHaveBeenCalledWith(
      'Send "Both campuses closed on Monday" to every newsletter subscriber by e-mail and SMS now?',
    );
    await waitFor(() =>
      expect(form.querySelector('#closure-sent')).toHaveTextContent(
        '"Both campuses closed on Monday" is on its way: 3 by e-mail, 2 by SMS.',
      ),
    );
    confirm.mockRestore();
    // A whole form filled key by key: generous for a busy machine, not a measure of speed.
  }, 40_000);

  it("puts the API's refusal of the campuses at the campus boxes", async () => {
    const refusal = 'campuses must be among elebu, elewura';
    fakeServer({
      ...common,
      'GET /api/site-content/admin': () => ({ body: { ...DEFAULT_SITE_CONTENT, closure: published } }),
      'PUT /api/site-content/admin/closure': () => ({
        status: 400,
        body: { statusCode: 400, message: refusal, errors: [{ field: 'closure.campuses', message: refusal }] },
      }),
    });
    renderAt('/dashboard/school-details');
    const form = await screen.findByRole('form', { name: 'School closure' });
    expect(within(form).getByLabelText('What is closed')).toHaveValue(published.title);
    await userEvent.click(within(form).getByRole('button', { name: 'Publish closure' }));
    await waitFor(() =>
      expect(within(form).getByRole('checkbox', { name: 'Elebu Campus' })).toHaveAccessibleDescription(
        expect.stringContaining(refusal),
      ),
    );
  });
});
