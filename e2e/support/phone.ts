import type { Page } from 'playwright-core';
import { axeFindings } from './axe';

/** A phone parents have: 375 px wide. */
export const PHONE = { viewport: { width: 375, height: 740 } };

/** Nothing wider than the phone, and axe finds nothing serious or critical on the page. */
export async function expectUsableOnPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeFindings(page)).toEqual([]);
}
