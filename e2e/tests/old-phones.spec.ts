import { SITE, telHref, whatsappHref } from '@icast/content';
import { useFreshPage } from '../support/browser';
import { readState } from '../support/state';

/** What a phone that runs no script (or cannot parse the bundles) still gets from the page. */
const state = readState();
const { page } = useFreshPage({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

describe('a browser that runs no script', () => {
  it("finds the school's phone, WhatsApp and e-mail in the raw HTML of every page", async () => {
    for (const pathname of ['/', '/blog', '/admission']) {
      const html = await (await fetch(`${state.baseUrl}${pathname}`)).text();
      // The built page is minified (attributes unquoted): read the links, not the exact markup.
      const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
      const links = [...noscript.matchAll(/<a\s+href="?([^">\s]+)"?\s*>([^<]+)<\/a\s*>/g)].map(([, href, text]) => [
        href,
        text,
      ]);
      expect(links).toEqual([
        ...SITE.phones.map((phone) => [telHref(phone), phone]),
        [whatsappHref(SITE.whatsapp), SITE.whatsapp],
        [`mailto:${SITE.email}`, SITE.email],
      ]);
    }
  });

  it('shows them as links a parent can tap on a 375 px phone', async () => {
    await page().goto(`${state.baseUrl}/`);
    for (const href of [...SITE.phones.map(telHref), whatsappHref(SITE.whatsapp), `mailto:${SITE.email}`]) {
      expect([href, await page().locator(`a[href="${href}"]`).isVisible()]).toEqual([href, true]);
    }
    const overflow = await page().evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
