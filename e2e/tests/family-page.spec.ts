import { slotTime, startTermChoices } from '@icast/contracts';
import { useBrowser } from '../support/browser';
import { expectUsableOnPhone, PHONE } from '../support/phone';
import { linkIn, mailTo } from '../support/mail';
import { publishSlot, signInAsAdmin, state } from './dashboard-support';

const browser = useBrowser();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** An application as the form sends it, from a family of its own. */
async function submitApplication(parentEmail: string, firstname = 'Chidi'): Promise<string> {
  const response = await fetch(`${state.apiUrl}/api/form`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      classAppliedFor: 'primary3',
      campus: 'elewura',
      attendance: 'day',
      startTerm: startTermChoices()[1]!.value,
      surname: 'Okafor',
      firstname,
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
      await signInAsAdmin(office);
      await publishSlot(office, { kind: 'assessment', campus: 'elewura', startsAt, seats: 3 });

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

  it('opens a newer link in the same tab, where only the fragment changes', async () => {
    const stamp = Date.now();
    const [first, second] = [`same-tab-a-${stamp}@example.com`, `same-tab-b-${stamp}@example.com`];
    await submitApplication(first, 'Adaeze');
    await submitApplication(second, 'Bolaji');
    const [firstMail, secondMail] = await Promise.all([
      mailTo(first, /^We received your application/),
      mailTo(second, /^We received your application/),
    ]);
    const family = await browser().newContext(PHONE);
    try {
      const page = await family.newPage();
      await page.goto(linkIn(firstMail, `${state.baseUrl}/my-applications#token=`));
      await page.getByRole('heading', { level: 2, name: 'Adaeze Okafor' }).waitFor();
      expect(new URL(page.url()).hash).toBe('');

      // The same page with a new fragment: the browser loads nothing, the page hears the change.
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.goto(linkIn(secondMail, `${state.baseUrl}/my-applications#token=`));
      await page.getByRole('heading', { level: 2, name: 'Bolaji Okafor' }).waitFor();
      expect(loads).toBe(0);
      expect(await page.getByRole('heading', { level: 2, name: 'Adaeze Okafor' }).count()).toBe(0);
      expect(new URL(page.url()).hash).toBe('');
    } finally {
      await family.close();
    }
  });

  it('stays signed in on this device for a second visit without the link, and signs out', async () => {
    const parentEmail = `returning-${Date.now()}@example.com`;
    await submitApplication(parentEmail, 'Ada');
    const received = await mailTo(parentEmail, /^We received your application/);
    const family = await browser().newContext(PHONE);
    try {
      const first = await family.newPage();
      await first.goto(linkIn(received, `${state.baseUrl}/my-applications#token=`));
      await first.getByRole('heading', { level: 2, name: 'Ada Okafor' }).waitFor();
      await first.close();

      // Another day: the page opened from a bookmark, no token in the address.
      const again = await family.newPage();
      await again.goto(`${state.baseUrl}/my-applications`);
      await again.getByRole('heading', { level: 2, name: 'Ada Okafor' }).waitFor();
      await again.getByRole('link', { name: 'Apply for another child' }).waitFor();
      await expectUsableOnPhone(again);
      await again.getByRole('button', { name: 'Sign out' }).click();
      await again.getByText(/You have signed out on this device/).waitFor();

      const after = await family.newPage();
      await after.goto(`${state.baseUrl}/my-applications`);
      await after.getByRole('form', { name: 'Ask for a new link' }).waitFor();
      expect(await after.getByRole('heading', { level: 2, name: 'Ada Okafor' }).count()).toBe(0);
    } finally {
      await family.close();
    }
  });
});
