import type { Page } from 'playwright-core';
import { sampleApplication } from '@icast/contracts';
import { axeFindings } from '../support/axe';
import { useBrowser } from '../support/browser';
import { linkIn, mailTo } from '../support/mail';
import { signInAsAdmin, state } from './dashboard-support';

const browser = useBrowser();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** An application for JSS1 (no immunisation record asked), from a family of its own. */
async function submitApplication(parentEmail: string, firstname: string): Promise<string> {
  const response = await fetch(`${state.apiUrl}/api/form`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(sampleApplication({ classAppliedFor: 'jss1', surname: 'Adebayo', firstname, parentEmail })),
  });
  expect([response.status, await response.clone().text()]).toEqual([201, expect.any(String)]);
  return ((await response.json()) as { reference: string }).reference;
}

/** A first name no other run used: letters only, as the form asks. */
const uniqueName = () =>
  `Ife${[...String(Date.now() % 1_000_000)].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`;

/** The number the bell's name gives ("Notifications, 3 unread"; none is 0). */
async function unreadIn(page: Page): Promise<number> {
  const name = (await page.locator('button.dash-bell').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

describe.each([
  ['a phone', { width: 375, height: 740 }],
  ['a desktop', { width: 1280, height: 800 }],
])('a family upload in the staff bell, on %s', (_name, viewport) => {
  it('shows the family what is still needed, then staff the upload in the count and the list, and marks it read', async () => {
    const firstname = uniqueName();
    const parentEmail = `activity-${Date.now()}-${viewport.width}@example.com`;
    const staff = await browser().newContext({ viewport });
    const family = await browser().newContext({ viewport });
    try {
      const office = await staff.newPage();
      await signInAsAdmin(office);
      await office.locator('button.dash-bell').waitFor();
      const before = await unreadIn(office);

      const reference = await submitApplication(parentEmail, firstname);
      const received = await mailTo(parentEmail, /^We received your application/);
      const page = await family.newPage();
      await page.goto(linkIn(received, `${state.baseUrl}/my-applications#token=`));
      await page.getByRole('heading', { level: 2, name: `${firstname} Adebayo` }).waitFor();
      const stillNeeded = page.getByTestId('documents-still-needed');
      await stillNeeded.getByText('Still to send: birth certificate, passport photograph, last report card.').waitFor();

      const birth = page.getByTestId('document-birthCertificate');
      await birth.getByLabel('Upload the birth certificate').setInputFiles({
        name: 'birth-certificate.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await birth.getByRole('button', { name: 'Send' }).click();
      await page.getByText('Birth certificate sent. The admissions office will look at it.').waitFor();
      await stillNeeded.getByText('Still to send: passport photograph, last report card.').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await axeFindings(page)).toEqual([]);

      // Staff: the bell asks again when opened; the count rises by the upload and the entry leads to the application.
      const bell = office.locator('button.dash-bell');
      await bell.click();
      const panel = office.getByRole('region', { name: 'Notifications' });
      const entry = panel.getByRole('link', { name: new RegExp(`Birth certificate uploaded: ${firstname} Adebayo`) });
      await entry.waitFor();
      expect(await entry.textContent()).toContain(`(${reference})`);
      expect(await entry.textContent()).toMatch(/^Unread: /);
      // Other journeys on this site (an enquiry, a booking) may add entries meanwhile: at least the upload counts.
      const withUpload = await unreadIn(office);
      expect(withUpload).toBeGreaterThanOrEqual(before + 1);
      expect(await axeFindings(office)).toEqual([]);
      // The open list fits the screen: nothing wider than the viewport, on a phone too.
      expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await entry.click();
      await office.waitForURL(`**/dashboard/applications/${reference}`);
      // Opening the entry marked it read: the count drops by it, and says as many as the list marks unread.
      const until = Date.now() + 15_000;
      while ((await unreadIn(office)) >= withUpload && Date.now() < until) await office.waitForTimeout(200);
      expect(await unreadIn(office)).toBeLessThan(withUpload);
      await bell.click();
      const read = panel.getByRole('link', { name: new RegExp(`Birth certificate uploaded: ${firstname} Adebayo`) });
      expect(await read.textContent()).not.toMatch(/^Unread: /);
      const markedUnread = await panel.getByRole('link', { name: /^Unread: / }).count();
      expect(await unreadIn(office)).toBe(markedUnread);
      if (before > 0) {
        await panel.getByRole('button', { name: 'Mark all read' }).click();
        await office.getByRole('button', { name: 'Notifications, none unread' }).waitFor();
      }
      await office.keyboard.press('Escape');
      expect(await bell.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await Promise.all([staff.close(), family.close()]);
    }
  });
});
