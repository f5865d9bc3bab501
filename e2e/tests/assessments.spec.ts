import type { Page } from 'playwright-core';
import { axeFindings } from '../support/axe';
import { DESKTOP_VIEWPORT, useBrowser } from '../support/browser';
import { linkIn, mailTo } from '../support/mail';
import { PHONE } from '../support/phone';
import { applicationBody, signInAsAdmin, state } from './dashboard-support';

const browser = useBrowser();

/** Nothing wider than the screen and nothing serious for axe. */
async function expectUsable(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await axeFindings(page)).toEqual([]);
}

/**
 * The office scores a child's assessment, prepares an offer the family does not see, and releases it: only then does
 * the family's page show the offer. (The release at a set time is proven against the API's injected clock in
 * api/src/admissions/assessments/prepared-decisions.spec.ts; the browser releases "now".)
 */
describe.each([
  ['a phone', PHONE.viewport],
  ['a desktop', DESKTOP_VIEWPORT],
])('assessment scored, then the decision released, on %s', (_name, viewport) => {
  it('keeps the prepared offer from the family until it is released', async () => {
    const stamp = `${viewport.width}-${Date.now()}`;
    const parentEmail = `assessed-${stamp}@example.com`;
    const surname = `Scored${viewport.width}`;
    const submitted = await fetch(`${state.apiUrl}/api/form`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...applicationBody(surname), classAppliedFor: 'primary3', parentEmail }),
    });
    expect(submitted.status).toBe(201);
    const { reference } = (await submitted.json()) as { reference: string };
    const childName = `Kemi ${surname}`;

    const staff = await browser().newContext({ viewport });
    const family = await browser().newContext({ viewport });
    try {
      const office = await staff.newPage();
      office.setDefaultTimeout(20_000);
      await signInAsAdmin(office);

      // Scores, with a mistake first: the error summary names it and links to the field.
      await office.goto(`${state.baseUrl}/dashboard/applications/${reference}`);
      const scores = office.getByRole('form', { name: 'Record the scores' });
      await scores.getByLabel('English score (out of 30)').fill('35');
      await scores.getByLabel('Mathematics score (out of 30)').fill('26');
      await scores.getByLabel('Reasoning score (out of 20)').fill('15');
      await scores.getByLabel('Interview score (out of 20)').fill('17');
      await scores.getByLabel('English comment (optional)').fill('Reads aloud with confidence');
      await scores.getByRole('button', { name: 'Save scores' }).click();
      await scores.getByRole('link', { name: 'The score for English can be at most 30' }).click();
      expect(await office.evaluate(() => document.activeElement?.id)).toBe('score-english');
      await office.keyboard.press('ControlOrMeta+a');
      await office.keyboard.type('24');
      await scores.getByRole('button', { name: 'Save scores' }).click();
      await office.getByText('Total: 82 of 100 (82%)').waitFor();
      await expectUsable(office, viewport.width);

      // An offer, prepared: nothing reaches the family yet.
      const prepare = office.getByRole('form', { name: 'Prepare a decision' });
      await prepare.getByLabel('Decision').selectOption('offered');
      await prepare.getByLabel('Acceptance fee (naira)').fill('75,000');
      await prepare.getByRole('button', { name: 'Prepare the decision' }).click();
      // No document is in yet: the office says why it offers all the same.
      await prepare.getByLabel('Why offer the place without them?').fill('Documents come at the first visit');
      await prepare.getByRole('button', { name: 'Prepare the decision' }).click();
      await office.getByText(/The family sees nothing until it is released/).waitFor();
      await office
        .getByTestId('prepared-decision')
        .getByText(/No release time set yet/)
        .waitFor();

      const received = await mailTo(parentEmail, /^We received your application/);
      const parent = await family.newPage();
      parent.setDefaultTimeout(20_000);
      await parent.goto(linkIn(received, `${state.baseUrl}/my-applications#token=`));
      await parent.getByRole('heading', { level: 2, name: childName }).waitFor();
      expect(await parent.getByTestId('parent-application-status').textContent()).toBe('Received');
      expect(await parent.getByText(/acceptance fee/i).count()).toBe(0);

      // The prepared decisions page: this one listed, released now after confirming.
      await office.goto(`${state.baseUrl}/dashboard/prepared-decisions`);
      const waiting = office.getByRole('table', { name: 'Decisions waiting for release' });
      await waiting.getByRole('link', { name: childName }).waitFor();
      await expectUsable(office, viewport.width);
      await waiting.getByLabel(`Choose ${childName}`).check();
      await office.getByRole('button', { name: 'Release now' }).click();
      await office.getByRole('button', { name: 'Yes, release now' }).click();
      await office.getByText('Released 1 decision to the families.').waitFor();
      await office.getByRole('table', { name: 'Decisions released' }).getByRole('link', { name: childName }).waitFor();
      await expectUsable(office, viewport.width);

      // Now the family sees the offer, and hears of it (the offer letter e-mail).
      await parent.reload();
      await parent.getByRole('heading', { level: 2, name: childName }).waitFor();
      await parent.getByTestId('parent-application-status').getByText('Offered').waitFor();
      await mailTo(parentEmail, new RegExp(`^A place for ${childName}`));

      // The scores it was decided on are kept as they were.
      await office.goto(`${state.baseUrl}/dashboard/applications/${reference}`);
      await office.getByText(/these scores are kept as they were/).waitFor();
      await expectUsable(office, viewport.width);
    } finally {
      await Promise.all([staff.close(), family.close()]);
    }
  }, 180_000);
});
