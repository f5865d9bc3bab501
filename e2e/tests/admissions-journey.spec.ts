import type { Page } from 'playwright-core';
import { slotTime } from '@icast/contracts';
import { useBrowser } from '../support/browser';
import { expectUsableOnPhone, PHONE } from '../support/phone';
import { linkIn, mailTo } from '../support/mail';
import { publishSlot, signIn, state } from './dashboard-support';

const browser = useBrowser();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The sandbox checkout's Pay button, then back on the site at `returnPath`. */
async function payInSandbox(page: Page, returnPath: RegExp): Promise<void> {
  await page.waitForURL(/\/api\/payment\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(returnPath);
}

describe('from the form fee to an accepted place, as a family and the office would', () => {
  it('pays, applies, sends a document, books the assessment, is offered a place and accepts it by paying', async () => {
    const parentEmail = `journey-${Date.now()}@example.com`;
    const startsAt = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
    startsAt.setUTCHours(9, Math.floor(Math.random() * 59), 0, 0);
    const familyContext = await browser().newContext(PHONE);
    const officeContext = await browser().newContext(PHONE);
    try {
      const family = await familyContext.newPage();
      const office = await officeContext.newPage();

      // 1. The application form's fee, in the sandbox; the receipt arrives by e-mail.
      await family.goto(`${state.baseUrl}/payment`);
      await family.getByTestId('application-fee').waitFor();
      await family.getByLabel('First name').fill('Bola');
      await family.getByLabel('Last name').fill('Adebayo');
      await family.getByLabel('E-mail address').fill(parentEmail);
      await family.getByLabel('Phone number').fill('0803 222 3344');
      await family.getByRole('button', { name: 'Pay' }).click();
      await payInSandbox(family, /\/payment_success\?/);
      const formReference = (await family.getByTestId('receipt-reference').textContent()) ?? '';
      expect(formReference).toMatch(/^ICAST-PAY-/);
      await mailTo(parentEmail, /payment receipt/);

      // 2. The online application, linked to the paid form.
      await family.goto(`${state.baseUrl}/online-application`);
      await family.getByRole('heading', { level: 2, name: /Section A/ }).waitFor();
      await family.getByLabel('Class applied for').selectOption({ label: 'Primary 3' });
      await family.getByRole('radio', { name: 'Elebu' }).check();
      await family.getByRole('radio', { name: 'Day' }).check();
      await family.getByRole('group', { name: 'Preferred start term' }).getByRole('radio').first().check();
      await family.getByLabel('Paid application form reference').fill(formReference);
      const next = () => family.getByRole('button', { name: /^Next/ }).click();
      await next();
      await family.getByRole('heading', { level: 2, name: /Section B/ }).waitFor();
      await family.getByLabel('Surname').fill('Adebayo');
      await family.getByLabel('First name', { exact: true }).fill('Temi');
      await family.getByRole('radio', { name: 'Female' }).check();
      const birth = family.getByRole('group', { name: 'Date of birth' });
      await birth.getByLabel('Day').fill('9');
      await birth.getByLabel('Month').fill('4');
      await birth.getByLabel('Year').fill('2017');
      await family.getByLabel('State of origin').selectOption({ label: 'Oyo' });
      await next();
      await family.getByRole('heading', { level: 2, name: /Section C/ }).waitFor();
      await family.getByLabel("Father's surname").fill('Adebayo');
      await family.getByLabel("Father's first name").fill('Bola');
      await family.getByLabel('Relationship to the child').fill('Father');
      await next();
      await family.getByRole('heading', { level: 2, name: /Section D/ }).waitFor();
      await family.getByLabel("Mother's surname").fill('Adebayo');
      await family.getByLabel("Mother's first name").fill('Yemi');
      await family.getByLabel('Relationship to the child').fill('Mother');
      await next();
      await family.getByRole('heading', { level: 2, name: /Section E/ }).waitFor();
      await family.getByLabel("Parent's e-mail address").fill(parentEmail);
      await family.getByLabel("Parent's phone number").fill('0803 222 3344');
      await family.getByRole('radio', { name: 'Good' }).check();
      await next();
      await family.getByRole('heading', { level: 2, name: /Check your answers/ }).waitFor();
      await family.getByRole('button', { name: 'Submit application' }).click();
      const reference = (await family.getByTestId('application-reference').textContent()) ?? '';
      const received = await mailTo(parentEmail, /^We received your application/);

      // 3. The office publishes an assessment slot.
      await office.goto(`${state.baseUrl}/login`);
      await signIn(office);
      await office.waitForURL('**/dashboard/home');
      await publishSlot(office, { kind: 'assessment', campus: 'elebu', startsAt, seats: 4 });

      // 4. From the e-mailed link: a document, then the assessment booked.
      await family.goto(linkIn(received, `${state.baseUrl}/my-applications#token=`));
      await family.getByRole('heading', { level: 2, name: 'Temi Adebayo' }).waitFor();
      const certificate = family.getByTestId('document-birthCertificate');
      await certificate.getByLabel('Upload the birth certificate').setInputFiles({
        name: 'birth-certificate.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await certificate.getByRole('button', { name: 'Send' }).click();
      await certificate.getByText('Waiting for review').waitFor();
      const assessment = family.getByTestId('family-booking-assessment');
      await assessment.getByRole('radio', { name: `${slotTime(startsAt.toISOString())}, Elebu campus` }).check();
      await assessment.getByRole('button', { name: /^Book/ }).click();
      await family.getByText(/^Entrance assessment booked for/).waitFor();
      await mailTo(parentEmail, /^Booked: Entrance assessment, /);

      // 5. The office sees the booking in the status and offers a place.
      await office.goto(`${state.baseUrl}/dashboard/applications/${reference}`);
      await office.getByRole('heading', { level: 2, name: /Temi Adebayo: Assessment booked/ }).waitFor();
      const offerForm = office.getByRole('form', { name: 'Offer a place' });
      await offerForm.getByLabel(/Acceptance fee/).fill('₦50,000');
      await offerForm.getByRole('button', { name: 'Preview the offer' }).click();
      // What the family will get, before it goes: the e-mail and the letter.
      const preview = office.getByRole('region', { name: 'Check the offer before sending it' });
      await preview.getByText(parentEmail).waitFor();
      await preview.getByTestId('offer-preview-letter').getByText('OFFER OF ADMISSION').waitFor();
      await expectUsableOnPhone(office);
      await preview.getByRole('button', { name: 'Send the offer to the family' }).click();
      // Only the birth certificate is in: the office is told what is missing and says why it offers all the same.
      const missing = office.getByRole('form', { name: 'Offer a place with documents missing?' });
      await missing
        .getByTestId('offer-documents-missing')
        .getByText(/Passport photograph/)
        .waitFor();
      await missing.getByLabel('Why offer the place without them?').fill('The rest come with the family on Monday');
      await expectUsableOnPhone(office);
      await missing.getByRole('button', { name: 'Offer without them' }).click();
      await office.getByText(/^Place offered/).waitFor();
      await office.getByRole('heading', { level: 2, name: /Temi Adebayo: Offered/ }).waitFor();
      await expectUsableOnPhone(office);
      const offerMail = await mailTo(parentEmail, /^A place for Temi Adebayo/);
      expect(offerMail.attachments).toEqual([expect.objectContaining({ filename: `ICAST-offer-${reference}.pdf` })]);

      // 6. The family accepts by paying the acceptance fee in the sandbox; the place is theirs.
      // As from the e-mail: a fresh load (the page is already at /my-applications, and a new fragment alone reloads nothing).
      await family.goto('about:blank');
      await family.goto(linkIn(offerMail, `${state.baseUrl}/my-applications#token=`));
      const offer = family.getByRole('region', { name: 'Offer of a place' });
      await offer.getByText('₦50,000').first().waitFor();
      await expectUsableOnPhone(family);
      await offer.getByRole('button', { name: 'Accept and pay ₦50,000' }).click();
      await payInSandbox(family, /\/my-applications/);
      await family.getByText('Thank you: the acceptance fee is paid and the place is yours.').waitFor();
      expect(await family.getByTestId('parent-application-status').textContent()).toBe('Accepted');
      await offer.getByText(/^Place accepted/).waitFor();
      const accepted = await mailTo(parentEmail, new RegExp(`^Your application ${reference}: Accepted`));
      expect(accepted.text).toContain('we received the acceptance fee');

      await office.reload();
      await office.getByRole('heading', { level: 2, name: /Temi Adebayo: Accepted/ }).waitFor();
      await office.getByText('Acceptance fee paid', { exact: false }).first().waitFor();
    } finally {
      await Promise.all([familyContext.close(), officeContext.close()]);
    }
  });
});
