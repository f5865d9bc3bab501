import type { Page } from 'playwright-core';
import { sampleApplication } from '@icast/contracts';
import { useBrowser } from '../support/browser';
import { readState } from '../support/state';

const state = readState();
const browser = useBrowser();
let page: Page;

beforeAll(async () => {
  page = await browser().newPage();
});

/** The draft the application keeps in this browser (mf-admissions' DRAFT_KEY), ready to submit. */
const DRAFT_KEY = 'icast.applicationDraft.v1';

describe('the privacy notice at the point of collection', () => {
  it('shows the notice and its link under the contact form, with the version as a field, and the notice page', async () => {
    await page.goto(`${state.baseUrl}/contacts`);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send' }) });
    await form.getByText('We use your details only to answer your message').waitFor();
    const link = form.getByRole('link', { name: /privacy notice/i });
    expect(await link.getAttribute('href')).toBe('/privacy');
    // Written by the server into the page, so a browser without script sends it too.
    expect(await form.locator('input[name="privacyNoticeVersion"]').inputValue()).toMatch(/^\d+$/);

    await page.goto(`${state.baseUrl}/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy notice' }).waitFor();
    await page.getByText(/^Version \d+, updated /).waitFor();
  });

  it('asks the health questions only after the consent tick, and sends none when it is left unticked', async () => {
    await page.goto(`${state.baseUrl}/online-application`);
    await page.evaluate(
      ([key, answers]) => localStorage.setItem(key, JSON.stringify({ answers, attempted: [], view: 'B' })),
      [DRAFT_KEY, sampleApplication({ parentEmail: `consent-${Date.now()}@example.com` })] as const,
    );
    await page.goto(`${state.baseUrl}/online-application?section=B`);
    const consent = page.getByRole('checkbox', { name: /keep my child's health details/ });
    await consent.waitFor();
    expect(await consent.isChecked()).toBe(false);
    expect(await page.getByLabel(/^Genotype/).count()).toBe(0);
    await consent.check();
    await page.getByLabel(/^Genotype/).selectOption('AS');
    await consent.uncheck();
    expect(await page.getByLabel(/^Genotype/).count()).toBe(0);

    await page.getByRole('button', { name: /Contact, home and health/ }).click();
    await page.getByRole('button', { name: 'Next: check your answers' }).click();
    const notice = page.getByText("We use these details only to consider your child's application");
    await notice.waitFor();
    expect(await page.getByRole('link', { name: /How we use your data/ }).getAttribute('href')).toBe('/privacy');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/form') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Submit application' }).click();
    const body = JSON.parse((await sent).postData() ?? '{}') as Record<string, string>;
    expect(body).toMatchObject({ healthConsent: 'false', privacyNoticeVersion: expect.stringMatching(/^\d+$/) });
    expect(body).not.toHaveProperty('genotype');
    await page.getByTestId('application-reference').waitFor();
  });
});
