import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DEFAULT_SITE_CONTENT } from '@icast/content';
import { axeFindings } from '../support/axe';
import { DESKTOP_VIEWPORT, useBrowser, watchConsole } from '../support/browser';
import { mailTo } from '../support/mail';
import { smallTargets, TARGET_PX } from '../support/targets';
import { adminContext, signIn, state } from './dashboard-support';

const browser = useBrowser();
const PHONE = { width: 375, height: 800 };
const stamp = Date.now();
const api = (path: string) => `${state.baseUrl}/api/${path}`;
const EVENT = `Founders day ${stamp}`;
const EDITOR = { email: `web.editor.${stamp}@icastschools.com.ng`, password: 'purple-mango-river-42' };

/** Opens a dashboard page and waits for its heading and for nothing on it to be loading. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${state.baseUrl}/dashboard/${path}`);
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(
    () =>
      !Array.from(document.querySelectorAll('[role="status"]')).some((status) =>
        /^Loading/.test(status.textContent ?? ''),
      ),
  );
}

/** Left and right edge of the element against the window: on screen when both are inside it. */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = await locator.page().evaluate(() => window.innerWidth);
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

/**
 * The web editor's own report, part 2: the dashboard's lists on a 375 px phone and a 1280 px desktop, the chart, the
 * confirmation after an edit, and the contact messages the editor now answers.
 */
describe('the dashboard for the web editor, on a phone and a desktop', () => {
  let staff: { context: BrowserContext; page: Page };
  let consoleErrors: string[];
  let eventId = '';

  beforeAll(async () => {
    staff = await adminContext(browser());
    consoleErrors = watchConsole(staff.page);
    const { request } = staff.page;
    const must = async (what: string, answer: Promise<{ status(): number; json(): Promise<unknown> }>) => {
      const response = await answer;
      if (response.status() >= 300) throw new Error(`${what}: ${response.status()}`);
      return (await response.json()) as Record<string, unknown>;
    };
    await must(
      'question',
      request.post(api('chatbot/bot-response'), { data: { message: 'Is there a swimming pool?' } }),
    );
    await must(
      'editor',
      request.post(api('auth/staff'), {
        data: { name: 'Web Editor', email: EDITOR.email, role: 'editor', password: EDITOR.password },
      }),
    );
    const event = await must(
      'event',
      request.post(api('events/admin/events'), {
        multipart: {
          title: EVENT,
          startsAt: new Date(Date.now() + 9 * 86_400_000).toISOString(),
          endsAt: new Date(Date.now() + 9 * 86_400_000 + 2 * 3_600_000).toISOString(),
          description: 'The school remembers its founders.',
        },
      }),
    );
    eventId = String(event.id);
  });

  afterAll(async () => {
    if (eventId) await staff.page.request.delete(api(`events/admin/events/${eventId}`));
    await staff.context.close();
  });

  it("shows Blog Management's posts as cards at 375 px, Edit, Delete and a 44 px Featured box on screen", async () => {
    const { page } = staff;
    await page.setViewportSize(PHONE);
    await open(page, 'blog-management');
    const card = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: /^Edit / }) })
      .first();
    const title = (await card.getByRole('cell').first().textContent())!.trim();
    expect(await onScreen(card.getByRole('link', { name: `Edit ${title}` }))).toBe(true);
    expect(await onScreen(card.getByRole('button', { name: `Delete ${title}` }))).toBe(true);
    const featured = await card.getByRole('checkbox', { name: `Featured: ${title}` }).evaluate((box) => {
      const target = (box as HTMLInputElement).labels![0]!.getBoundingClientRect();
      return [target.width, target.height];
    });
    expect(featured.every((side) => side >= TARGET_PX)).toBe(true);
    expect(await smallTargets(page, 'main')).toEqual([]);
    expect(await axeFindings(page, consoleErrors)).toEqual([]);
  });

  it('fits Blog Management at 1280 px in a named region a keyboard reaches, with a focus ring', async () => {
    const { page } = staff;
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await open(page, 'blog-management');
    const region = page.getByRole('region', { name: 'Blog posts' });
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    expect(await onScreen(page.getByRole('button', { name: /^Delete / }).first())).toBe(true);
    await page.getByLabel('Status').focus();
    await page.keyboard.press('Tab');
    expect(await region.evaluate((element) => element === document.activeElement)).toBe(true);
    const ring = await region.evaluate((element) => getComputedStyle(element));
    expect([ring.outlineStyle, ring.outlineWidth]).toEqual(['solid', '3px']);
  });

  it("puts the Questions page's Answer this on a 375 px screen, and it opens the answer form", async () => {
    const { page } = staff;
    await page.setViewportSize(PHONE);
    await open(page, 'questions');
    const answer = page.getByRole('button', { name: /^Answer this \(is there a swimming pool/i });
    expect(await onScreen(answer)).toBe(true);
    await answer.click();
    await page.getByRole('heading', { name: 'Answer this question' }).waitFor();
    expect(await axeFindings(page, consoleErrors)).toEqual([]);
  });

  it('fits the staff table at 1280 px, each Disable on screen; the role choice is a 44 px target at 375 px', async () => {
    const { page } = staff;
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await open(page, 'settings');
    const region = page.getByRole('region', { name: 'Staff accounts' });
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    const row = page.getByRole('row').filter({ hasText: EDITOR.email });
    expect(await onScreen(row.getByRole('button', { name: 'Disable' }))).toBe(true);
    await page.setViewportSize(PHONE);
    const role = page.getByRole('combobox', { name: `Role of ${EDITOR.email}` });
    expect(((await role.boundingBox())?.height ?? 0) >= TARGET_PX).toBe(true);
    expect(await onScreen(role)).toBe(true);
  });

  it("draws the home chart's labels at 12 px or more, on a phone and on a desktop", async () => {
    const { page } = staff;
    for (const viewport of [PHONE, DESKTOP_VIEWPORT]) {
      await page.setViewportSize(viewport);
      await open(page, 'home');
      await page.getByRole('img', { name: /^Weekly payments and applications/ }).waitFor();
      // The size a reader sees: an SVG's text shrinks with its drawing, so its font size is scaled by the drawing's.
      const sizes = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.dash-chart *'))
          .filter((element) => element.closest('figcaption') === null)
          .filter((element) => Array.from(element.childNodes).some((node) => node.nodeType === 3 && node.textContent))
          .filter((element) => getComputedStyle(element).visibility !== 'hidden')
          .map((element) => {
            const size = parseFloat(getComputedStyle(element).fontSize);
            const scale = element instanceof SVGGraphicsElement ? (element.getScreenCTM()?.a ?? 1) : 1;
            return Math.round(size * scale * 10) / 10;
          }),
      );
      expect(sizes.length).toBeGreaterThan(2);
      expect([viewport.width, sizes.filter((size) => size < 12)]).toEqual([viewport.width, []]);
    }
  });

  it.each([
    ['faqs', `Edit ${DEFAULT_SITE_CONTENT.faqs[0]!.question}`, 'Save FAQ', /^The FAQ ".+" is saved\./],
    [
      'home-page',
      `Edit the slide ${DEFAULT_SITE_CONTENT.heroSlides[0]!.heading}`,
      'Save slide',
      /^The slide ".+" is saved\./,
    ],
    ['events', `Edit ${EVENT}`, 'Save event', new RegExp(`^The event "${EVENT}" is saved\\.`)],
  ])('confirms a saved edit on /dashboard/%s at 375 px, announced and focused', async (path, edit, save, said) => {
    const { page } = staff;
    await page.setViewportSize(PHONE);
    await open(page, path);
    await page.getByRole('button', { name: edit, exact: true }).click();
    await page.getByRole('button', { name: save }).click();
    const status = page.locator('.dash-confirmation [role="status"]');
    await status.waitFor();
    expect(await status.textContent()).toMatch(said);
    await page.waitForFunction(() => document.activeElement?.classList.contains('dash-confirmation') === true);
    const box = await status.boundingBox();
    expect(box !== null && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
    expect(await axeFindings(page, consoleErrors)).toEqual([]);
  });

  it('lets the web editor read a contact message on a phone and answer it by e-mail', async () => {
    const parent = `kemi.${stamp}@example.com`;
    const sent = await staff.page.request.post(api('contact'), {
      data: { name: 'Kemi Ade', email: parent, tel: '0803 123 4567', subject: 'Sports day photos', message: 'Where?' },
    });
    expect(sent.status()).toBe(201);
    const context = await browser().newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      const errors = watchConsole(page);
      await page.goto(`${state.baseUrl}/login`);
      await signIn(page, EDITOR.email, EDITOR.password);
      await page.waitForURL('**/dashboard/home');
      await open(page, 'message');
      await page.getByRole('tab', { name: 'Contact messages' }).waitFor();
      await page.getByText(/from Kemi Ade,/).waitFor();
      const box = page.getByLabel(`Reply to Kemi Ade (${parent}) by e-mail`);
      await box.fill('They are in the gallery now.');
      await page.getByRole('listitem').filter({ has: box }).getByRole('button', { name: 'Send reply' }).click();
      await page.getByText(/^Reply by Web Editor/).waitFor();
      const reply = await mailTo(parent, /^Re: Sports day photos$/);
      expect(reply.text).toContain('They are in the gallery now.');
      expect(await smallTargets(page, 'main')).toEqual([]);
      expect(await axeFindings(page, errors)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('logged no error in the browser', () => {
    expect(consoleErrors).toEqual([]);
  });
});
