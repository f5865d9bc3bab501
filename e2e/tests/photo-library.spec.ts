import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import type { SiteContent } from '@icast/contracts';
import { axeFindings } from '../support/axe';
import { DESKTOP_VIEWPORT, useBrowser } from '../support/browser';
import { expectUsableOnPhone, PHONE } from '../support/phone';
import { adminContext, state } from './dashboard-support';

const browser = useBrowser();
const stamp = Date.now();
const ALT = `Pupils at the relay finals ${stamp}`;
const CAPTION = `Relay finals at Elebu ${stamp}`;

/**
 * A portrait photo with a red mark low down (80% to 90% of its height): cut to the phone's 16:9 hero around its
 * centre, the mark is out of view; cut around a focal point on it, the mark shows.
 */
async function photoWithMarkLowDown(background: string): Promise<Buffer> {
  const [width, height] = [1000, 1500];
  const mark = await sharp({
    create: { width: 400, height: 150, channels: 3, background: '#e00000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: mark, left: 300, top: 1200 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** How many pixels of a screenshot are the mark's red. */
async function redPixels(screenshot: Buffer): Promise<number> {
  const { data, info } = await sharp(screenshot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let index = 0; index < data.length; index += info.channels) {
    if (data[index]! > 180 && data[index + 1]! < 70 && data[index + 2]! < 70) count++;
  }
  return count;
}

/** The home page at 375 px until the document server shows the slide's photo as `ready` says (pages are cached). */
async function heroWhen(page: Page, ready: (hero: Locator) => Promise<boolean>): Promise<Locator> {
  const hero = page.getByRole('img', { name: ALT });
  for (let attempt = 0; attempt < 40; attempt++) {
    await page.goto(`${state.baseUrl}/`);
    if ((await hero.count()) > 0 && (await ready(hero))) return hero;
    await page.waitForTimeout(250);
  }
  throw new Error('The home page never showed the slide photo as expected');
}

async function shownPhoto(hero: Locator): Promise<Buffer> {
  await hero.evaluate((image: HTMLImageElement) => image.decode());
  return hero.screenshot({ animations: 'disabled' });
}

describe('the photo library', () => {
  let staff: { context: BrowserContext; page: Page };
  let visitor: BrowserContext;

  beforeAll(async () => {
    staff = await adminContext(browser());
    visitor = await browser().newContext(PHONE);
    // The first slide gets a portrait photo through the staff API, as the home page's slides form sends it.
    const content = (await (
      await staff.page.request.get(`${state.baseUrl}/api/site-content/admin`)
    ).json()) as SiteContent;
    const slide = content.heroSlides[0]!;
    const saved = await staff.page.request.put(`${state.baseUrl}/api/site-content/admin/hero-slides/${slide.id}`, {
      multipart: {
        heading: slide.heading,
        text: slide.text,
        imageKey: slide.imageKey,
        buttons: JSON.stringify(slide.buttons),
        imageAlt: ALT,
        image: { name: 'relay.jpg', mimeType: 'image/jpeg', buffer: await photoWithMarkLowDown('#1040a0') },
      },
    });
    expect(saved.status()).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await visitor?.close();
    await staff?.context.close();
  });

  it('staff caption a photo and set its focal point by keyboard; the phone hero keeps that point in view', async () => {
    const phone = await visitor.newPage();
    // Cut around its centre, the phone's hero does not show the mark low down.
    const centred = await heroWhen(phone, async () => true);
    expect(await redPixels(await shownPhoto(centred))).toBe(0);

    const page = staff.page;
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto(`${state.baseUrl}/dashboard/photos`);
    await page.getByRole('heading', { level: 1, name: 'Photos' }).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: 'Home page slide 1' });
    await card.getByRole('button', { name: 'Edit the photo "No caption yet"' }).click();
    const form = page.getByRole('form', { name: 'Edit "No caption yet"' });
    await form.getByLabel('Caption').fill(CAPTION);
    const marker = form.getByRole('button', { name: /^Focal point marker/ });
    await marker.focus();
    // 50% down to 85%: three steps of ten (Shift) and five of one.
    for (let step = 0; step < 3; step++) await page.keyboard.press('Shift+ArrowDown');
    for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowDown');
    expect(await form.getByLabel('Down, % from the top').inputValue()).toBe('85');
    expect(await form.getByLabel('Across, % from the left').inputValue()).toBe('50');
    expect(await axeFindings(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save photo' }).click();
    await page.getByText('Photo saved. Pages that show it crop it around the new focal point.').waitFor();

    // Found by its caption, searched on the server.
    await page.getByLabel('Search captions').fill(`finals at elebu ${stamp}`);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/\/dashboard\/photos\?q=/);
    await page.getByText('Showing 1 to 1 of 1 photos').waitFor();
    const found = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: CAPTION }) });
    await found.getByText('Home page slide 1').waitFor();
    await page.getByLabel('Search captions').fill(`no such caption ${stamp}`);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('No photo has a caption with these words.').waitFor();

    const kept = await heroWhen(phone, async (hero) =>
      ((await hero.getAttribute('class')) ?? '').includes('icast-focus-y-85'),
    );
    expect(await kept.evaluate((image) => getComputedStyle(image).objectPosition)).toBe('50% 85%');
    expect(await redPixels(await shownPhoto(kept))).toBeGreaterThan(500);
    await phone.close();
  }, 180_000);

  it('refuses to delete the photo while the hero shows it, naming the slide', async () => {
    const page = staff.page;
    await page.goto(`${state.baseUrl}/dashboard/photos?q=${encodeURIComponent(CAPTION)}`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: CAPTION }) });
    await card.getByRole('button', { name: `Delete the photo "${CAPTION}"` }).click();
    await card.getByRole('button', { name: `Yes, delete "${CAPTION}"` }).click();
    await card.getByText(/^This photo is used on Home page slide 1 .*Remove it from there first\.$/).waitFor();
    // Still there, still shown.
    await page.reload();
    await card.getByRole('heading', { name: CAPTION }).waitFor();
  }, 120_000);

  it('replaces the photo in place: the home page shows the new one, still cut around the focal point', async () => {
    const page = staff.page;
    await page.goto(`${state.baseUrl}/dashboard/photos?q=${encodeURIComponent(CAPTION)}`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: CAPTION }) });
    await card.getByRole('button', { name: `Edit the photo "${CAPTION}"` }).click();
    const form = page.getByRole('form', { name: `Edit "${CAPTION}"` });
    await form.getByLabel('Replace with a new photo (optional)').setInputFiles({
      name: 'relay-2.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoWithMarkLowDown('#10a040'),
    });
    await form.getByRole('button', { name: 'Save photo' }).click();
    await page.getByText('The new photo is in place: every page that shows it now shows the new one.').waitFor();

    const phone = await visitor.newPage();
    const replaced = await heroWhen(phone, async (hero) =>
      /\/\d+-[a-z0-9]+\.(avif|webp|jpg)$/.test(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)),
    );
    const shot = await shownPhoto(replaced);
    expect(await redPixels(shot)).toBeGreaterThan(500);
    const { channels } = await sharp(shot).stats();
    // Green now, where it was blue.
    expect(channels[1]!.mean).toBeGreaterThan(channels[2]!.mean);
    await phone.close();
  }, 180_000);

  it('is usable at 375 px: no sideways scrolling, axe finds nothing serious', async () => {
    const page = staff.page;
    await page.setViewportSize(PHONE.viewport);
    await page.goto(`${state.baseUrl}/dashboard/photos`);
    await page.getByRole('heading', { name: CAPTION }).waitFor();
    await page.getByRole('button', { name: `Edit the photo "${CAPTION}"` }).click();
    await page.getByRole('form', { name: `Edit "${CAPTION}"` }).waitFor();
    await expectUsableOnPhone(page);
    const marker = page.getByRole('button', { name: /^Focal point marker/ });
    const box = (await marker.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await page.setViewportSize(DESKTOP_VIEWPORT);
  }, 120_000);
});
