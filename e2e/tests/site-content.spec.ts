import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import type { GalleryAlbum, SchoolEvent, SiteContent } from '@icast/contracts';
import { axeFindings } from '../support/axe';
import { useBrowser, watchConsole } from '../support/browser';
import { ask, openChat } from './chat-support';
import { adminContext, state } from './dashboard-support';

const browser = useBrowser();

/** A phone photo: camera make and a GPS position in its EXIF, as staff photos of children arrive. */
async function phonePhoto(colour: string, width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '7/1 23/1 4/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 53/1 0/1' },
    })
    .toBuffer();
}

/** `datetime-local` text in Lagos time, `days` from now at `hour`:00. */
function lagosInput(days: number, hour: number): string {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000 + 60 * 60 * 1000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

const stamp = Date.now();
const PHONE = '0701 234 5678';
const QUESTION = `Do you run a summer school? (${stamp})`;
const EVENT = `Open day ${stamp}`;
const ALBUM = `Sports Day ${stamp}`;

async function expectNoSeriousAxeFinding(page: Page, where: string, consoleErrors: string[]) {
  expect([where, await axeFindings(page, consoleErrors)]).toEqual([where, []]);
  expect([where, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([where, 375]);
}

describe('staff run the site; visitors see it at once', () => {
  let staff: { context: BrowserContext; page: Page };
  let visitor: BrowserContext;
  let published: SiteContent;
  const api = (path: string) => `${state.baseUrl}/api/${path}`;
  beforeAll(async () => {
    staff = await adminContext(browser());
    await staff.page.setViewportSize({ width: 375, height: 800 });
    visitor = await browser().newContext({ viewport: { width: 375, height: 800 }, deviceScaleFactor: 2 });
    published = (await (await staff.page.request.get(api('site-content/admin'))).json()) as SiteContent;
  });
  // The other browser tests expect the published content: put it back as it was.
  afterAll(async () => {
    const { request } = staff.page;
    await request.put(api('site-content/admin/settings'), { data: published.settings });
    const now = (await (await request.get(api('site-content/admin'))).json()) as SiteContent;
    for (const faq of now.faqs.filter((item) => item.question === QUESTION)) {
      await request.delete(api(`site-content/admin/faqs/${faq.id}`));
    }
    const slide = published.heroSlides[0]!;
    await request.put(api(`site-content/admin/hero-slides/${slide.id}`), {
      multipart: {
        heading: slide.heading,
        text: slide.text,
        buttons: JSON.stringify(slide.buttons),
        removeImage: 'true',
      },
    });
    const events = (await (await request.get(api('events/admin/events'))).json()) as { data: SchoolEvent[] };
    for (const event of events.data.filter((item) => item.title === EVENT)) {
      await request.delete(api(`events/admin/events/${event.id}`));
    }
    const albums = (await (await request.get(api('gallery/admin/albums'))).json()) as { data: GalleryAlbum[] };
    for (const album of albums.data.filter((item) => item.title === ALBUM)) {
      await request.delete(api(`gallery/admin/albums/${album.id}`));
    }
    await staff.context.close();
    await visitor.close();
  });

  it('staff change the phone number, add an FAQ, add an event with a photo and publish an album of 3 photos', async () => {
    const { page } = staff;
    const errors = watchConsole(page);
    await page.goto(`${state.baseUrl}/dashboard/school-details`);
    await page.getByLabel('Phone numbers').fill(`${PHONE}\n0805 638 2190`);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('School details saved. Visitors see them now.').waitFor();
    await expectNoSeriousAxeFinding(page, 'school details', errors);

    await page.goto(`${state.baseUrl}/dashboard/faqs`);
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    await page.getByRole('link', { name: 'Enter the question' }).waitFor();
    await page.getByLabel('Question').fill(QUESTION);
    await page.getByLabel('Answer').fill('Yes: three weeks in August, for pupils of both campuses. Call {phones}.');
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    await page.getByText('FAQ added.').waitFor();
    await expectNoSeriousAxeFinding(page, 'FAQs', errors);

    await page.goto(`${state.baseUrl}/dashboard/events`);
    await page.getByLabel('Name of the event').fill(EVENT);
    await page.getByLabel('Starts (Lagos time)').fill(lagosInput(2, 10));
    await page.getByLabel('Ends (Lagos time)').fill(lagosInput(2, 14));
    await page.getByLabel('Campus').selectOption('elebu');
    await page.getByLabel('Description').fill('Tour the classrooms, meet the teachers and see the hostel.');
    await page.setInputFiles('#event-image', {
      name: 'open-day.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto('#1f7a4d'),
    });
    await page.getByLabel('What the photo shows').fill('Parents touring a primary classroom');
    await page.getByRole('button', { name: 'Add event' }).click();
    await page.getByText('Event added. Visitors see it now.').waitFor({ timeout: 60_000 });
    await expectNoSeriousAxeFinding(page, 'events', errors);

    await page.goto(`${state.baseUrl}/dashboard/gallery`);
    await page.getByLabel('Name of the album').fill(ALBUM);
    await page.getByLabel('Shown on').selectOption('sports');
    await page.getByRole('button', { name: 'Create album and add photos' }).click();
    await page.waitForURL('**/dashboard/gallery/*');
    const colours = ['#b3261e', '#f2b705', '#0b2a4a'];
    const files = await Promise.all(
      colours.map(async (colour, index) => ({
        name: `race-${index + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await phonePhoto(colour),
      })),
    );
    await page.setInputFiles('#upload-files', files);
    for (const index of [1, 2, 3])
      await page.getByLabel(`What photo ${index} shows`).fill(`Runner ${index} at the relay`);
    await page.getByRole('button', { name: 'Upload 3 photos' }).click();
    await page.getByText('3 of 3 photos processed').waitFor({ timeout: 120_000 });
    await page.getByRole('heading', { name: 'Photos in this album (3)' }).waitFor();
    await page.getByRole('button', { name: 'Publish album' }).click();
    await page.getByText('Album published. Visitors see it now.').waitFor();
    await expectNoSeriousAxeFinding(page, 'album', errors);
    expect(errors).toEqual([]);
  }, 240_000);

  it('a visitor sees all four without a rebuild or a restart', async () => {
    const page = await visitor.newPage();
    await page.goto(`${state.baseUrl}/about`);
    await page.getByRole('contentinfo').getByRole('link', { name: PHONE }).waitFor();

    await page.goto(`${state.baseUrl}/faq`);
    // The question is the <summary> of its <details> (it opens with or without the app).
    await page.locator('.icast-accordion summary', { hasText: QUESTION }).click();
    await page.getByText(`Call ${PHONE} or 0805 638 2190.`, { exact: false }).waitFor();
    const chat = await openChat(page);
    const reply = await ask(page, chat, 'Do you run a summer school?');
    expect(await reply.textContent()).toContain(`three weeks in August, for pupils of both campuses. Call ${PHONE}`);

    await page.goto(`${state.baseUrl}/events`);
    await page.getByTestId('upcoming-events').getByRole('link', { name: EVENT, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: EVENT }).waitFor();
    const photo = page.getByRole('img', { name: 'Parents touring a primary classroom' });
    await photo.waitFor();
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const ics = await page.request.get(
      `${state.baseUrl}${await page.getByRole('link', { name: 'Add to my calendar (.ics)' }).getAttribute('href')}`,
    );
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain(`SUMMARY:${EVENT}`);
    const feed = await page.request.get(`${state.baseUrl}/api/events/calendar.ics`);
    expect(await feed.text()).toContain(`SUMMARY:${EVENT}`);

    await page.goto(`${state.baseUrl}/gallery-page`);
    const runner = page.getByRole('img', { name: 'Runner 1 at the relay' });
    await runner.waitFor();
    expect(await page.getByRole('img', { name: /^Runner \d at the relay$/ }).count()).toBe(3);
    // A lazy photo has no address until the browser picks its file: on a loaded machine that can come later.
    await runner.scrollIntoViewIfNeeded();
    await page.waitForFunction((image) => (image as HTMLImageElement).currentSrc !== '', await runner.elementHandle());
    // The photo served carries no EXIF at all: no GPS position, no camera.
    const served = await page.request.get(
      `${state.baseUrl}${await runner.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)}`,
    );
    // An album's photo is kept by the browser only: no shared cache may serve it after the album is unpublished.
    expect(served.headers()['cache-control']).toBe('private, max-age=31536000, immutable');
    const bytes = await served.body();
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes('PhoneMaker')).toBe(false);
    await page.close();
  }, 120_000);

  it('at 375 px, / downloads no photo wider than twice its width on screen, and the first hero photo at once', async () => {
    // The first slide gets a photo through the staff API, as the slides page would send it.
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
        imageAlt: 'The Elebu campus building at sunrise',
        image: { name: 'campus.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#123c66', 3000, 2000) },
      },
    });
    expect(saved.status()).toBe(200);

    const page = await visitor.newPage();
    const hero = page.getByRole('img', { name: 'The Elebu campus building at sunrise' });
    // Pages are rendered on the server and kept until the content's stamp changes, which the document server asks for
    // when its last answer is a quarter second old: the edit is on the next page (a page within that time may not).
    for (let attempt = 0; attempt < 20; attempt++) {
      await page.goto(`${state.baseUrl}/`);
      if ((await hero.count()) > 0) break;
      await page.waitForTimeout(250);
    }
    await hero.waitFor();
    expect(await hero.getAttribute('loading')).toBe('eager');
    // The page's largest paint: its space reserved, and asked for before anything else.
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    expect(Number(await hero.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await hero.getAttribute('height'))).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // naturalWidth is corrected for the screen's density, so the file's own width is read from its name (750.avif).
    const downloads = await page.evaluate(() =>
      Array.from(document.images)
        .filter((image) => image.complete && /\/api\/images\//.test(image.currentSrc))
        .map((image) => ({
          file: Number(/\/(\d+)\.(?:avif|webp|jpg)$/.exec(image.currentSrc)?.[1]),
          shown: Math.round(image.getBoundingClientRect().width),
        })),
    );
    expect(downloads.length).toBeGreaterThan(0);
    expect(downloads.filter((image) => image.file > 2 * image.shown)).toEqual([]);
    expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/750\.(avif|webp|jpg)$/);
    await page.close();
  }, 120_000);
});
