import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_CONTENT } from '@icast/content';
import type { SchoolClosure, SiteContent } from '@icast/contracts';
import { forgetSiteContent } from '@icast/site-content';
import { fakeFetch } from '@icast/api-client/testing';
import { renderSite } from '../testing/render-site';

const HOUR = 60 * 60 * 1000;
const closure = (fields: Partial<SchoolClosure> = {}): SchoolClosure => ({
  id: 'c1',
  title: 'Both campuses closed on Monday',
  message: 'Flooding on the Elebu road. Questions: 0803 512 4471.',
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: new Date(Date.now() + HOUR).toISOString(),
  campuses: ['elebu'],
  ...fields,
});
/** With an announcement to wait for: once it shows, the served content (and its closure) has arrived. */
const ARRIVED = 'Admissions are open';
function serve(value: SchoolClosure | null) {
  const announcement = {
    text: ARRIVED,
    link: '',
    linkText: '',
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + HOUR).toISOString(),
  };
  const content: SiteContent = { ...DEFAULT_SITE_CONTENT, announcement, closure: value };
  fakeFetch(({ url }) => (url === '/api/site-content' ? { body: content } : undefined));
}

describe('the school closure banner', () => {
  beforeEach(() => {
    forgetSiteContent();
    sessionStorage.clear();
  });

  it.each(['/admission', '/events', '/contacts'])(
    'shows a current closure on %s as an alert, with its campuses, its end and tap-to-call numbers',
    async (path) => {
      serve(closure());
      await renderSite(path);
      const banner = await screen.findByTestId('closure-alert');
      const alert = within(banner).getByRole('alert');
      expect(alert).toHaveTextContent('School closure: Both campuses closed on Monday');
      expect(alert).toHaveTextContent(/Elebu Campus, until .+\./);
      expect(within(alert).getByRole('link', { name: '0803 512 4471' })).toHaveAttribute('href', 'tel:+2348035124471');
      // Announced, but focus stays where the visitor is.
      expect(banner.contains(document.activeElement)).toBe(false);
    },
  );

  it('shows nothing before the closure starts or after it ends', async () => {
    serve(
      closure({
        startsAt: new Date(Date.now() + HOUR).toISOString(),
        endsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
      }),
    );
    const early = await renderSite('/admission');
    await screen.findByText(ARRIVED);
    expect(screen.queryByTestId('closure-alert')).toBeNull();
    early.unmount();
    forgetSiteContent();
    serve(
      closure({
        startsAt: new Date(Date.now() - 2 * HOUR).toISOString(),
        endsAt: new Date(Date.now() - 1).toISOString(),
      }),
    );
    await renderSite('/contacts');
    await screen.findByText(ARRIVED);
    expect(screen.queryByTestId('closure-alert')).toBeNull();
  });

  it('hides for this visit only, and a new closure shows again', async () => {
    serve(closure());
    const first = await renderSite('/admission');
    const hide = await screen.findByRole('button', { name: 'Hide for now' });
    await userEvent.click(hide);
    await waitFor(() => expect(screen.queryByTestId('closure-alert')).toBeNull());
    expect(sessionStorage.getItem('icast-closure-hidden:c1')).toBe('1');
    first.unmount();

    forgetSiteContent();
    serve(closure());
    const again = await renderSite('/events');
    await screen.findByText(ARRIVED);
    expect(screen.queryByTestId('closure-alert')).toBeNull();
    again.unmount();

    forgetSiteContent();
    serve(closure({ id: 'c2', title: 'Elewura closed on Friday' }));
    await renderSite('/events');
    expect(await screen.findByText('School closure: Elewura closed on Friday')).toBeInTheDocument();
  });
});
