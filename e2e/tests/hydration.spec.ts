import { useFreshPage } from '../support/browser';
import { readState } from '../support/state';

/** Every public page arrives as finished HTML and is taken over by the app as it is: no mismatch, no console error. */
const state = readState();
const { page, errors } = useFreshPage({ viewport: { width: 412, height: 823 } });

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/classes',
  '/kindagarten',
  '/primary',
  '/secondary',
  '/activities',
  '/facilities',
  '/hostel',
  '/faq',
  '/contacts',
  '/gallery-page',
  '/events',
  '/blog',
  '/news-detail/1',
  '/admission',
  '/application',
  '/application-purchase',
  '/payment',
  '/download_form',
  '/online-application',
  '/portal',
  '/book-a-tour',
];

describe('the app takes over a server-rendered page', () => {
  it.each(PUBLIC_PAGES)('hydrates %s with no mismatch and no console error', async (path) => {
    await page().goto(`${state.baseUrl}${path}`);
    expect(await page().locator('#icast-route-data').count()).toBe(1);
    const firstHeading = await page().locator('main h1').first().textContent();
    await page().locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page().waitForLoadState('networkidle');
    expect(errors()).toEqual([]);
    // Taken over, not drawn again: the heading the server wrote is the one on screen.
    expect(await page().locator('main h1').first().textContent()).toBe(firstHeading);
  });
});
