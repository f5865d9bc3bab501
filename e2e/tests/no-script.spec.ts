import { CONSENT, SITE, telHref, whatsappHref } from '@icast/content';
import { useFreshPage } from '../support/browser';
import { readState } from '../support/state';

/**
 * The site as a phone that runs no script reads it (Opera Mini's extreme mode, an old browser): every public page is
 * finished HTML, with its content and its navigation as plain links.
 */
const state = readState();
const { page, context } = useFreshPage({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

const PUBLIC_PAGES: Array<[string, RegExp]> = [
  ['/', /Welcome to/],
  ['/about', /About/],
  ['/classes', /Our Classes/],
  ['/kindagarten', /./],
  ['/primary', /./],
  ['/secondary', /./],
  ['/activities', /School Activities/],
  ['/facilities', /Our Facilities/],
  ['/hostel', /./],
  ['/faq', /Frequently Asked Questions/],
  ['/contacts', /Contact Us/],
  ['/gallery-page', /Gallery/],
  ['/events', /Events/],
  ['/blog', /News/],
  ['/admission', /Admission/],
  ['/application', /Apply to ICAST/],
  ['/portal', /School portal/],
];

describe('a browser that runs no script', () => {
  it.each(PUBLIC_PAGES)('reads %s: its heading, its content and the way to every other page', async (path, title) => {
    await page().goto(`${state.baseUrl}${path}`);
    const heading = page().locator('main h1').first();
    expect(await heading.isVisible()).toBe(true);
    expect(await heading.textContent()).toMatch(title);
    expect((await page().locator('main').innerText()).length).toBeGreaterThan(100);
    const quickLinks = page().locator('footer nav[aria-label="Quick links"] a');
    expect(await quickLinks.count()).toBeGreaterThanOrEqual(6);
    expect(await page().locator('footer a[href^="tel:"]').first().isVisible()).toBe(true);
  });

  it('decides the cookie banner with a plain form post', async () => {
    await page().goto(`${state.baseUrl}/`);
    const banner = page().getByRole('region', { name: CONSENT.title });
    await banner.getByRole('button', { name: CONSENT.acceptLabel }).click();
    await page().waitForURL(`${state.baseUrl}/`);
    expect(await banner.count()).toBe(0);
    const [cookie] = (await context().cookies()).filter((entry) => entry.name === CONSENT.cookieName);
    expect(cookie?.value).toBe('accept');
  });

  it('follows a link as a full page load, to a page that is finished too', async () => {
    await page().goto(`${state.baseUrl}/`);
    await page()
      .getByRole('region', { name: CONSENT.title })
      .getByRole('button', { name: CONSENT.declineLabel })
      .click();
    await page().waitForURL(`${state.baseUrl}/`);
    await page().locator('footer nav[aria-label="Quick links"]').getByRole('link', { name: 'Events' }).click();
    await page().waitForURL(`${state.baseUrl}/events`);
    expect(await page().locator('main h1').first().textContent()).toMatch(/Events/);
  });

  it.each([
    ['/payment', 'Paying for the form'],
    ['/online-application', 'The online application'],
  ])('says plainly that %s needs JavaScript, with the office phone and WhatsApp', async (path, task) => {
    await page().goto(`${state.baseUrl}${path}`);
    const notice = page().getByRole('main').getByRole('complementary', { name: 'Form not responding?' });
    expect(await notice.getByText(`${task} needs a browser with JavaScript switched on`).isVisible()).toBe(true);
    for (const href of [...SITE.phones.map(telHref), whatsappHref(SITE.whatsapp)]) {
      expect([href, await notice.locator(`a[href="${href}"]`).isVisible()]).toEqual([href, true]);
    }
  });
});
