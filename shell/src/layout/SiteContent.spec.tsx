import { screen, within } from '@testing-library/react';
import { DEFAULT_SITE_CONTENT, SITE } from '@icast/content';
import type { SiteContent } from '@icast/contracts';
import { forgetSiteContent } from '@icast/site-content';
import { renderSite } from '../testing/render-site';
import { fakeFetch } from '@icast/api-client/testing';

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

const renderAt = (path: string) => renderSite(path);

describe('the public frame reads the content staff publish', () => {
  beforeEach(() => {
    forgetSiteContent();
  });

  it('shows the edited phone, WhatsApp, hours, campus directions, academic year and the announcement', async () => {
    serve(edited);
    await renderAt('/admission');
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

  it('shows no social link that leads nowhere: a network left on the placeholder is not in the footer', async () => {
    serve({
      ...edited,
      settings: {
        ...edited.settings,
        social: [
          { network: 'Facebook', href: '#' },
          { network: 'X', href: 'https://x.com/icast' },
        ],
      },
    });
    await renderAt('/admission');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'X' })).toHaveAttribute('href', 'https://x.com/icast');
    expect(within(footer).queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(footer.querySelector('a[href="#"]')).toBeNull();
  });

  it('renders no link to another site and no mailto with extra recipients, whatever was stored', async () => {
    serve({
      ...edited,
      settings: {
        ...edited.settings,
        emails: ['"a?cc=x@evil.example"@example.com', 'office@icast.example'],
        social: [
          { network: 'Facebook', href: '//evil.example/icast' },
          { network: 'Instagram', href: 'javascript:alert(1)' },
          { network: 'X', href: 'https://x.com/icast' },
        ],
      },
      announcement: { ...edited.announcement!, link: '//evil.example/apply' },
    });
    await renderAt('/admission');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'office@icast.example' })).toHaveAttribute(
      'href',
      'mailto:office@icast.example',
    );
    expect(within(footer).getByText('"a?cc=x@evil.example"@example.com')).toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: /evil/ })).toBeNull();
    expect(within(footer).queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(within(footer).queryByRole('link', { name: 'Instagram' })).toBeNull();
    expect(within(footer).getByRole('link', { name: 'X' })).toHaveAttribute('href', 'https://x.com/icast');
    const announcement = screen.getByRole('region', { name: 'Announcement' });
    expect(announcement).toHaveTextContent('Admissions for 2026/2027 are open');
    expect(within(announcement).queryByRole('link')).toBeNull();
  });

  it('shows the published facts when the API cannot be reached, and no announcement', async () => {
    serve(new Error('down'));
    await renderAt('/about');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: SITE.phones[0]! })).toBeInTheDocument();
    expect(await screen.findByText(`Opening hours: ${SITE.openingHours.text}`)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });
});
