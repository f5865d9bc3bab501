import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_CONTENT, DEFAULT_SITE_MENUS, SITE } from '@icast/content';
import { SITE_CONTENT_ELEMENT_ID, type SiteContent, type SiteMenus } from '@icast/contracts';
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
    // Never an empty header: the first menus stand in.
    expect(namesOf(screen.getByRole('navigation', { name: 'Main' }))).toEqual(DEFAULT_NAMES);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: SITE.phones[0]! })).toBeInTheDocument();
    expect(await screen.findByText(`Opening hours: ${SITE.openingHours.text}`)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });
});

const link = (label: string, to: string, hidden = false) => ({ label, to, hidden });

/** The menus as an editor saved them: a link renamed, one hidden, a dropdown hidden, another site and a document. */
const savedMenus: SiteMenus = {
  header: [
    { kind: 'link', ...link('Home', '/') },
    {
      kind: 'group',
      label: 'About',
      hidden: false,
      links: [link('About Us', '/about'), link('Boarding house', '/hostel'), link('FAQ', '/faq', true)],
    },
    { kind: 'group', label: 'Academics', hidden: true, links: [link('Primary', '/primary')] },
    { kind: 'link', ...link('Apply', '/admission') },
    { kind: 'link', ...link('WAEC results', 'https://www.waecdirect.org') },
  ],
  footer: [
    { heading: 'Families', hidden: false, links: [link('Uniform list', '/api/downloads/uniform-list.pdf')] },
    { heading: 'School', hidden: false, links: [link('Contacts', '/contacts'), link('Events', '/events', true)] },
  ],
};

/** The words of every link and dropdown of a menu, in order. */
const namesOf = (element: HTMLElement) =>
  [...element.querySelectorAll('summary, a')].map((item) => item.textContent?.trim());

const DEFAULT_NAMES = [
  ...DEFAULT_SITE_MENUS.header.flatMap((entry) =>
    entry.kind === 'group' ? [entry.label, ...entry.links.map((item) => item.label)] : [entry.label],
  ),
  'Portal',
];

describe('the menu and footer links staff save', () => {
  beforeEach(() => {
    forgetSiteContent();
  });
  afterEach(() => {
    document.getElementById(SITE_CONTENT_ELEMENT_ID)?.remove();
  });

  it('draws the saved menu and footer columns, hidden ones left out, another website marked as one', async () => {
    serve({ ...edited, menus: savedMenus });
    await renderAt('/admission');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(namesOf(nav)).toEqual([
      'Home',
      'About',
      'About Us',
      'Boarding house',
      'Apply',
      'WAEC results (another website)',
      'Portal',
    ]);
    expect(within(nav).getByRole('link', { name: 'Apply' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'WAEC results (another website)' })).toHaveAttribute(
      'href',
      'https://www.waecdirect.org',
    );
    const families = screen.getByRole('navigation', { name: 'Families' });
    expect(within(families).getByRole('link', { name: 'Uniform list' })).toHaveAttribute(
      'href',
      '/api/downloads/uniform-list.pdf',
    );
    expect(namesOf(screen.getByRole('navigation', { name: 'School' }))).toEqual(['Contacts']);
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
  });

  it('keeps the mobile menu working with the saved menu: open, follow a renamed link, closed', async () => {
    serve({ ...edited, menus: savedMenus });
    const { router } = await renderAt('/contacts');
    const toggle = screen.getByText('Menu', { selector: 'summary *' }).closest('summary')!;
    await userEvent.click(toggle);
    await waitFor(() => expect((toggle.parentElement as HTMLDetailsElement).open).toBe(true));
    await userEvent.click(screen.getByText('About', { selector: 'summary' }));
    await userEvent.click(screen.getByRole('link', { name: 'Boarding house' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hostel'));
    expect((toggle.parentElement as HTMLDetailsElement).open).toBe(false);
  });

  it('draws the menu the page carries on its first render, asking the API for nothing', async () => {
    const calls = fakeFetch(() => undefined);
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = SITE_CONTENT_ELEMENT_ID;
    data.textContent = JSON.stringify({ ...edited, menus: savedMenus });
    document.body.append(data);
    await renderSite('/contacts', { hydrated: true });
    expect(screen.getByRole('link', { name: 'Boarding house', hidden: true })).toHaveAttribute('href', '/hostel');
    expect(calls.mock.calls.map(([url]) => String(url))).not.toContain('/api/site-content');
  });

  it('draws the first menus for an answer without menus or with nothing shown in them', async () => {
    const nothingShown = { ...savedMenus, header: savedMenus.header.map((entry) => ({ ...entry, hidden: true })) };
    for (const content of [DEFAULT_SITE_CONTENT, { ...edited, menus: nothingShown }]) {
      forgetSiteContent();
      const { menus: _menus, ...withoutMenus } = content;
      serve(content === DEFAULT_SITE_CONTENT ? withoutMenus : content);
      const { unmount } = await renderAt('/about');
      expect(namesOf(screen.getByRole('navigation', { name: 'Main' }))).toEqual(DEFAULT_NAMES);
      expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
      unmount();
    }
  });
});
