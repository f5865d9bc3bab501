import type { Page } from 'playwright-core';

/** The public pages, each with the heading that shows its remote rendered. */
export const CSP_PAGES: Array<[string, RegExp]> = [
  ['/', /Welcome to/],
  ['/blog', /News|Blog/i],
  ['/admission', /Admission/i],
  ['/login', /Sign in|Log in/i],
];

/**
 * Loads the page, waits for its remote to render, and returns what the browser refused under the page's CSP
 * (securitypolicyviolation events and console CSP errors) with the CSP header it was sent.
 */
export async function loadUnderCsp(page: Page, errors: string[], url: string, heading: RegExp) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const response = await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return {
    policy: response?.headers()['content-security-policy'],
    refused: [...violations, ...errors.filter((error) => /Content Security Policy/i.test(error))],
  };
}
