import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** A phone parents have: 375 px wide. */
export const PHONE = { viewport: { width: 375, height: 740 } };

/** Nothing wider than the phone, and axe finds nothing serious or critical in the page's main content. */
export async function expectUsableOnPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const severe = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(severe.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}
