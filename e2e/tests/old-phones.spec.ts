import { SITE, telHref, whatsappHref } from '@icast/content';
import { useFreshPage } from '../support/browser';
import { readState } from '../support/state';

/**
 * What a phone that runs no script (or cannot parse the bundles) still gets from the page: public pages are finished
 * HTML, so the school's contacts are in the page itself (the footer, the contact blocks), not in a <noscript> notice.
 */
const state = readState();
const { page } = useFreshPage({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

describe('a browser that runs no script', () => {
  it("finds the school's phone, WhatsApp and e-mail as links in the raw HTML of every page", async () => {
    for (const pathname of ['/', '/blog', '/admission']) {
      const html = await (await fetch(`${state.baseUrl}${pathname}`)).text();
      expect(html).not.toContain('<noscript>');
      for (const phone of SITE.phones) expect(html).toContain(`<a href="${telHref(phone)}">${phone}</a>`);
      expect(html).toContain(`href="${whatsappHref(SITE.whatsapp)}`);
      expect(html).toContain(`<a href="mailto:${SITE.email}">${SITE.email}</a>`);
    }
  });

  it('shows them as links a parent can tap on a 375 px phone', async () => {
    await page().goto(`${state.baseUrl}/`);
    for (const href of [...SITE.phones.map(telHref), whatsappHref(SITE.whatsapp), `mailto:${SITE.email}`]) {
      expect([href, await page().locator(`a[href="${href}"]`).first().isVisible()]).toEqual([href, true]);
    }
    const overflow = await page().evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
