import { useFreshPage } from '../support/browser';
import { CSP_PAGES, loadUnderCsp } from '../support/content-security-policy';
import { readState } from '../support/state';

/** The pages work with the CSP the Node server sends, and the browser reports no violation. */
const state = readState();
const { page, errors } = useFreshPage();

describe('the content security policy', () => {
  it.each(CSP_PAGES)('%s renders with the CSP on and reports no violation', async (pathname, heading) => {
    const { policy, refused } = await loadUnderCsp(page(), errors(), `${state.baseUrl}${pathname}`, heading);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(refused).toEqual([]);
  });
});
