import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe's serious and critical findings on the page as `rule: targets` lines (an empty list is a pass); with
 * `everyImpact`, the minor and moderate ones too.
 *
 * axe checks colour contrast by writing inline styles into the page, which the site's CSP refuses and reports: when
 * `consoleErrors` (from `watchConsole`) is given, those reports are the test tool's and are taken out of it (the
 * page is idle while axe runs).
 */
export async function axeFindings(
  page: Page,
  consoleErrors?: string[],
  { everyImpact = false } = {},
): Promise<string[]> {
  const before = consoleErrors?.length ?? 0;
  const results = await new AxeBuilder({ page }).analyze();
  if (consoleErrors) {
    const fromAxe = consoleErrors.splice(before).filter((error) => !error.includes('Content Security Policy'));
    consoleErrors.push(...fromAxe);
  }
  return results.violations
    .filter((violation) => everyImpact || ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
}
