import type { Page } from 'playwright-core';
import { useFreshPage, wakeTheApp } from '../support/browser';
import { readState } from '../support/state';

/**
 * JavaScript on demand: a page the server drew is read with no application script, and the first tap, key or focus
 * on a control wakes the app and then does what it was meant to do, on a slow phone too.
 */
const state = readState();
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const { page, errors } = useFreshPage(PHONE);

/** A mid-range phone: the CPU four times slower than this machine's (Lighthouse's mobile setting). */
async function slowPhone(target: Page): Promise<void> {
  const session = await target.context().newCDPSession(target);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The scripts the page has run from files: none of the app's until it wakes. */
const scriptsRun = (target: Page) =>
  target.evaluate(() => ({
    tags: Array.from(document.querySelectorAll('script[src]')).map((script) => script.getAttribute('src')),
    awake: document.documentElement.dataset.app ?? null,
    federation: '__FEDERATION__' in window,
  }));

describe('a page that is only read runs no application script', () => {
  it.each(['/about', '/faq', '/admission'])(
    '%s is read, scrolled and left with no application script',
    async (path) => {
      await page().goto(`${state.baseUrl}${path}`);
      await page().locator('main h1').first().waitFor();
      await page().waitForLoadState('networkidle');
      // Scrolling is reading: the header changes its look without the app.
      await page().mouse.wheel(0, 600);
      await page().waitForFunction(
        () => document.querySelector('header.icast-header')?.getAttribute('data-scrolled') === 'true',
      );
      expect(await scriptsRun(page())).toEqual({ tags: [], awake: null, federation: false });
      // A link is a real link: it loads the next page, still with no application script.
      await page().locator('footer').getByRole('link', { name: 'Portal' }).click();
      await page().waitForURL(`${state.baseUrl}/portal`);
      await page().locator('main h1').first().waitFor();
      expect(await scriptsRun(page())).toEqual({ tags: [], awake: null, federation: false });
      expect(errors()).toEqual([]);
    },
  );
});

describe('the menus and accordions open without waking the app', () => {
  it('opens the menu, a dropdown in it and an FAQ answer with taps, the app still asleep', async () => {
    await page().goto(`${state.baseUrl}/faq`);
    await page().locator('main h1').first().waitFor();
    await page().waitForLoadState('networkidle');
    const nav = page().locator('header nav[aria-label="Main"]');
    await page()
      .locator('header summary', { hasText: /^Menu$/ })
      .tap();
    expect(await nav.isVisible()).toBe(true);
    await nav.locator('summary', { hasText: /^Academics$/ }).tap();
    expect(await nav.getByRole('link', { name: 'Kindergarten' }).isVisible()).toBe(true);
    await page()
      .locator('header summary', { hasText: /^Menu$/ })
      .tap();
    expect(await nav.isVisible()).toBe(false);
    await page().locator('main summary').first().tap();
    expect(await page().locator('main .icast-accordion__panel').first().isVisible()).toBe(true);
    await page().waitForLoadState('networkidle');
    expect(await scriptsRun(page())).toEqual({ tags: [], awake: null, federation: false });
    expect(errors()).toEqual([]);
  });
});

describe('the first touch wakes the app and does what it meant', () => {
  it('opens the chat on the first tap of its button, on a slow phone', async () => {
    await slowPhone(page());
    await page().goto(`${state.baseUrl}/about`);
    await page().locator('main h1').first().waitFor();
    await page().getByRole('button', { name: 'Chat with Aunty ICAST' }).tap();
    await page().getByRole('dialog', { name: 'Aunty ICAST' }).waitFor();
    expect(await scriptsRun(page())).toMatchObject({ awake: 'ready', federation: true });
    expect(errors()).toEqual([]);
  });

  it('keeps every character typed while the app wakes, and the app has them too, on a slow phone', async () => {
    await slowPhone(page());
    await page().goto(`${state.baseUrl}/contacts`);
    const form = page().locator('form.pub-form');
    const name = form.getByLabel('Your name');
    await name.waitFor();
    expect(await scriptsRun(page())).toMatchObject({ awake: null });
    // Typed at once, from the first key: the app wakes on it and is still starting while the rest arrive.
    await name.pressSequentially('Adaeze Okafor');
    await page().locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    expect(await name.inputValue()).toBe('Adaeze Okafor');
    // React has the typed name: one more letter is added to it, not to the server's empty value.
    await name.press('End');
    await name.pressSequentially('a');
    expect(await name.inputValue()).toBe('Adaeze Okafora');
    expect(errors()).toEqual([]);
  });

  it('wakes on keyboard focus of a control, not on a link', async () => {
    await page().goto(`${state.baseUrl}/faq`);
    await page().locator('main h1').first().waitFor();
    await page().locator('footer').getByRole('link', { name: 'Portal' }).focus();
    await page().waitForLoadState('networkidle');
    expect(await scriptsRun(page())).toMatchObject({ awake: null });
    await wakeTheApp(page());
    expect(errors()).toEqual([]);
  });
});

describe('the home page moves by itself with no application script', () => {
  const slideShown = () => page().getByTestId('hero-slide').getAttribute('data-slide');
  /** Scripts asked for from files: the idle prefetch downloads the entry without running it, so only `script`. */
  const scriptRequests = (target: Page) => {
    const asked: string[] = [];
    target.on('request', (request) => {
      if (request.resourceType() === 'script') asked.push(request.url());
    });
    return asked;
  };

  it('turns the slideshow, pauses it, and the app takes it over where it is', async () => {
    const asked = scriptRequests(page());
    await page().clock.install();
    await page().goto(`${state.baseUrl}/`);
    await page().getByTestId('hero-slide').waitFor();
    expect(await slideShown()).toBe('1');
    // Time moves only when the test says, so no slide turns (and moves the buttons) under a tap. The clock ran on by
    // itself while the page loaded, so which slide shows after 11 s is read, not assumed.
    // (A little ahead of the page's time: the clock runs on while this is asked, and cannot be paused in the past.)
    await page().clock.pauseAt(await page().evaluate(() => Date.now() + 3000));
    await page().clock.runFor(11_000);
    expect(await slideShown()).not.toBe('1');
    // Paused by a tap, it stays: still no application script.
    await page().getByRole('button', { name: 'Pause slideshow' }).tap();
    expect(await page().getByRole('button', { name: 'Play slideshow' }).getAttribute('aria-pressed')).toBe('true');
    const held = (await slideShown())!;
    expect(await page().locator('[data-slide-count]').textContent()).toBe(`${held} / 3`);
    const heldSlide = page().locator(`[data-testid="hero-slide"] > [data-slide-part="${held}"]`);
    expect(await heldSlide.isVisible()).toBe(true);
    expect(await page().locator('[data-testid="hero-slide"] > :not([hidden])').count()).toBe(1);
    await page().clock.runFor(30_000);
    expect(await slideShown()).toBe(held);
    expect(await scriptsRun(page())).toEqual({ tags: [], awake: null, federation: false });
    expect(asked).toEqual([]);
    // A later tap wakes the app: the slide showing and the pause stay as they were, with no hydration error.
    await page().clock.resume();
    await wakeTheApp(page());
    expect(await slideShown()).toBe(held);
    expect(await heldSlide.isVisible()).toBe(true);
    await page().clock.runFor(30_000);
    expect(await slideShown()).toBe(held);
    // React has it from there: play, and the next slide comes after its 10 s (a click event alone: a tap would also
    // leave the pointer over the hero, which holds the slide as hovering does).
    await page().getByRole('button', { name: 'Play slideshow' }).dispatchEvent('click');
    await page().clock.runFor(10_500);
    expect(await slideShown()).toBe(String((Number(held) % 3) + 1));
    expect(errors()).toEqual([]);
  });

  it('raises a counter scrolled into view to its figure, with no application script', async () => {
    const asked = scriptRequests(page());
    await page().goto(`${state.baseUrl}/`);
    const students = page().getByTestId('counter-students');
    await students.waitFor({ state: 'attached' });
    const shown = () =>
      students.evaluate((figure) => Number(getComputedStyle(figure, '::after').getPropertyValue('--shown')));
    expect(await shown()).toBe(0);
    await students.scrollIntoViewIfNeeded();
    // Seen rising (between 0 and the figure), then at the figure; the figure is the text all along.
    await page().waitForFunction(
      (figure) => {
        const value = Number(getComputedStyle(figure!, '::after').getPropertyValue('--shown'));
        return value > 0 && value < 1000;
      },
      await students.elementHandle(),
      { polling: 'raf' },
    );
    await page().waitForFunction(
      (figure) => getComputedStyle(figure!, '::after').getPropertyValue('--shown') === '1000',
      await students.elementHandle(),
    );
    expect(await students.textContent()).toBe('1000');
    expect(await scriptsRun(page())).toEqual({ tags: [], awake: null, federation: false });
    expect(asked).toEqual([]);
    // The app, woken later, leaves them at their figure.
    await wakeTheApp(page());
    expect(await shown()).toBe(1000);
    expect(errors()).toEqual([]);
  });

  it('under reduced motion, neither turns the slides nor raises the counters', async () => {
    await page().emulateMedia({ reducedMotion: 'reduce' });
    await page().clock.install();
    await page().goto(`${state.baseUrl}/`);
    await page().getByTestId('hero-slide').waitFor();
    await page().clock.runFor(30_000);
    expect(await slideShown()).toBe('1');
    const students = page().getByTestId('counter-students');
    await students.scrollIntoViewIfNeeded();
    expect(await students.evaluate((figure) => getComputedStyle(figure, '::after').content)).toBe('none');
    expect(await students.textContent()).toBe('1000');
    expect(await scriptsRun(page())).toEqual({ tags: [], awake: null, federation: false });
    expect(errors()).toEqual([]);
  });
});
