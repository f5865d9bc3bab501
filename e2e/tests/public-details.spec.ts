import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { CONSENT } from '@icast/content';
import type { GalleryAlbum, SiteContent } from '@icast/contracts';
import { axeFindings } from '../support/axe';
import { DESKTOP_VIEWPORT, useBrowser, watchConsole } from '../support/browser';
import { smallTargets } from '../support/targets';
import { adminContext, state } from './dashboard-support';

const browser = useBrowser();
const PHONE = { width: 375, height: 740 };
const stamp = Date.now();
const api = (path: string) => `${state.baseUrl}/api/${path}`;
const EVENT = `Inter-house sports ${stamp}`;
const ALBUM = `Excursion to Agodi Gardens ${stamp}`;
const ALBUM_TEXT = 'Primary 4 visited the gardens and the zoo. Copies of the photos: call 0805 638 2190.';

/** A plain photo of one colour, as a phone would send it. */
const photoOf = (colour: string, width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** WCAG's relative luminance of an sRGB colour given as 0-255 channels. */
function luminance([red, green, blue]: number[]): number {
  const [r, g, b] = [red!, green!, blue!].map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (one: number[], other: number[]) => {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
};

/** The pixels of a screenshot clip, as [r, g, b] triples. */
async function pixelsOf(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  // fullPage: the clip is in page coordinates and may lie below the fold (a phone's hero text).
  const { data, info } = await sharp(await page.screenshot({ clip, fullPage: true }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels: number[][] = [];
  for (let offset = 0; offset < data.length; offset += info.channels) {
    pixels.push([data[offset]!, data[offset + 1]!, data[offset + 2]!]);
  }
  return pixels;
}

/** Waits for the shell's loader to end and the page's own heading, as a visitor would. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${state.baseUrl}${path}`);
  await page.getByTestId('branded-loader').waitFor({ state: 'detached' });
  await page.locator('main h1').first().waitFor();
}

/**
 * The web editor's and parents' report, part 2, on the public pages: the home hero (no strip under the header, a
 * photo shown as taken with readable text over it), the lightbox over the floating buttons, the calendar for
 * Android and iPhone with readable event addresses, album descriptions, tap-to-call numbers, the contact form's name
 * and the newsletter box. At 375 px, axe clean.
 */
describe('public page details', () => {
  let staff: { context: BrowserContext; page: Page };
  let visitor: BrowserContext;
  let page: Page;
  let errors: string[];
  let original: SiteContent;
  const created: { eventId?: string; eventSlug?: string; albumId?: string } = {};

  beforeAll(async () => {
    staff = await adminContext(browser());
    original = (await (await staff.page.request.get(api('site-content/admin'))).json()) as SiteContent;
    const event = await staff.page.request.post(api('events/admin/events'), {
      multipart: {
        title: EVENT,
        startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 5 * 86_400_000 + 4 * 3_600_000).toISOString(),
        campus: 'elebu',
        venue: 'Sports field',
        description: 'Relays, long jump and the march past. Questions: 0803 512 4471.',
      },
    });
    const body = (await event.json()) as { id: string; slug: string };
    Object.assign(created, { eventId: body.id, eventSlug: body.slug });
  });

  beforeEach(async () => {
    visitor = await browser().newContext({ viewport: PHONE });
    page = await visitor.newPage();
    errors = watchConsole(page);
  });

  afterEach(async () => {
    expect(errors).toEqual([]);
    await visitor.close();
  });

  // The other browser tests expect the published content: put the first slide and the lists back as they were.
  afterAll(async () => {
    const { request } = staff.page;
    const slide = original.heroSlides[0]!;
    await request.put(api(`site-content/admin/hero-slides/${slide.id}`), {
      multipart: {
        heading: slide.heading,
        text: slide.text,
        buttons: JSON.stringify(slide.buttons),
        removeImage: 'true',
      },
    });
    if (created.eventId) await request.delete(api(`events/admin/events/${created.eventId}`));
    if (created.albumId) await request.delete(api(`gallery/admin/albums/${created.albumId}`));
    await staff.context.close();
  });

  it('starts the home hero right under the header, with no strip between them, at 375 and 1280 px', async () => {
    for (const viewport of [PHONE, DESKTOP_VIEWPORT]) {
      await page.setViewportSize(viewport);
      await open(page, '/');
      const gap = await page.evaluate(
        () =>
          document.querySelector('.pub-hero')!.getBoundingClientRect().top -
          document.querySelector('.icast-header')!.getBoundingClientRect().bottom,
      );
      expect([viewport.width, Math.round(gap)]).toEqual([viewport.width, 0]);
      if (viewport === PHONE) expect(await axeFindings(page, errors)).toEqual([]);
    }
  });

  it('shows a slide photo as taken, the hero text AA over the brightest photo, at 375 and 1280 px', async () => {
    const slide = original.heroSlides[0]!;
    const saved = await staff.page.request.put(api(`site-content/admin/hero-slides/${slide.id}`), {
      multipart: {
        heading: slide.heading,
        text: slide.text,
        buttons: JSON.stringify(slide.buttons),
        imageAlt: 'The Elebu campus under a white sky',
        // White: the worst case for white text, and the photo a dimmed hero spoils most.
        image: { name: 'white.jpg', mimeType: 'image/jpeg', buffer: await photoOf('#ffffff', 2400, 1600) },
      },
    });
    expect(saved.status()).toBe(200);
    // The hidden text is measured with a style of the test's own, which the site's CSP would refuse.
    const measuring = await browser().newContext({ viewport: PHONE, bypassCSP: true, reducedMotion: 'reduce' });
    // The visitor has answered the cookie question, so its banner covers none of the hero.
    await measuring.addCookies([{ name: CONSENT.cookieName, value: 'decline', url: state.baseUrl }]);
    const page = await measuring.newPage();
    const errors = watchConsole(page);
    for (const viewport of [DESKTOP_VIEWPORT, PHONE]) {
      await page.setViewportSize(viewport);
      // Under reduced motion the slideshow stays on the first slide, the photo's. The document server learns of the
      // new slide from the content stamp (asked at most every 250 ms, waited for 300 ms): on a busy machine the first
      // page after the change may still be the one kept before it.
      const photo = page.getByRole('img', { name: 'The Elebu campus under a white sky' });
      for (let visit = 0; visit < 10; visit++) {
        await open(page, '/');
        if (await photo.isVisible()) break;
        await page.waitForTimeout(1_000);
      }
      await photo.waitFor();
      await page.waitForFunction(
        (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
        await photo.elementHandle(),
      );
      // Away from the text (the right of a desktop hero, or the photo above the text on a phone) it is white.
      const hero = (await page.locator('.pub-hero').boundingBox())!;
      const shown = (await photo.boundingBox())!;
      const spot =
        viewport.width > 900
          ? { x: hero.x + hero.width - 40, y: hero.y + 10, width: 20, height: 20 }
          : { x: shown.x + shown.width / 2 - 10, y: shown.y + 10, width: 20, height: 20 };
      const photoPixels = await pixelsOf(page, spot);
      expect([viewport.width, Math.min(...photoPixels.flat()) >= 235]).toEqual([viewport.width, true]);

      // Each text with no background of its own, against the lightest pixel behind it with the text hidden.
      const texts = page.locator(
        '.pub-hero h1, .pub-hero__title, .pub-hero__text, .pub-hero__count, .pub-pause, .pub-hero .icast-button--outline',
      );
      const colours = await texts.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          const colour = getComputedStyle(element)
            .color.match(/\d+(\.\d+)?/g)!
            .slice(0, 3)
            .map(Number);
          return { box: { x: box.x, y: box.y, width: box.width, height: box.height }, colour };
        }),
      );
      // The floating buttons are not the hero's: out of the way, as they sit in one corner only.
      await page.addStyleTag({
        content:
          '.pub-hero__content * { color: transparent !important; } ' +
          '.icast-whatsapp-launcher, .icast-chat-toggle, .icast-back-to-top { visibility: hidden !important; }',
      });
      for (const { box, colour } of colours.filter((text) => text.box.width > 0)) {
        const behind = await pixelsOf(page, box);
        const lightest = behind.reduce((best, pixel) => (luminance(pixel) > luminance(best) ? pixel : best));
        expect([viewport.width, box.y, contrast(colour, lightest) >= 4.5]).toEqual([viewport.width, box.y, true]);
      }
    }
    expect(errors).toEqual([]);
    await measuring.close();
  });

  it('covers the WhatsApp and chat buttons with the open lightbox at 375 px', async () => {
    await open(page, '/gallery-page');
    const whatsapp = (await page.locator('.icast-whatsapp-launcher').boundingBox())!;
    const chat = (await page.locator('.icast-chat-toggle').boundingBox())!;
    await page.locator('.pub-gallery-card').first().click();
    await page.getByRole('dialog').waitFor();
    const onTop = await page.evaluate(
      (points) => points.map(({ x, y }) => document.elementFromPoint(x, y)?.closest('.pub-lightbox') !== null),
      [whatsapp, chat].map((box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 })),
    );
    expect(onTop).toEqual([true, true]);
    expect(await axeFindings(page, errors)).toEqual([]);
  });

  it('offers the calendar to Android, iPhone and any app at 375 px, and each event at its readable address', async () => {
    await open(page, '/events');
    const box = page.getByRole('region', { name: 'Keep every event in your calendar' });
    const google = new URL(
      (await box.getByRole('link', { name: 'Subscribe in Google Calendar' }).getAttribute('href'))!,
    );
    expect(google.origin).toBe('https://calendar.google.com');
    expect(google.searchParams.get('cid')).toBe(
      `${state.baseUrl.replace(/^https?:/, 'webcal:')}/api/events/calendar.ics`,
    );
    expect(await box.getByRole('link', { name: 'Subscribe on iPhone, Mac or Outlook' }).getAttribute('href')).toMatch(
      /^webcal:\/\//,
    );
    const address = await box.getByRole('textbox').inputValue();
    expect(address).toBe(`${state.baseUrl}/api/events/calendar.ics`);
    const feed = await page.request.get(address);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain(`SUMMARY:${EVENT}`);
    expect(await smallTargets(page, '.pub-calendar')).toEqual([]);

    const card = page.getByTestId('event-card').filter({ hasText: EVENT });
    expect(await card.getByRole('link', { name: EVENT, exact: true }).getAttribute('href')).toBe(
      `/events/${created.eventSlug}`,
    );
    expect(created.eventSlug).toMatch(/^inter-house-sports-\d+-\d{4}$/);
    const add = new URL(
      (await card.getByRole('link', { name: `Add to Google Calendar: ${EVENT}` }).getAttribute('href'))!,
    );
    expect([add.origin, add.searchParams.get('action'), add.searchParams.get('text')]).toEqual([
      'https://calendar.google.com',
      'TEMPLATE',
      EVENT,
    ]);
    expect(await smallTargets(page, '.pub-calendar-links')).toEqual([]);
    expect(await axeFindings(page, errors)).toEqual([]);
  });

  it('moves an event opened by its id to its readable address, with both calendars and a tap-to-call number', async () => {
    await open(page, `/events/${created.eventId}?from=whatsapp`);
    expect(page.url()).toBe(`${state.baseUrl}/events/${created.eventSlug}?from=whatsapp`);
    await page.getByRole('heading', { level: 1, name: EVENT }).waitFor();
    const google = await page.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href');
    expect(google).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/);
    const ics = await page.request.get(
      `${state.baseUrl}${await page.getByRole('link', { name: 'Add to my calendar (.ics)' }).getAttribute('href')}`,
    );
    expect(await ics.text()).toContain(`URL:${state.baseUrl}/events/${created.eventSlug}`);
    const description = page.getByRole('article', { name: EVENT });
    expect(await description.getByRole('link', { name: '0803 512 4471' }).getAttribute('href')).toBe(
      'tel:+2348035124471',
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${state.baseUrl}/events/${created.eventSlug}`,
    );
    expect(await smallTargets(page, '.pub-calendar-links')).toEqual([]);
    expect(await axeFindings(page, errors)).toEqual([]);
  });

  it("shows an album's description with its photos on the gallery page at 375 px", async () => {
    const { request } = staff.page;
    const album = (await (
      await request.post(api('gallery/admin/albums'), {
        data: { title: ALBUM, category: 'excursions', description: ALBUM_TEXT, published: false },
      })
    ).json()) as GalleryAlbum;
    created.albumId = album.id;
    const added = await request.post(api(`gallery/admin/albums/${album.id}/photos`), {
      multipart: {
        alt: 'Pupils at the lake in Agodi Gardens',
        caption: 'By the lake',
        image: { name: 'lake.jpg', mimeType: 'image/jpeg', buffer: await photoOf('#1f7a4d') },
      },
    });
    expect(added.status()).toBe(201);
    const published = await request.put(api(`gallery/admin/albums/${album.id}`), {
      data: { title: ALBUM, category: 'excursions', description: ALBUM_TEXT, published: true },
    });
    expect(published.status()).toBe(200);

    await open(page, '/gallery-page');
    const section = page.getByRole('region', { name: ALBUM });
    await section.getByText(/^Primary 4 visited the gardens and the zoo\./).waitFor();
    expect(await section.getByRole('link', { name: '0805 638 2190' }).getAttribute('href')).toBe('tel:+2348056382190');
    await section.getByRole('img', { name: 'Pupils at the lake in Agodi Gardens' }).waitFor();
    await page.getByRole('button', { name: 'Excursions' }).click();
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /pictures? in/ })
        .textContent(),
    ).toMatch(/^\d+ pictures? in \d+ albums?$/);
    expect(await axeFindings(page, errors)).toEqual([]);
  });

  it('makes the phone numbers in FAQ answers tap-to-call at 375 px', async () => {
    await open(page, '/faq');
    const faq = original.faqs.find((item) => item.answer.includes('{phones}'))!;
    // Each question is the <summary> of its <details> (it opens with or without the app).
    const answer = page.locator('.icast-accordion details', {
      has: page.locator('summary', { hasText: faq.question }),
    });
    await answer.locator('summary').click();
    const phone = original.settings.phones[0]!;
    const link = answer.getByRole('link', { name: phone });
    expect(await link.getAttribute('href')).toBe(`tel:+234${phone.replace(/\D/g, '').replace(/^0/, '')}`);
    expect(await axeFindings(page, errors)).toEqual([]);
  });

  it('asks for the sender’s name on the contact form at 375 px', async () => {
    await open(page, '/contacts');
    const name = page.locator('form.pub-form').getByLabel('Your name');
    expect(await name.getAttribute('autocomplete')).toBe('name');
    expect(await name.getAttribute('required')).not.toBeNull();
    expect(await axeFindings(page, errors)).toEqual([]);
  });

  it('empties the newsletter box once the address is sent, at 375 px', async () => {
    await open(page, '/');
    const box = page.getByLabel('E-mail address');
    await box.fill(`reader-${stamp}@example.com`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Please check your inbox', { exact: false }).waitFor();
    expect(await box.inputValue()).toBe('');
  });
});
