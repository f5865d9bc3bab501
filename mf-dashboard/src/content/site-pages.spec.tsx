import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_PAGES } from '@icast/content';
import { SITE_PAGE_LIMITS, type SitePageFields, type SitePageView } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';

const HOSTEL: SitePageView = {
  key: 'hostel',
  ...(JSON.parse(JSON.stringify(DEFAULT_SITE_PAGES.hostel)) as SitePageFields),
};
const common = {
  'GET /api/auth/auth-check': signedIn('editor'),
  'GET /api/dashboard/summary': () => ({ status: 404 }),
  'GET /api/site-pages/admin/hostel': () => ({ body: HOSTEL }),
};
/** The blocks' headings in order (queried by id: the form is long, and role queries over it are slow). */
const headings = () =>
  [...document.querySelectorAll<HTMLInputElement>('input[id^="sp-blocks-"][id$="-heading"]')].map((f) => f.value);
const button = (name: string) => screen.getByText(name, { selector: 'button' });
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });

const sentPages = (calls: Array<{ key: string; init?: RequestInit }>) =>
  calls
    .filter((call) => call.key === 'PUT /api/site-pages/admin/hostel')
    .map((call) => JSON.parse(String(call.init?.body)) as SitePageFields);

// The hostel page's form is long: a loaded machine takes a while to draw it in jsdom.
jest.setTimeout(30_000);

describe('the page editor', () => {
  it('moves blocks with buttons, the focus following the block, and saves them in the new order', async () => {
    const { calls } = fakeServer({
      ...common,
      'PUT /api/site-pages/admin/hostel': (init) => ({ body: { ...HOSTEL, ...JSON.parse(String(init?.body)) } }),
    });
    renderAt('/dashboard/pages');
    await screen.findByRole('heading', { name: 'Hostel page' });
    expect(headings().slice(0, 3)).toEqual(['Overview', 'Hostel Features', 'Pastoral Care']);
    expect(button('Move block 1 up')).toBeDisabled();

    await userEvent.click(button('Move block 1 down'));
    expect(headings().slice(0, 3)).toEqual(['Hostel Features', 'Overview', 'Pastoral Care']);
    expect(button('Move block 2 down')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(headings().slice(0, 3)).toEqual(['Hostel Features', 'Pastoral Care', 'Overview']);
    expect(button('Move block 3 down')).toHaveFocus();
    await userEvent.click(button('Move block 3 up'));
    expect(button('Move block 2 up')).toHaveFocus();

    type('sp-blocks-1-paragraphs-0', 'Boarders go home on the exeat weekend.');
    await userEvent.click(button('Save the page'));
    expect(await screen.findByText(/The Hostel page is saved\./)).toBeInTheDocument();
    const [saved] = sentPages(calls);
    expect(saved?.blocks.map((block) => block.anchor).slice(0, 3)).toEqual(['features', 'overview', 'pastoral']);
    expect(saved?.blocks[1]).toMatchObject({
      paragraphs: ['Boarders go home on the exeat weekend.', expect.any(String)],
    });
  });

  it('tells an editor whose save waits for an admin that visitors still see the page as it was, and links its history', async () => {
    const { calls } = fakeServer({
      ...common,
      'GET /api/content-approval/settings': () => ({ body: { editorsNeedApproval: true } }),
      'PUT /api/site-pages/admin/hostel': () => ({ body: HOSTEL }),
    });
    renderAt('/dashboard/pages?page=hostel');
    await screen.findByRole('heading', { name: 'Hostel page' });
    expect(screen.getByRole('link', { name: 'History of the page' })).toHaveAttribute(
      'href',
      '/dashboard/history/page/hostel',
    );
    type('sp-blocks-0-paragraphs-0', 'Boarders go home on the exeat weekend.');
    await userEvent.click(button('Save the page'));
    expect(await screen.findByText(/waits for an admin's approval: visitors see the page as it was/)).toBeVisible();
    // What the editor typed stays in the form (the answer is the page visitors still see).
    expect(field('sp-blocks-0-paragraphs-0').value).toBe('Boarders go home on the exeat weekend.');
    expect(sentPages(calls)).toHaveLength(1);
  });

  it('lists every problem in the summary, each linked to its field, and sends nothing', async () => {
    const { calls } = fakeServer(common);
    renderAt('/dashboard/pages');
    await screen.findByRole('heading', { name: 'Hostel page' });
    type('sp-title', '');
    type('sp-blocks-2-heading', '');
    type('sp-blocks-6-to', '/no-such-page');
    await userEvent.selectOptions(field('sp-blocks'), 'callToAction');
    await userEvent.click(button('Add the block'));
    expect(screen.getAllByTestId('page-block')).toHaveLength(HOSTEL.blocks.length + 1);
    await userEvent.click(button('Save the page'));
    const heading = field('sp-blocks-2-heading');
    const to = field('sp-blocks-6-to');

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Enter the page title', '#sp-title'],
      ["Enter block 3's heading", '#sp-blocks-2-heading'],
      ["Block 7's button must lead to a page this site has, like /contacts or /admission", '#sp-blocks-6-to'],
      ["Enter block 8's heading", '#sp-blocks-7-heading'],
      ["Enter block 8's text", '#sp-blocks-7-text'],
      ["Enter block 8's button words", '#sp-blocks-7-label'],
    ]);
    expect(heading).toHaveAccessibleDescription(expect.stringContaining("Enter block 3's heading"));
    expect(to).toHaveAccessibleDescription(expect.stringContaining('must lead to a page this site has'));
    expect(sentPages(calls)).toEqual([]);
  });

  it("puts the API's refusal of a photo at the photo's field", async () => {
    fakeServer({
      ...common,
      'PUT /api/site-pages/admin/hostel': () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: 'This photo was deleted meanwhile: choose another',
          errors: [
            { field: 'blocks.5.photos.0.photo.imageId', message: 'This photo was deleted meanwhile: choose another' },
          ],
        },
      }),
    });
    renderAt('/dashboard/pages');
    await screen.findByRole('heading', { name: 'Hostel page' });
    await userEvent.click(button('Save the page'));
    const link = within(await screen.findByRole('alert')).getByRole('link');
    expect(link).toHaveAttribute('href', '#sp-blocks-5-photos-0-photo-imageId');
    await waitFor(() =>
      expect(document.getElementById('sp-blocks-5-photos-0-photo-imageId')).toHaveAccessibleDescription(
        expect.stringContaining('deleted meanwhile'),
      ),
    );
  });

  it('offers the primary page, its curriculum tabs edited in the form, a point too long linked to its tab', async () => {
    const primary: SitePageView = {
      key: 'primary',
      ...(JSON.parse(JSON.stringify(DEFAULT_SITE_PAGES.primary)) as SitePageFields),
    };
    const { calls } = fakeServer({
      ...common,
      'GET /api/site-pages/admin/primary': () => ({ body: primary }),
      'PUT /api/site-pages/admin/primary': (init) => ({ body: { ...primary, ...JSON.parse(String(init?.body)) } }),
    });
    renderAt('/dashboard/pages');
    await screen.findByRole('heading', { name: 'Hostel page' });
    await userEvent.selectOptions(field('site-page-key'), 'primary');
    await screen.findByRole('heading', { name: 'Primary page' });
    expect(field('sp-blocks-0-tabs-0-label').value).toBe('Literacy');

    type('sp-blocks-0-tabs-0-label', 'Reading');
    type('sp-blocks-0-tabs-1-points', `Times tables\n${'x'.repeat(SITE_PAGE_LIMITS.highlight + 1)}`);
    await userEvent.click(button('Save the page'));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link')).toHaveAttribute('href', '#sp-blocks-0-tabs-1-points');
    expect(field('sp-blocks-0-tabs-1-points')).toHaveAccessibleDescription(
      expect.stringContaining('Shorten point 2 of tab 2'),
    );

    type('sp-blocks-0-tabs-1-points', 'Times tables');
    await userEvent.click(button('Save the page'));
    expect(await screen.findByText(/The Primary page is saved\./)).toBeInTheDocument();
    const [saved] = calls
      .filter((call) => call.key === 'PUT /api/site-pages/admin/primary')
      .map((call) => JSON.parse(String(call.init?.body)) as SitePageFields);
    const [curriculum] = saved?.blocks ?? [];
    expect(curriculum?.type === 'tabs' && curriculum.tabs.slice(0, 2)).toEqual([
      expect.objectContaining({ label: 'Reading' }),
      expect.objectContaining({ points: ['Times tables'] }),
    ]);
  });
});
