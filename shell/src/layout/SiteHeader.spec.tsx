import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SiteHeader } from './SiteHeader';

const header = (path = '/contacts') => (
  <MemoryRouter initialEntries={[path]}>
    <SiteHeader />
    <Routes>
      <Route path="*" element={<main />} />
    </Routes>
  </MemoryRouter>
);

describe('the header menus open with no script', () => {
  it('draws the mobile menu and the dropdowns as details and summaries, each menu right after its details', () => {
    const page = new DOMParser().parseFromString(renderToString(header()), 'text/html');
    const menu = page.querySelector('header details.icast-menu')!;
    const toggle = menu.querySelector(':scope > summary')!;
    expect(toggle.textContent).toBe('Menu');
    const nav = menu.nextElementSibling!;
    expect(nav.matches('nav[aria-label="Main"]')).toBe(true);
    expect(toggle.getAttribute('aria-controls')).toBe(nav.id);

    const dropdowns = [...page.querySelectorAll('header .icast-dropdown > details')];
    expect(dropdowns.map((item) => item.querySelector('summary')?.textContent)).toEqual(['About', 'Academics']);
    for (const item of dropdowns) {
      const list = item.nextElementSibling!;
      expect(list.matches('ul.icast-dropdown__menu')).toBe(true);
      expect(item.querySelector('summary')?.getAttribute('aria-controls')).toBe(list.id);
      // CSS shows the list while its details are open: a `hidden` attribute would keep it shut without the app.
      expect(list.hasAttribute('hidden')).toBe(false);
    }
    expect([menu, ...dropdowns].some((item) => item.hasAttribute('open'))).toBe(false);
    expect(page.querySelector('header button')).toBeNull();
  });
});

describe('the header menus once the app is awake', () => {
  const summary = (name: string) => screen.getByText(name, { selector: 'summary, summary *' }).closest('summary')!;
  const isOpen = (name: string) => (summary(name).parentElement as HTMLDetailsElement).open;

  it('opens the mobile menu and a dropdown, closes the dropdown with Escape back on its summary, and both on a link', async () => {
    render(header());
    await userEvent.click(summary('Menu'));
    await waitFor(() => expect(isOpen('Menu')).toBe(true));
    await userEvent.click(summary('Academics'));
    await waitFor(() => expect(isOpen('Academics')).toBe(true));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(isOpen('Academics')).toBe(false));
    expect(document.activeElement).toBe(summary('Academics'));
    // The dropdown took that Escape; the menu around it stays open.
    expect(isOpen('Menu')).toBe(true);

    await userEvent.click(summary('About'));
    await waitFor(() => expect(isOpen('About')).toBe(true));
    await userEvent.click(screen.getByRole('link', { name: 'Facilities' }));
    await waitFor(() => expect(isOpen('Menu')).toBe(false));
    expect(isOpen('About')).toBe(false);
  });

  it('closes the open mobile menu with Escape and puts focus back on its toggle', async () => {
    render(header());
    await userEvent.click(summary('Menu'));
    await waitFor(() => expect(isOpen('Menu')).toBe(true));
    screen.getByRole('link', { name: 'Contacts' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(isOpen('Menu')).toBe(false));
    expect(document.activeElement).toBe(summary('Menu'));
  });
});
