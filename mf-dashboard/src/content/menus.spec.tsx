import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_CONTENT, DEFAULT_SITE_MENUS } from '@icast/content';
import type { SiteMenus } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';

const common = {
  'GET /api/auth/auth-check': signedIn('editor'),
  'GET /api/dashboard/summary': () => ({ status: 404 }),
  'GET /api/site-content/admin': () => ({ body: DEFAULT_SITE_CONTENT }),
  'GET /api/downloads': () => ({ body: [] }),
};
const button = (name: string) => screen.getByRole('button', { name });
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
/** The words of the menu's top entries, in order. */
const entries = () =>
  [...document.querySelectorAll<HTMLInputElement>('input[id^="mn-header-"][id$="-label"]')]
    .filter((input) => /^mn-header-\d+-label$/.test(input.id))
    .map((input) => input.value);
const sentMenus = (calls: Array<{ key: string; init?: RequestInit }>) =>
  calls
    .filter((call) => call.key === 'PUT /api/site-content/admin/menus')
    .map((call) => JSON.parse(String(call.init?.body)) as SiteMenus);

jest.setTimeout(30_000);

describe('the menu and footer editor', () => {
  it('reorders with buttons (the focus following), renames and hides, and saves the whole menus', async () => {
    const { calls } = fakeServer({
      ...common,
      'PUT /api/site-content/admin/menus': (init) => ({ body: JSON.parse(String(init?.body)) }),
    });
    renderAt('/dashboard/menus');
    await screen.findByRole('heading', { name: 'Menu and footer links' });
    expect(entries()).toEqual(['Home', 'About', 'Academics', 'Admission', 'Activities', 'News', 'Contacts']);
    expect(button('Move menu entry 1 (Home) up')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Earlier versions of the menus' })).toHaveAttribute(
      'href',
      '/dashboard/history/menus/site',
    );

    await userEvent.click(button('Move menu entry 5 (Activities) up'));
    expect(entries()).toEqual(['Home', 'About', 'Academics', 'Activities', 'Admission', 'News', 'Contacts']);
    expect(button('Move menu entry 4 (Activities) up')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(entries().slice(2, 4)).toEqual(['Activities', 'Academics']);
    expect(button('Move menu entry 3 (Activities) up')).toHaveFocus();
    await userEvent.click(button('Move menu entry 3 (Activities) down'));

    type('mn-header-1-links-2-label', 'Boarding house');
    await userEvent.click(button('Move link 3 of About (Boarding house) up'));
    expect(button('Move link 2 of About (Boarding house) up')).toHaveFocus();
    await userEvent.click(document.getElementById('mn-footer-0-links-7-hidden')!);

    await userEvent.click(button('Save the menu and footer'));
    expect(await screen.findByText(/The menu and footer links are saved\./)).toBeInTheDocument();
    const [saved] = sentMenus(calls);
    expect(saved?.header.map((entry) => entry.label)).toEqual([
      'Home',
      'About',
      'Academics',
      'Activities',
      'Admission',
      'News',
      'Contacts',
    ]);
    expect(saved?.header[1]).toMatchObject({
      kind: 'group',
      links: [{ label: 'About Us' }, { label: 'Boarding house', to: '/hostel' }, { label: 'Facilities' }, {}],
    });
    expect(saved?.footer[0]?.links[7]).toEqual({ ...DEFAULT_SITE_MENUS.footer[0]!.links[7]!, hidden: true });
  });

  it('lists every problem in the summary, each linked to its field, and sends nothing', async () => {
    const { calls } = fakeServer(common);
    renderAt('/dashboard/menus');
    await screen.findByRole('heading', { name: 'Menu and footer links' });
    type('mn-header-0-label', '');
    type('mn-header-2-links-1-to', '/no-such-page');
    await userEvent.click(button('Add a column to the footer'));
    await userEvent.click(button('Save the menu and footer'));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Enter the words of menu entry 1', '#mn-header-0-label'],
      [expect.stringContaining('Enter a page of this site'), '#mn-header-2-links-1-to'],
      ['Enter the heading of footer column 2', '#mn-footer-1-heading'],
      ['Enter the words of link 1', '#mn-footer-1-links-0-label'],
      [expect.stringContaining('Enter a page of this site'), '#mn-footer-1-links-0-to'],
    ]);
    expect(field('mn-header-2-links-1-to')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a page of this site'),
    );
    expect(sentMenus(calls)).toEqual([]);
  });

  it("puts the API's refusal of a document that is gone at its address field", async () => {
    fakeServer({
      ...common,
      'PUT /api/site-content/admin/menus': () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: 'footer.0.links.3.to: There is no such document in Downloads: copy its address from there',
          errors: [
            {
              field: 'footer.0.links.3.to',
              message: 'There is no such document in Downloads: copy its address from there',
            },
          ],
        },
      }),
    });
    renderAt('/dashboard/menus');
    await screen.findByRole('heading', { name: 'Menu and footer links' });
    await userEvent.click(button('Save the menu and footer'));
    const link = within(await screen.findByRole('alert')).getByRole('link');
    expect(link).toHaveAttribute('href', '#mn-footer-0-links-3-to');
    await waitFor(() =>
      expect(field('mn-footer-0-links-3-to')).toHaveAccessibleDescription(expect.stringContaining('no such document')),
    );
  });
});
