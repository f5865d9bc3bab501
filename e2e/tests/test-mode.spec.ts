import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { useFreshPage } from '../support/browser';
import { readState } from '../support/state';
import { signIn } from './dashboard-support';

const state = readState();
const { page } = useFreshPage({ viewport: { width: 375, height: 740 } });

const TEXT = 'TEST MODE Payments on this site go to a built-in sandbox: no real money moves.';

/** The banner is present, readable, above everything else and covering none of it. */
async function expectBannerAtTop(current: Page, below: string) {
  const banner = current.getByRole('region', { name: 'Test mode' });
  await banner.waitFor();
  expect((await banner.textContent())?.replace(/\s+/g, ' ').trim()).toBe(TEXT);
  const box = (await banner.boundingBox())!;
  const next = (await current.locator(below).first().boundingBox())!;
  expect(box.y).toBe(0);
  expect(box.width).toBe(375);
  expect(next.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
  expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('static');
  // Its text wraps inside the viewport: nothing of it is cut off or needs sideways scrolling.
  expect(await banner.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  const results = await new AxeBuilder({ page: current }).include('[data-testid="test-mode-banner"]').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** The browser suite's API runs PAYMENT_MODE=sandbox (the starter chose it), so every page must say so. */
describe('TEST MODE on every page at 375 px', () => {
  it.each([
    ['/', 'header.icast-header'],
    ['/payment', 'header.icast-header'],
    ['/application', 'header.icast-header'],
    ['/login', 'main, h1'],
  ])('%s', async (path, below) => {
    await page().goto(`${state.baseUrl}${path}`);
    await expectBannerAtTop(page(), below);
  });

  it('the dashboard, signed in', async () => {
    await page().goto(`${state.baseUrl}/login`);
    await signIn(page());
    await page().waitForURL('**/dashboard/home');
    await expectBannerAtTop(page(), 'main, nav');
  });
});
