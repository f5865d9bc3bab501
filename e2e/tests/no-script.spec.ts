import { createHash } from 'node:crypto';
import { COLLECTIONS, sampleApplication, type ApplicationSubmitted } from '@icast/contracts';
import {
  CONSENT,
  CONTACT_THANKS_AFTER_POST,
  NEWSLETTER_SUBSCRIBE_ANSWER,
  PORTAL_NO_MATCH_MESSAGE,
  SITE,
  telHref,
  whatsappHref,
} from '@icast/content';
import { DESKTOP_VIEWPORT, useFreshPage } from '../support/browser';
import { mailTo } from '../support/mail';
import { withDatabase } from '../support/public-site';
import { readState } from '../support/state';
import { publicPagesOfTheRouteTable } from '../support/public-routes';

/**
 * The site as a phone that runs no script reads it (Opera Mini's extreme mode, an old browser): every public page is
 * finished HTML, with its content, its pictures and its navigation as plain links, and the contact form, the
 * newsletter sign-up, the status lookup and the portal picker work as plain form posts answered with a page.
 */
const state = readState();
const { page, context, errors } = useFreshPage({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
const stamp = Date.now();

/**
 * Every public route of the one route table (so a page added later is checked too); a route with a parameter by a
 * sample address. Left out: the pages that need what a fresh visitor has not got (a token, a payment, a link from
 * an e-mail, a post or event made first): the browser draws those, and the dashboard's.
 */
const PUBLIC_PAGES = publicPagesOfTheRouteTable();

/** The form of the page's main region with this accessible name or class (the shell's chat has forms of its own). */
const mainForm = (selector: string) => page().locator(`main ${selector}`);

describe('a browser that runs no script', () => {
  it.each(PUBLIC_PAGES)(
    'reads %s: its heading, its content, its pictures and the way to every other page',
    async (path) => {
      const response = await page().goto(`${state.baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      // The page itself is in the HTML: the template's notice for browsers without script is not what carries it.
      expect(await response?.text()).not.toContain('<noscript>');
      const heading = page().locator('main h1').first();
      expect(await heading.isVisible()).toBe(true);
      expect((await heading.textContent())?.trim().length).toBeGreaterThan(2);
      expect((await page().locator('main').innerText()).length).toBeGreaterThan(100);
      // Pictures are real images in the HTML, their space reserved.
      for (const image of await page().locator('main img').all()) {
        const [src, width, height] = await Promise.all(
          ['src', 'width', 'height'].map((name) => image.getAttribute(name)),
        );
        expect([path, Boolean(src), Number(width) > 0, Number(height) > 0]).toEqual([path, true, true, true]);
      }
      const quickLinks = page().locator('footer nav[aria-label="Quick links"] a');
      expect(await quickLinks.count()).toBeGreaterThanOrEqual(6);
      expect(await page().locator('footer a[href^="tel:"]').first().isVisible()).toBe(true);
    },
  );

  it("shows the home page's first slide, still, and the counters at their figures", async () => {
    await page().goto(`${state.baseUrl}/`);
    const slides = page().locator('[data-testid="hero-slide"] > [aria-roledescription="slide"]');
    expect(await slides.count()).toBe(3);
    expect(await slides.evaluateAll((all) => all.map((slide) => (slide as HTMLElement).hidden))).toEqual([
      false,
      true,
      true,
    ]);
    expect(await page().getByRole('button', { name: 'Pause slideshow' }).isVisible()).toBe(true);
    const students = page().getByTestId('counter-students');
    await students.scrollIntoViewIfNeeded();
    expect(await students.textContent()).toBe('1000');
    // Drawn as its text: no number drawn over it, and not see-through.
    expect(
      await students.evaluate((figure) => [
        getComputedStyle(figure, '::after').content,
        getComputedStyle(figure).color,
      ]),
    ).toEqual(['none', expect.not.stringMatching(/^rgba\(0, 0, 0, 0\)$/)]);
  });

  it.each(['/', '/about'])(
    "is styled by %s's own first bytes: its first screen's rules inline and allowed, the style sheets after it",
    async (path) => {
      // Drawn once before, as every visitor after the first gets it: the page and its inline rules are kept.
      await page().request.get(`${state.baseUrl}${path}`);
      // No style sheet arrives at all: what styles the page is what came inline.
      await page().route(/\.css(\?|$)/, (route) => route.abort());
      const response = await page().goto(`${state.baseUrl}${path}`);
      const drawn = await page().evaluate(() => ({
        inline: Array.from(document.head.querySelectorAll('style'), (style) => style.textContent ?? ''),
        linkedInHead: document.head.querySelectorAll('link[rel="stylesheet"]').length,
        linkedAfterPage: document.querySelectorAll('body > link[rel="stylesheet"]').length,
        margin: getComputedStyle(document.body).margin,
        text: getComputedStyle(document.body).fontFamily,
        heading: getComputedStyle(document.querySelector('main h1')!).fontFamily,
      }));
      expect(drawn).toMatchObject({ linkedInHead: 0, margin: '0px' });
      expect(drawn.linkedAfterPage).toBeGreaterThan(0);
      expect(drawn.text).toMatch(/^"?Nunito/);
      expect(drawn.heading).toMatch(/^"?Merriweather/);
      expect(drawn.inline).toHaveLength(1);
      const policy = response?.headers()['content-security-policy'] ?? '';
      const styleSrc = policy.split('; ').find((directive) => directive.startsWith('style-src '));
      expect(styleSrc).toContain(`'sha256-${createHash('sha256').update(drawn.inline[0]!).digest('base64')}'`);
      expect(errors().filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    },
  );

  it('follows every link of the main navigation at 1280 px to a page that renders', async () => {
    await page().setViewportSize(DESKTOP_VIEWPORT);
    await page().goto(`${state.baseUrl}/`);
    const hrefs = await page().locator('header nav[aria-label="Main"] a[href^="/"]').all();
    const paths = [...new Set(await Promise.all(hrefs.map((link) => link.getAttribute('href'))))].filter(
      (href): href is string => Boolean(href),
    );
    expect(paths.length).toBeGreaterThanOrEqual(8);
    for (const path of paths) {
      const response = await page().goto(`${state.baseUrl}${path}`);
      expect([path, response?.status()]).toEqual([path, 200]);
      const heading = (await page().locator('main h1').first().textContent())?.trim() ?? '';
      expect([path, heading.length > 2]).toEqual([path, true]);
    }
  });

  it('opens the menu at 375 px and follows a link from it; opens the About list inside it', async () => {
    await page().goto(`${state.baseUrl}/`);
    const nav = page().locator('header nav[aria-label="Main"]');
    expect(await nav.isVisible()).toBe(false);
    await page()
      .locator('header summary', { hasText: /^Menu$/ })
      .click();
    expect(await nav.isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Facilities' }).isVisible()).toBe(false);
    await nav.locator('summary', { hasText: /^About$/ }).click();
    await nav.getByRole('link', { name: 'Facilities' }).click();
    await page().waitForURL(`${state.baseUrl}/facilities`);
    expect(await page().locator('main h1').first().textContent()).toMatch(/Facilities/);
    // The next page is a new page: its menu is closed.
    expect(await nav.isVisible()).toBe(false);
  });

  it('opens an FAQ answer and an admission step with a tap, one open at a time', async () => {
    await page().goto(`${state.baseUrl}/faq`);
    const answers = page().locator('main .icast-accordion__panel');
    expect(await answers.filter({ visible: true }).count()).toBe(0);
    await page().locator('main summary').nth(3).click();
    expect(await answers.nth(3).isVisible()).toBe(true);
    await page().locator('main summary').nth(4).click();
    expect(await answers.nth(4).isVisible()).toBe(true);
    expect(await answers.filter({ visible: true }).count()).toBe(1);

    await page().goto(`${state.baseUrl}/admission`);
    const steps = page().locator('main .icast-accordion__panel');
    expect(await steps.first().isVisible()).toBe(true);
    await page().locator('main summary').nth(2).click();
    expect(await steps.nth(2).isVisible()).toBe(true);
    expect(await steps.first().isVisible()).toBe(false);
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

describe('the forms, as plain form posts', () => {
  it('sends a contact message: the office has it, the sender is thanked and e-mailed; a refresh sends nothing again', async () => {
    const email = `noscript-${stamp}@example.com`;
    await page().goto(`${state.baseUrl}/contacts?subject=Boarding%20places`);
    const form = mainForm('form.pub-form');
    expect(await form.getByLabel('Subject').inputValue()).toBe('Boarding places');
    await form.getByLabel('Your name').fill('Bola Ade');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Phone').fill('0803 123 4567');
    await form.getByLabel('Message').fill('Is there a JSS1 boarding place for September?');
    await form.getByRole('button', { name: 'Send' }).click();
    await page().waitForURL(`${state.baseUrl}/contacts?sent=1`);
    expect(await page().getByText(CONTACT_THANKS_AFTER_POST).isVisible()).toBe(true);
    const stored = () => withDatabase((db) => db.collection(COLLECTIONS.contactMessages).find({ email }).toArray());
    expect(await stored()).toEqual([
      expect.objectContaining({ name: 'Bola Ade', subject: 'Boarding places', tel: '0803 123 4567' }),
    ]);
    await mailTo(email, /^We received your message: Boarding places$/);
    await page().reload();
    expect(await page().getByText(CONTACT_THANKS_AFTER_POST).isVisible()).toBe(true);
    expect(await stored()).toHaveLength(1);
  });

  it('draws the contact page again with each refusal at its field, everything typed kept', async () => {
    const email = `noscript-refused-${stamp}@example`;
    await page().goto(`${state.baseUrl}/contacts`);
    const form = mainForm('form.pub-form');
    await form.getByLabel('Your name').fill('Bola Ade');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Phone').fill('12');
    await form.getByLabel('Subject').fill('Fees');
    await form.getByLabel('Message').fill('What are the fees for Primary 3?');
    await form.getByRole('button', { name: 'Send' }).click();
    await page().waitForURL(`${state.baseUrl}/contacts`);
    const summary = page().getByRole('alert').filter({ hasText: 'There is a problem' });
    expect(await summary.isVisible()).toBe(true);
    const links = await summary.getByRole('link').all();
    expect(await Promise.all(links.map((link) => link.getAttribute('href')))).toEqual([
      '#contact-email',
      '#contact-tel',
    ]);
    expect(await form.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Your name').getAttribute('aria-invalid')).toBeNull();
    expect(await form.getByLabel('E-mail').inputValue()).toBe(email);
    expect(await form.getByLabel('Message').inputValue()).toBe('What are the fees for Primary 3?');
    expect(await withDatabase((db) => db.collection(COLLECTIONS.contactMessages).countDocuments({ email }))).toBe(0);
  });

  it('subscribes to the newsletter: the subscriber is stored and told what to do next', async () => {
    const email = `noscript-news-${stamp}@example.com`;
    await page().goto(`${state.baseUrl}/`);
    const box = page().locator('main form.pub-newsletter__form');
    await box.getByLabel('E-mail address').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await page().waitForURL(`${state.baseUrl}/?subscribed=1#newsletter-heading`);
    expect(await page().getByText(NEWSLETTER_SUBSCRIBE_ANSWER).isVisible()).toBe(true);
    expect(await withDatabase((db) => db.collection(COLLECTIONS.newsletterSubscribers).countDocuments({ email }))).toBe(
      1,
    );
    await mailTo(email, /^Please confirm your ICAST Schools newsletter subscription$/);
  });

  it('marks the newsletter field with the refusal and keeps the address typed', async () => {
    await page().goto(`${state.baseUrl}/`);
    const box = page().locator('main form.pub-newsletter__form');
    await box.getByLabel('E-mail address').fill('noscript@example');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await page().waitForURL(`${state.baseUrl}/?index`);
    const field = page().locator('main form.pub-newsletter__form').getByLabel('E-mail address');
    expect(await field.inputValue()).toBe('noscript@example');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page().locator('#newsletter-note').textContent()).toMatch(/e-mail address/);
  });

  it('looks up an application: problems at their fields first, then the status on the page', async () => {
    const submitted = await fetch(`${state.apiUrl}/api/form`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(
        sampleApplication({ dob: '2017-02-11', parentEmail: `noscript-parent-${stamp}@example.com` }),
      ),
    });
    expect(submitted.status).toBe(201);
    const { reference } = (await submitted.json()) as ApplicationSubmitted;

    await page().goto(`${state.baseUrl}/application`);
    const lookup = page().getByRole('form', { name: 'Application status lookup' });
    await lookup.getByLabel('Application reference').fill(reference);
    await lookup.getByRole('button', { name: 'Check status' }).click();
    const summary = page().getByRole('alert').filter({ hasText: 'There is a problem' });
    expect(await summary.getByRole('link', { name: "Enter your child's date of birth" }).getAttribute('href')).toBe(
      '#field-dob',
    );
    expect(await lookup.getByLabel('Application reference').inputValue()).toBe(reference);

    const dob = lookup.getByRole('group', { name: "Child's date of birth" });
    await dob.getByLabel('Day').fill('11');
    await dob.getByLabel('Month').fill('2');
    await dob.getByLabel('Year').fill('2017');
    await lookup.getByRole('button', { name: 'Check status' }).click();
    expect(await page().getByTestId('application-status').textContent()).toBe('Received');
    expect(page().url()).toBe(`${state.baseUrl}/application#status`);
  });

  it('answers the portal picker with the way on to the chosen portal, or says no portal matches', async () => {
    // The portal is the provider's site: answered here, so the test needs no one else's server.
    await page().route(
      (url) => url.origin !== new URL(state.baseUrl).origin,
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Portal sign-in</h1>' }),
    );
    await page().goto(`${state.baseUrl}/portal`);
    const picker = page().getByRole('form', { name: 'Choose your portal' });
    await picker.getByLabel('Elebu').check();
    await picker.getByRole('button', { name: 'Submit' }).click();
    await page().waitForURL(`${state.baseUrl}/portal`);
    expect(await page().getByRole('alert').textContent()).toContain(PORTAL_NO_MATCH_MESSAGE);
    expect(await picker.getByLabel('Elebu').isChecked()).toBe(true);

    await picker.getByRole('group', { name: 'Class level' }).getByLabel('Primary').check();
    await picker.getByRole('group', { name: 'I am' }).getByLabel('Parent').check();
    await picker.getByRole('button', { name: 'Submit' }).click();
    // A page with the way on, not a redirect: the page's CSP (form-action 'self') stops a form's redirect elsewhere.
    await page().getByRole('link', { name: 'Continue to sign in' }).click();
    await page().waitForURL((url) => url.pathname.endsWith('/icast-elebu-parent/login'));
    expect(await page().getByRole('heading', { name: 'Portal sign-in' }).isVisible()).toBe(true);
  });
});
