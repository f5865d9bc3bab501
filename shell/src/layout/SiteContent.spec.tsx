import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SITE_CONTENT, SITE } from '@icast/content';
import type { SiteContent } from '@icast/contracts';
import { forgetSiteContent } from '@icast/site-content';
import { App } from '../App';
import { loadRemoteRoutes } from '../federation/remotes';
import { fakeFetch } from '@icast/api-client/testing';

jest.mock('../federation/remotes', () => ({ loadRemoteRoutes: jest.fn() }));

const now = Date.now();
const edited: SiteContent = {
  ...DEFAULT_SITE_CONTENT,
  settings: {
    ...DEFAULT_SITE_CONTENT.settings,
    phones: ['0701 234 5678'],
    whatsapp: '0701 999 8888',
    openingHours: '7:30-17:00 Mon-Fri',
    academicYear: '2026-2027',
    campuses: [{ id: 'elebu', label: 'Elebu Campus', address: '14 Elebu Road', latitude: 7.3457, longitude: 3.8628 }],
  },
  announcement: {
    text: 'Admissions for 2026/2027 are open',
    link: '/admission',
    linkText: 'Apply now',
    startsAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + 60_000).toISOString(),
  },
};

function serve(content: SiteContent | Error) {
  fakeFetch(({ url }) => (url !== '/api/site-content' || content instanceof Error ? undefined : { body: content }));
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('the public frame reads the content staff publish', () => {
  beforeEach(() => {
    forgetSiteContent();
    jest
      .mocked(loadRemoteRoutes)
      .mockImplementation(async () => ({ ok: true, routes: [{ path: '*', element: <h1>page</h1> }] }));
  });

  it('shows the edited phone, WhatsApp, hours, campus directions, academic year and the announcement', async () => {
    serve(edited);
    renderAt('/admission');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: '0701 234 5678' })).toHaveAttribute(
      'href',
      'tel:+2347012345678',
    );
    expect(within(footer).getByRole('link', { name: 'Get directions to Elebu Campus' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=7.3457%2C3.8628',
    );
    expect(screen.getByText('Opening hours: 7:30-17:00 Mon-Fri')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /on WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/2347019998888');
    expect(screen.getByText('Admissions are open for the 2026-2027 academic year.')).toBeInTheDocument();
    const announcement = screen.getByRole('region', { name: 'Announcement' });
    expect(announcement).toHaveTextContent('Admissions for 2026/2027 are open');
    expect(within(announcement).getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/admission');
  });

  it('shows the published facts when the API cannot be reached, and no announcement', async () => {
    serve(new Error('down'));
    renderAt('/about');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: SITE.phones[0]! })).toBeInTheDocument();
    expect(await screen.findByText(`Opening hours: ${SITE.openingHours.text}`)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });
});
