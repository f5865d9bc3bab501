import { useFreshPage, wakeTheApp } from '../support/browser';
import { readState } from '../support/state';
import { publicPagesOfTheRouteTable } from '../support/public-routes';

/** Every public page arrives as finished HTML and is taken over by the app as it is: no mismatch, no console error. */
const state = readState();
const { page, errors } = useFreshPage({ viewport: { width: 412, height: 823 } });

/**
 * Every public route of the one route table, so a page added later is checked too; a route with a parameter by a
 * sample address. Left out: the pages that need something a fresh visitor has not got (a token, a payment, a link
 * from an e-mail, a post or event made first) or that are the dashboard's.
 */
const PUBLIC_PAGES = publicPagesOfTheRouteTable(['/form']);

describe('the app takes over a server-rendered page', () => {
  it.each(PUBLIC_PAGES)('hydrates %s with no mismatch and no console error', async (path) => {
    await page().goto(`${state.baseUrl}${path}`);
    expect(await page().locator('#icast-route-data').count()).toBe(1);
    const firstHeading = await page().locator('main h1').first().textContent();
    // The page runs no application script until a control is touched: the chat button is focused, as a Tab would.
    await wakeTheApp(page());
    await page().waitForLoadState('networkidle');
    expect(errors()).toEqual([]);
    // Taken over, not drawn again: the heading the server wrote is the one on screen.
    expect(await page().locator('main h1').first().textContent()).toBe(firstHeading);
  });

  it.each([
    ['/portal', '/api/form/portal-config'],
    ['/book-a-tour', '/api/bookings/slots'],
  ])('draws %s from the data in the page: %s is not asked for again', async (path, api) => {
    const asked: string[] = [];
    page().on('request', (request) => {
      if (new URL(request.url()).pathname === api) asked.push(request.url());
    });
    await page().goto(`${state.baseUrl}${path}`);
    // A page the server drew runs no application script until touched: wake it as a parent's first touch would.
    await wakeTheApp(page());
    await page().waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(errors()).toEqual([]);
  });
});
