import { useFreshPage } from '../support/browser';
import { readState } from '../support/state';

/** Issue 18 item 3: the pages work with the CSP the Node server sends, and the browser reports no violation. */
const state = readState();
const { page, errors } = useFreshPage();

const PAGES: Array<[string, RegExp]> = [
  ['/', /Welcome to/],
  ['/blog', /News|Blog/i],
  ['/admission', /Admission/i],
  ['/login', /Sign in|Log in/i],
];

describe('the content security policy', () => {
  it.each(PAGES)('%s renders with the CSP on and reports no violation', async (pathname, heading) => {
    await page().addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const response = await page().goto(`${state.baseUrl}${pathname}`);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page().getByRole('heading', { level: 1, name: heading }).first().waitFor();
    await page().waitForLoadState('networkidle');
    const violations = await page().evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations).toEqual([]);
    expect(errors().filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });
});
