import type { SiteContent, SiteMenus } from '@icast/contracts';
import { BANNERS, CONSENT } from '@icast/content';
import { axeFindings } from '../support/axe';
import { useFreshPage, wakeTheApp } from '../support/browser';
import { readState } from '../support/state';
import { adminContext } from './dashboard-support';

const state = readState();
const { browser, page, context } = useFreshPage();

/**
 * Waits for the branded loader to finish, as a visitor would, and for the page itself: the loader is the shell's
 * and times out on its own, while the remote's page may still be downloading (a slow CI host scrolled an empty /faq).
 */
async function open(path: string) {
  await page().goto(`${state.baseUrl}${path}`);
  await page().getByTestId('branded-loader').waitFor({ state: 'detached' });
  await page().locator('main h1').first().waitFor();
  await wakeTheApp(page());
}

const mainNav = () => page().locator('header nav[aria-label="Main"]');
/** A dropdown's or the mobile menu's toggle: a <summary>, so it opens with no script. */
const toggle = (name: string) => page().locator('header summary', { hasText: new RegExp(`^${name}$`) });
const isOpen = (name: string) => toggle(name).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);

describe('public layout', () => {
  it('opens the About and Academics dropdowns by keyboard and follows a link', async () => {
    await open('/contacts');
    await toggle('About').focus();
    await page().keyboard.press('Enter');
    expect(await isOpen('About')).toBe(true);
    expect(await mainNav().getByRole('link', { name: 'Facilities' }).isVisible()).toBe(true);
    await page().keyboard.press('Escape');
    expect(await isOpen('About')).toBe(false);
    expect(await page().evaluate(() => document.activeElement?.textContent)).toBe('About');
    await page().keyboard.press('Space');
    expect(await isOpen('About')).toBe(true);
    await page().keyboard.press('Escape');

    await toggle('Academics').focus();
    await page().keyboard.press('ArrowDown');
    await page().waitForFunction(() => document.activeElement?.textContent === 'Kindergarten');
    await page().keyboard.press('ArrowDown');
    await page().waitForFunction(() => document.activeElement?.textContent === 'Primary');
    await page().keyboard.press('Enter');
    await page().waitForURL(`${state.baseUrl}/primary`);
    await page().waitForFunction(() => !document.querySelector('header .icast-dropdown details[open]'));
    expect(await mainNav().getByRole('link', { name: 'Kindergarten' }).isVisible()).toBe(false);
  });

  it('opens a dropdown by mouse hover', async () => {
    await open('/contacts');
    await toggle('About').hover();
    await mainNav().getByRole('link', { name: 'Facilities' }).waitFor();
  });

  it('at 375px the mobile menu opens and closes on a link click; no horizontal scroll at 320px', async () => {
    await page().setViewportSize({ width: 375, height: 740 });
    await open('/contacts');
    expect(await mainNav().isVisible()).toBe(false);
    await toggle('Menu').click();
    expect(await mainNav().isVisible()).toBe(true);
    const box = await toggle('Menu').boundingBox();
    expect([box!.width >= 44, box!.height >= 44]).toEqual([true, true]);
    await toggle('Academics').click();
    await mainNav().getByRole('link', { name: 'Secondary' }).click();
    await page().waitForURL(`${state.baseUrl}/secondary`);
    await mainNav().waitFor({ state: 'hidden' });
    expect(await isOpen('Menu')).toBe(false);

    for (const width of [320, 375]) {
      await page().setViewportSize({ width, height: 740 });
      for (const path of ['/', '/faq']) {
        await open(path);
        const overflow = await page().evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ width, path, overflow }).toEqual({ width, path, overflow: 0 });
      }
    }
  });

  it('changes the sticky nav style after 6px of scrolling', async () => {
    await open('/faq');
    const header = page().locator('header.icast-header');
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page().evaluate(() => window.scrollTo(0, 6));
    await page().waitForFunction(
      () => document.querySelector('header.icast-header')?.getAttribute('data-scrolled') === 'true',
    );
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    await page().evaluate(() => window.scrollTo(0, 0));
    await page().waitForFunction(
      () => document.querySelector('header.icast-header')?.getAttribute('data-scrolled') === 'false',
    );
  });

  it.each(['faq', 'payment', 'application'] as const)('shows the hero banner for /%s with Apply', async (segment) => {
    await open(`/${segment}`);
    const hero = page().getByTestId('hero-banner');
    expect(await hero.locator('.icast-hero__title').textContent()).toBe(BANNERS[segment].title);
    expect(await hero.locator('.icast-hero__tagline').textContent()).toBe(BANNERS[segment].tagline);
    expect(await hero.getByRole('link', { name: 'Apply' }).getAttribute('href')).toBe('/admission');
    expect(await page().title()).toBe(`${BANNERS[segment].title} | ICAST`);
  });

  it('has no hero banner at home', async () => {
    await open('/');
    expect(await page().getByTestId('hero-banner').count()).toBe(0);
  });

  it('Back to Top scrolls back up', async () => {
    await page().emulateMedia({ reducedMotion: 'reduce' });
    await open('/faq');
    await page().evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const button = page().getByRole('button', { name: 'Back to Top' });
    await button.click();
    await page().waitForFunction(() => {
      const target = document.getElementById('first-section');
      return target ? Math.abs(target.getBoundingClientRect().top) < 100 : window.scrollY === 0;
    });
  });

  it('hides the cookie banner after Accept, keeps it hidden after reload, with a ~365-day cookie', async () => {
    await open('/');
    const banner = page().getByRole('region', { name: CONSENT.title });
    await banner.waitFor();
    expect(await page().evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page().evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    const [cookie] = (await context().cookies()).filter((entry) => entry.name === 'userConsent');
    expect(cookie?.value).toBe('accept');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page().reload();
    await page().getByTestId('branded-loader').waitFor({ state: 'detached' });
    expect(await banner.count()).toBe(0);
  });

  it.each(['/', '/faq'])('axe finds no violations of any impact on %s', async (path) => {
    await open(path);
    await page().waitForLoadState('networkidle');
    expect(await axeFindings(page(), undefined, { everyImpact: true })).toEqual([]);
  });

  it('the school renames a menu link in the dashboard at 375 px; a visitor with scripts off sees it on the next page', async () => {
    const phone = { width: 375, height: 800 };
    const staff = await adminContext(browser());
    const api = `${state.baseUrl}/api/site-content/admin`;
    const before = ((await (await staff.page.request.get(api)).json()) as SiteContent).menus as SiteMenus;
    const visitor = await browser().newContext({ javaScriptEnabled: false, viewport: phone });
    try {
      await staff.page.setViewportSize(phone);
      await staff.page.goto(`${state.baseUrl}/dashboard/menus`);
      await staff.page.getByRole('heading', { name: 'Menu and footer links' }).waitFor();
      expect(await axeFindings(staff.page)).toEqual([]);
      expect(await staff.page.evaluate(() => document.documentElement.scrollWidth)).toBe(phone.width);
      await staff.page.locator('#mn-header-1-links-2-label').fill('Boarding house');
      await staff.page.getByRole('button', { name: 'Save the menu and footer' }).click();
      await staff.page.getByText('The menu and footer links are saved.', { exact: false }).waitFor();

      // The page the server draws: the document server keeps the site content for two seconds at most.
      const seen = await visitor.newPage();
      const link = seen.locator('header nav[aria-label="Main"]').getByRole('link', { name: 'Boarding house' });
      for (const started = Date.now(); Date.now() - started < 15_000; ) {
        await seen.goto(`${state.baseUrl}/contacts`);
        if ((await link.count()) > 0) break;
      }
      await seen.locator('header summary', { hasText: /^Menu$/ }).click();
      await seen.locator('header summary', { hasText: /^About$/ }).click();
      await link.click();
      await seen.waitForURL(`${state.baseUrl}/hostel`);
      expect(await seen.locator('main h1').first().textContent()).toContain('Hostel');
    } finally {
      // The other tests of this file expect the first menus.
      await staff.page.request.put(`${api}/menus`, { data: before });
      await visitor.close();
      await staff.context.close();
    }
  });
});
