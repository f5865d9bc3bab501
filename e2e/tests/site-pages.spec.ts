import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import type { SitePageView } from '@icast/contracts';
import { axeFindings } from '../support/axe';
import { DESKTOP_VIEWPORT, useBrowser, watchConsole } from '../support/browser';
import { adminContext, state } from './dashboard-support';

const browser = useBrowser();
const PHONE = { width: 375, height: 800 };
const stamp = Date.now();
const RULES = `Boarders go home on the exeat weekend in the middle of each term (${stamp}).`;
const ALT = `Bunk beds in the freshly painted girls' wing (${stamp})`;

/**
 * /hostel as the document server writes it, once it has `text`: other instances hear of a save within a poll of the
 * cache stamp, so a few tries at most (a page that never changes still fails).
 */
async function serverHtmlOnceItHas(text: string): Promise<string> {
  const started = Date.now();
  let html = '';
  while (Date.now() - started < 15_000) {
    html = await (await fetch(`${state.baseUrl}/hostel`)).text();
    if (html.includes(text)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return html;
}

async function expectNoSeriousAxeFinding(page: Page, where: string, consoleErrors: string[], width: number) {
  expect([where, await axeFindings(page, consoleErrors)]).toEqual([where, []]);
  expect([where, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([where, width]);
}

describe("the editor changes the hostel page's words and a photo; visitors see it on their next visit", () => {
  let staff: { context: BrowserContext; page: Page };
  let saved: SitePageView;
  const api = (path: string) => `${state.baseUrl}/api/${path}`;
  beforeAll(async () => {
    staff = await adminContext(browser());
    saved = (await (await staff.page.request.get(api('site-pages/admin/hostel'))).json()) as SitePageView;
  });
  // The other browser tests expect the hostel page as it was.
  afterAll(async () => {
    await staff.page.request.put(api('site-pages/admin/hostel'), {
      data: { title: saved.title, intro: saved.intro, blocks: saved.blocks },
    });
    await staff.context.close();
  });

  it.each([
    ['1280', DESKTOP_VIEWPORT],
    ['375', PHONE],
  ])('at %s px', async (_, viewport) => {
    const { page } = staff;
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    await page.goto(`${state.baseUrl}/dashboard/pages`);
    await page.getByRole('heading', { name: 'Hostel page' }).waitFor();
    await expectNoSeriousAxeFinding(page, 'the page editor', errors, viewport.width);

    const pastoral = page.locator('#sp-blocks-2-paragraphs-0');
    await pastoral.fill(`${RULES} ${viewport.width}`);
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/site-pages/admin/photos'));
    await page.setInputFiles('#sp-blocks-5-photos-0-photo-imageId', {
      name: 'rooms.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1f7a4d' } })
        .jpeg()
        .toBuffer(),
    });
    expect((await uploaded).status()).toBe(201);
    await page.locator('#sp-blocks-5-photos-0-photo-imageId:enabled').waitFor();
    // Saved without a description first: the summary names the field, which says what is missing.
    await page.getByRole('button', { name: 'Save the page' }).click();
    const summaryLink = page.getByRole('link', { name: 'Enter what photo 1 shows' });
    await summaryLink.waitFor();
    await summaryLink.click();
    const alt = page.locator('#sp-blocks-5-photos-0-photo-alt');
    await expect(alt.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await alt.fill(`${ALT} ${viewport.width}`);
    await page.getByRole('button', { name: 'Save the page' }).click();
    await page.getByText('The Hostel page is saved. Visitors see it on their next visit.').waitFor({ timeout: 60_000 });
    await expectNoSeriousAxeFinding(page, 'the page editor after saving', errors, viewport.width);

    // The document server's HTML (what a visitor with scripts off reads) has the new words and photo at once.
    const html = await serverHtmlOnceItHas(`${RULES} ${viewport.width}`);
    expect(html).toContain(`${RULES} ${viewport.width}`);
    expect(html).toContain(`alt="${ALT.replace("'", '&#x27;')} ${viewport.width}"`);

    const visitor = await browser().newContext({ viewport, deviceScaleFactor: 2 });
    try {
      const visit = await visitor.newPage();
      const visitErrors = watchConsole(visit);
      await visit.goto(`${state.baseUrl}/hostel`);
      await visit.getByText(`${RULES} ${viewport.width}`).waitFor();
      const photo = visit.getByRole('img', { name: `${ALT} ${viewport.width}` });
      await photo.waitFor();
      // Below the fold it loads lazily: scrolled to, it arrives from the photo pipeline's variants.
      await photo.scrollIntoViewIfNeeded();
      const arrived = photo.evaluate((element) => {
        const image = element as HTMLImageElement;
        if (image.complete) return image.naturalWidth > 0;
        return new Promise<boolean>((resolve) => {
          image.addEventListener('load', () => resolve(image.naturalWidth > 0), { once: true });
          image.addEventListener('error', () => resolve(false), { once: true });
        });
      });
      await expect(arrived).resolves.toBe(true);
      await visit.getByRole('link', { name: 'Send a hostel enquiry' }).waitFor();
      await expectNoSeriousAxeFinding(visit, 'the hostel page', visitErrors, viewport.width);
    } finally {
      await visitor.close();
    }
  });
});
