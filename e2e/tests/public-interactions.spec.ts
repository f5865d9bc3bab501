import type { Page } from 'playwright-core';
import { FAQS, GALLERY_ITEMS } from '@icast/content';
import { usePublicPage } from '../support/public-site';

const site = usePublicPage();

/** Slides by their position in the published list: 1 welcome, 2 admissions (Book a Tour, Apply), 3 boarding. */
describe('home page motion', () => {
  it('wraps the slider both ways', async () => {
    const page = await site.open('/');
    const slide = page.getByTestId('hero-slide');
    await slide.waitFor();
    expect(await slide.getAttribute('data-slide')).toBe('1');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    expect(await slide.getAttribute('data-slide')).toBe('3');
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await slide.getAttribute('data-slide')).toBe('1');
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await slide.getAttribute('data-slide')).toBe('2');
    expect(await slide.getByRole('link', { name: 'Book a Tour' }).getAttribute('href')).toBe('/book-a-tour');
  });

  it('moves from the welcome banner to Book a Tour and Apply by itself after 5 s', async () => {
    const page = await site.open('/');
    const slide = page.getByTestId('hero-slide');
    await slide.waitFor();
    await page.mouse.move(0, 0);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="hero-slide"]')?.getAttribute('data-slide') === '2',
      undefined,
      { timeout: 8000 },
    );
    expect(await slide.getByRole('link', { name: 'Apply', exact: true }).getAttribute('href')).toBe('/admission');
  });

  const counterValues = (page: Page) => page.locator('[data-testid^="counter-"]').allTextContents();
  /** The number a counter shows: drawn by CSS over its figure while it rises (public.css), else the figure. */
  const shownNumbers = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid^="counter-"]')).map((figure) => {
        const drawn = getComputedStyle(figure, '::after');
        return drawn.content === 'none' ? figure.textContent : drawn.getPropertyValue('--shown');
      }),
    );

  it('counts up to 100, 1000, 2 and 20 once the counters are in view, the figures staying the text', async () => {
    const page = await site.open('/');
    await page.getByTestId('counter-students').waitFor({ state: 'attached' });
    expect(await shownNumbers(page)).toEqual(['0', '0', '0', '0']);
    expect(await counterValues(page)).toEqual(['100', '1000', '2', '20']);
    await page.getByTestId('counter-students').scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('[data-testid="counter-students"]')!, '::after').getPropertyValue(
          '--shown',
        ) === '1000',
      undefined,
      { timeout: 5000 },
    );
    expect(await shownNumbers(page)).toEqual(['100', '1000', '2', '20']);
  });

  it('shows the totals at once and keeps the slider still under reduced motion', async () => {
    const page = site.page();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await site.open('/');
    await page.getByTestId('counter-students').waitFor({ state: 'attached' });
    expect(await shownNumbers(page)).toEqual(['100', '1000', '2', '20']);
    await page.clock.runFor(30_000);
    expect(await page.getByTestId('hero-slide').getAttribute('data-slide')).toBe('1');
  });
});

describe('FAQ and gallery', () => {
  it('shows 22 questions and only one answer open, closing the open one on click', async () => {
    const page = await site.open('/faq');
    // Each question is the <summary> of a <details>: it opens in the server's HTML, with or without the app.
    const questions = page.locator('.icast-accordion summary');
    const opened = page.locator('.icast-accordion details[open]');
    const answers = page.locator('.icast-accordion__panel');
    await questions.first().waitFor();
    expect(await questions.count()).toBe(22);
    expect(FAQS).toHaveLength(22);
    await questions.nth(0).click();
    await questions.nth(5).click();
    expect(await opened.count()).toBe(1);
    expect(await opened.locator('summary').textContent()).toBe(await questions.nth(5).textContent());
    expect(await answers.filter({ visible: true }).count()).toBe(1);
    await questions.nth(5).click();
    expect(await opened.count()).toBe(0);
    await questions.nth(2).focus();
    await page.keyboard.press('Enter');
    expect(await opened.locator('summary').textContent()).toBe(await questions.nth(2).textContent());
  });

  it('changes the picture count per category and opens a keyboard lightbox', async () => {
    const page = await site.open('/gallery-page');
    const cards = page.getByTestId('gallery-grid').getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(GALLERY_ITEMS.length);
    for (const category of ['academics', 'sports', 'events', 'excursions'] as const) {
      // Scoped to the filter group: the shell's header has an Academics menu button of its own.
      await page
        .getByRole('group', { name: 'Filter pictures' })
        .getByRole('button', { name: category, exact: false })
        .click();
      const expected = GALLERY_ITEMS.filter((item) => item.category === category).length;
      expect({ category, count: await cards.count() }).toEqual({ category, count: expected });
    }
    await cards.first().getByRole('button').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const firstCaption = await dialog.locator('.pub-lightbox__caption').textContent();
    await page.keyboard.press('ArrowRight');
    expect(await dialog.locator('.pub-lightbox__caption').textContent()).not.toBe(firstCaption);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('makes the curriculum tabs keyboard operable with the spec default', async () => {
    const page = await site.open('/secondary');
    const tablist = page.getByRole('tablist', { name: 'Curriculum' });
    await tablist.waitFor();
    expect(await tablist.getByRole('tab', { selected: true }).textContent()).toBe('Science');
    await tablist.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await tablist.getByRole('tab', { selected: true }).textContent()).toBe('Mathematics');
    await page.getByText('Strong mathematics for every student').waitFor();
  });
});
