import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { slotTime, startTermChoices } from '@icast/contracts';
import { useBrowser } from '../support/browser';
import { linkIn, mailTo } from '../support/mail';
import { signIn, state } from './dashboard-support';

const browser = useBrowser();
const PHONE = { viewport: { width: 375, height: 740 } };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function expectUsableOnPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const severe = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(severe.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

/** An application as the form sends it, from a family of its own. */
async function submitApplication(parentEmail: string): Promise<string> {
  const response = await fetch(`${state.apiUrl}/api/form`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      classAppliedFor: 'primary3',
      campus: 'elewura',
      attendance: 'day',
      startTerm: startTermChoices()[1]!.value,
      surname: 'Okafor',
      firstname: 'Chidi',
      sex: 'male',
      dob: '2017-02-11',
      state: 'Anambra',
      fatherSurname: 'Okafor',
      fatherFirstname: 'Emeka',
      relationshipOfFather: 'Father',
      motherSurname: 'Okafor',
      motherFirstname: 'Ngozi',
      relationshipOfMother: 'Mother',
      parentEmail,
      parentPhone: '0803 765 4321',
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

describe("the family's page, on a phone", () => {
  it('sends a document and books the entrance assessment from the e-mailed link, by keyboard', async () => {
    const parentEmail = `family-${Date.now()}@example.com`;
    const startsAt = new Date(Date.now() + 4 * 24 * 60 * 60 * 1000);
    startsAt.setUTCHours(8, Math.floor(Math.random() * 59), 0, 0);
    const staff = await browser().newContext(PHONE);
    const family = await browser().newContext(PHONE);
    try {
      const office = await staff.newPage();
      await office.goto(`${state.baseUrl}/login`);
      await signIn(office);
      await office.waitForURL('**/dashboard/home');
      await office.goto(`${state.baseUrl}/dashboard/bookings`);
      await office.getByLabel('What').selectOption('assessment');
      await office.getByLabel('Campus').selectOption('elewura');
      await office.getByLabel('Date').fill(startsAt.toISOString().slice(0, 10));
      const lagos = new Date(startsAt.getTime() + 60 * 60 * 1000);
      await office.getByLabel('Start time (Lagos)').fill(lagos.toISOString().slice(11, 16));
      await office.getByLabel('Seats').fill('3');
      await office.getByRole('button', { name: 'Publish' }).click();
      await office.getByText(/^Published: Entrance assessment/).waitFor();

      const reference = await submitApplication(parentEmail);
      const received = await mailTo(parentEmail, /^We received your application/);
      const page = await family.newPage();
      await page.goto(linkIn(received, `${state.baseUrl}/my-applications#token=`));
      await page.getByRole('heading', { level: 2, name: 'Chidi Okafor' }).waitFor();

      const birth = page.getByTestId('document-birthCertificate');
      await birth.getByLabel('Upload the birth certificate').setInputFiles({
        name: 'birth-certificate.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await birth.getByRole('button', { name: 'Send' }).click();
      await page.getByText('Birth certificate sent. The admissions office will look at it.').waitFor();
      await birth.getByText('Waiting for review').waitFor();
      expect(await birth.getByRole('link', { name: 'View birth-certificate.pdf' }).getAttribute('href')).toBe(
        `/api/parent/applications/${reference}/documents/birthCertificate`,
      );

      const assessment = page.getByTestId('family-booking-assessment');
      const choice = assessment.getByRole('radio', { name: `${slotTime(startsAt.toISOString())}, Elewura campus` });
      await choice.focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByText(/^Entrance assessment booked for/).waitFor();
      await assessment.getByTestId('booking-summary').getByText('Elewura campus').waitFor();
      await expectUsableOnPhone(page);

      const confirmation = await mailTo(parentEmail, /^Booked: Entrance assessment, /);
      expect(confirmation.attachments).toEqual([expect.objectContaining({ filename: 'icast-booking.ics' })]);
    } finally {
      await Promise.all([staff.close(), family.close()]);
    }
  });
});
