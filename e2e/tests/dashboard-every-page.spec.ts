import type { BrowserContext, Page } from 'playwright-core';
import { DASHBOARD_PAGE_ROUTES, type DashboardPagePath } from '@icast/contracts';
import { axeFindings } from '../support/axe';
import { DESKTOP_VIEWPORT, useBrowser, watchConsole } from '../support/browser';
import { smallTargets } from '../support/targets';
import { adminContext, applicationBody, payForForm, PNG, state } from './dashboard-support';

const browser = useBrowser();
const PHONE_WIDTH = 375;
const stamp = Date.now();

/** Opens `url` (or stays) and waits until the page has its heading and nothing on it is still loading. */
async function settled(page: Page, url?: string): Promise<void> {
  if (url) await page.goto(url);
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(
    () =>
      !Array.from(document.querySelectorAll('[role="status"]')).some((status) =>
        /^Loading/.test(status.textContent ?? ''),
      ),
  );
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The lists that scroll sideways, by their region's name, and whether each says so above it. */
const scrollingTables = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('.dash-table-wrap'))
      .filter((region) => region.scrollWidth > region.clientWidth + 1)
      .map(
        (region) =>
          `${region.getAttribute('aria-label')}: ${region.getAttribute('aria-describedby') ? 'hint' : 'no hint'}`,
      ),
  );

/**
 * Every page of the dashboard (the route table in contracts, so a new page is checked too), with
 * rows in its lists, fits a 375 px phone and has no serious axe finding; at 1280 px none is wider than the screen.
 * On the phone its lists are cards (none scrolls sideways) and every control is a 44 px target; at 1280 px a list
 * that still scrolls says so.
 */
describe('every dashboard page on a phone and on a desktop', () => {
  let staff: { context: BrowserContext; page: Page };
  let consoleErrors: string[];
  const created: { postId?: string; albumId?: string; eventId?: string } = {};
  const urls = {} as Record<DashboardPagePath, string>;
  const api = (path: string) => `${state.baseUrl}/api/${path}`;

  beforeAll(async () => {
    staff = await adminContext(browser());
    consoleErrors = watchConsole(staff.page);
    const { request } = staff.page;
    const ok = async (what: string, response: Promise<{ status(): number; json(): Promise<unknown> }>) => {
      const answer = await response;
      if (answer.status() >= 300) throw new Error(`${what}: ${answer.status()}`);
      return (await answer.json()) as Record<string, unknown>;
    };

    // A row in every list: a paid form, an application, a visitor, a message, a subscriber, a question, a post,
    // an event and an album (the outbox and content changes fill themselves from these).
    const parent = await browser().newPage();
    try {
      await payForForm(parent, `Wide${stamp}`);
    } finally {
      await parent.close();
    }
    const application = await ok('application', request.post(api('form'), { data: applicationBody(`Wide${stamp}`) }));
    await ok(
      'visitor',
      request.post(api('visitor'), { data: { name: 'Mrs Adebayo-Ogunleye', number: '08031234567' } }),
    );
    await ok(
      'contact',
      request.post(api('contact'), {
        data: {
          name: 'Mrs Adebayo-Ogunleye',
          email: 'parent.with.a.rather.long.address@example.com',
          tel: '0803 123 4567',
          subject: 'Transport from Bodija to the Elebu campus every morning',
          message: 'Do you run a school bus from Bodija? '.repeat(6),
        },
      }),
    );
    await ok('newsletter', request.post(api('newsletter'), { data: { email: `subscriber${stamp}@example.com` } }));
    // A second member, so the staff table has its role choice and Disable button, with a long address.
    await ok(
      'staff',
      request.post(api('auth/staff'), {
        data: {
          name: 'Oluwafunmilayo Adeyemi-Okonkwo',
          email: `oluwafunmilayo.adeyemi-okonkwo.${stamp}@icastschools.com.ng`,
          role: 'editor',
          password: 'purple-mango-river-42',
        },
      }),
    );
    await ok('chat', request.post(api('chatbot/bot-response'), { data: { message: 'Do you offer scholarships?' } }));
    const post = await ok(
      'post',
      request.post(api('blog/add-blog'), {
        multipart: {
          title: `Inter-house sports day results and photographs ${stamp}`,
          content: 'The houses ran, jumped and cheered all afternoon.',
          category: 'Sports',
          isPublished: 'false',
          isFeatured: 'false',
          image: { name: 'cover.png', mimeType: 'image/png', buffer: PNG },
          imageAlt: 'Pupils racing on the field',
        },
      }),
    );
    created.postId = String(post._id);
    const event = await ok(
      'event',
      request.post(api('events/admin/events'), {
        multipart: {
          title: `Cultural day ${stamp}`,
          startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          endsAt: new Date(Date.now() + 7 * 86_400_000 + 3 * 3_600_000).toISOString(),
          description: 'Pupils wear their traditional clothes.',
        },
      }),
    );
    created.eventId = String(event.id);
    const album = await ok(
      'album',
      request.post(api('gallery/admin/albums'), {
        data: { title: `Excursion ${stamp}`, category: 'excursions', description: '', published: false },
      }),
    );
    created.albumId = String(album.id);

    const concrete: Record<string, string> = {
      'applications/:reference': `applications/${encodeURIComponent(String(application.reference))}`,
      'edit-post/:id': `edit-post/${created.postId}`,
      'history/:kind/:itemId': `history/post/${created.postId}`,
      'gallery/:id': `gallery/${created.albumId}`,
      search: `search?q=Wide${stamp}`,
    };
    for (const route of DASHBOARD_PAGE_ROUTES) {
      urls[route.path] = `${state.baseUrl}/dashboard/${concrete[route.path] ?? route.path}`;
    }
  });

  afterAll(async () => {
    const { request } = staff.page;
    if (created.postId) await request.delete(api(`blog/delete-blog/${created.postId}`));
    if (created.eventId) await request.delete(api(`events/admin/events/${created.eventId}`));
    if (created.albumId) await request.delete(api(`gallery/admin/albums/${created.albumId}`));
    await staff.context.close();
  });

  // One visit per page checks both widths: the dashboard's layout answers to the width in CSS alone (no script reads
  // it), so widening the window lays the page out as a desktop visit would.
  it.each(DASHBOARD_PAGE_ROUTES.map((route) => route.path))(
    '/dashboard/%s and its tabs fit 375 px with no serious axe finding, and the page fits 1280 px',
    async (path) => {
      const { page } = staff;
      await page.setViewportSize(DESKTOP_VIEWPORT);
      await settled(page, urls[path]);
      // Settings was 1,349 px wide at 1280.
      const desktopWidth = await pageWidth(page);
      expect([path, desktopWidth <= DESKTOP_VIEWPORT.width || `${desktopWidth} px`]).toEqual([path, true]);
      expect([path, (await scrollingTables(page)).filter((table) => table.endsWith('no hint'))]).toEqual([path, []]);
      await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
      // Each tab of the page too (Messaging's subscribers, a post's tabs...), as a member would open it.
      const tabs = page.locator('main [role="tab"]');
      for (let index = 0; index === 0 || index < (await tabs.count()); index += 1) {
        const where = index === 0 ? path : `${path}, tab ${await tabs.nth(index).textContent()}`;
        if (index > 0) {
          await tabs.nth(index).click();
          await settled(page);
        }
        expect([where, await page.getByText(/^Could not load/).count()]).toEqual([where, 0]);
        expect([where, await pageWidth(page)]).toEqual([where, PHONE_WIDTH]);
        expect([where, await scrollingTables(page)]).toEqual([where, []]);
        expect([where, await smallTargets(page, '.dash')]).toEqual([where, []]);
        expect([where, await axeFindings(page, consoleErrors)]).toEqual([where, []]);
      }
    },
  );

  it('logged no error in the browser', () => {
    expect(consoleErrors).toEqual([]);
  });
});
