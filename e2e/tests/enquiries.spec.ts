import { apiUrl, COLLECTIONS, ENDPOINTS, startTermChoices } from '@icast/contracts';
import { DESKTOP_VIEWPORT, useBrowser } from '../support/browser';
import { linkIn, mailTo } from '../support/mail';
import { expectUsableOnPhone, PHONE } from '../support/phone';
import { withDatabase } from '../support/public-site';
import { adminContext, state } from './dashboard-support';

const browser = useBrowser();
const stamp = Date.now();

describe('an enquiry before an application', () => {
  it('is sent without script on a 375 px phone: problems at their fields, then the thank-you with its reference', async () => {
    const context = await browser().newContext({ ...PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${state.baseUrl}/admission`);
      const form = page.getByRole('form', { name: 'Ask us first' });
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      const summary = page.locator('main .icast-error-summary, main [role="alert"]').first();
      await summary.waitFor();
      expect(await summary.textContent()).toContain('Enter your name');
      const email = `enquiry-noscript-${stamp}@example.com`;
      const again = page.getByRole('form', { name: 'Ask us first' });
      await again.getByLabel('Your name').fill('Bisi Ola');
      await again.getByLabel('Class you are interested in').selectOption('jss1');
      await again.getByLabel('Elebu').check();
      await again.getByLabel('How did you hear of the school?').selectOption('friend');
      await again.getByLabel('E-mail address').fill(email);
      await again.getByRole('button', { name: 'Send enquiry' }).click();
      const reference = await page.getByTestId('enquiry-reference').textContent();
      expect(reference).toMatch(/^ENQ-[0-9A-F]{10}$/);
      const stored = await withDatabase((db) => db.collection(COLLECTIONS.enquiries).findOne({ email }));
      expect(stored).toMatchObject({ _id: reference, classOfInterest: 'jss1', campus: 'elebu', source: 'friend' });
      expect(stored?.privacyNotice).toBeDefined();
      await mailTo(email, /^We have your enquiry/);
    } finally {
      await context.close();
    }
  });

  it('with script at 1280 px: staff convert it, and the family opens the form filled in from it', async () => {
    const email = `enquiry-${stamp}@example.com`;
    const family = await browser().newContext({ viewport: DESKTOP_VIEWPORT });
    const staff = await adminContext(browser());
    try {
      const page = await family.newPage();
      await page.goto(`${state.baseUrl}/admission`);
      const form = page.getByRole('form', { name: 'Ask us first' });
      await form.getByLabel('Your name').fill('Kemi Ade');
      await form.getByLabel('Class you are interested in').selectOption('primary3');
      await form.getByLabel('Elewura').check();
      await form.getByLabel('How did you hear of the school?').selectOption('social');
      await form.getByLabel('E-mail address').fill(email);
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      const reference = String(await page.getByTestId('enquiry-reference').textContent());

      await staff.page.goto(`${state.baseUrl}/dashboard/enquiries`);
      await staff.page.getByRole('button', { name: 'Convert to application: Kemi Ade' }).first().click();
      await staff.page.getByText(/Kemi Ade has the link to the application form/).waitFor();
      const invitation = await mailTo(email, /^Your application to/);
      await page.goto(linkIn(invitation, `${state.baseUrl}/online-application?enquiry=`));
      // The page wakes on the first touch (docs/rendering.md), as a parent starting to fill it in gives it.
      await page.getByLabel('Class applied for').focus();
      await page.getByTestId('family-answers-notice').waitFor();
      expect(await page.getByLabel('Class applied for').inputValue()).toBe('primary3');
      expect(await page.getByRole('radio', { name: 'Elewura' }).isChecked()).toBe(true);

      // The family applies with those contacts: the enquiry records the application.
      const applied = await fetch(`${state.apiUrl}${apiUrl(ENDPOINTS.applications.submit)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          classAppliedFor: 'primary3',
          campus: 'elewura',
          attendance: 'day',
          startTerm: startTermChoices()[1]!.value,
          surname: 'Ade',
          firstname: 'Tolu',
          sex: 'female',
          dob: '2017-02-11',
          state: 'Oyo',
          fatherSurname: 'Ade',
          fatherFirstname: 'Kunle',
          relationshipOfFather: 'Father',
          motherSurname: 'Ade',
          motherFirstname: 'Kemi',
          relationshipOfMother: 'Mother',
          parentEmail: email,
          parentPhone: '0803 765 4321',
        }),
      });
      expect(applied.status).toBe(201);
      const application = ((await applied.json()) as { reference: string }).reference;
      const enquiry = await withDatabase((db) =>
        db.collection(COLLECTIONS.enquiries).findOne({ _id: reference as never }),
      );
      expect(enquiry?.applicationReference).toBe(application);
    } finally {
      await family.close();
      await staff.context.close();
    }
  });

  it('the admission page with its enquiry form and its refusals is usable at 375 px, axe clean', async () => {
    const context = await browser().newContext(PHONE);
    try {
      const page = await context.newPage();
      await page.goto(`${state.baseUrl}/admission`);
      const form = page.getByRole('form', { name: 'Ask us first' });
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await form.getByRole('link', { name: 'Enter your name' }).waitFor();
      await expectUsableOnPhone(page);
    } finally {
      await context.close();
    }
  });
});
