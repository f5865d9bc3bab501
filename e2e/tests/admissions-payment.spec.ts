import { DOWNLOADABLE_FORMS, formatNaira } from '@icast/content';
import { academicYearOn, type PaymentConfig } from '@icast/contracts';
import { useFreshPage } from '../support/browser';
import { readPdf } from '../support/pdf';
import { readState } from '../support/state';

const state = readState();
const { page, errors: consoleErrors } = useFreshPage({ acceptDownloads: true });
let config: PaymentConfig;

beforeAll(async () => {
  config = (await (await fetch(`${state.apiUrl}/api/payment/config`)).json()) as PaymentConfig;
});
async function startPayment(firstName: string, lastName: string): Promise<void> {
  await page().goto(`${state.baseUrl}/payment`);
  await page().getByTestId('application-fee').waitFor();
  await page().getByLabel('First name').fill(firstName);
  await page().getByLabel('Last name').fill(lastName);
  await page().getByLabel('E-mail address').fill('parent@example.com');
  await page().getByLabel('Phone number').fill('0803 123 4567');
  await page().getByRole('button', { name: 'Pay' }).click();
  await page().waitForURL(/\/api\/payment\/sandbox\/checkout\//);
  expect(await page().getByText('TEST MODE').first().isVisible()).toBe(true);
}

describe('paying for the application form in test mode (sandbox provider)', () => {
  it('every page shows the one configured fee and academic year', async () => {
    // No ACADEMIC_YEAR and nothing set in School Details: the session the date gives.
    expect(config).toMatchObject({ feeNaira: 5000, testMode: true, academicYear: academicYearOn(new Date()) });
    for (const path of ['/payment', '/application', '/application-purchase']) {
      await page().goto(`${state.baseUrl}${path}`);
      const fee = page().getByTestId('application-fee');
      await fee.waitFor();
      expect(await fee.textContent()).toBe(formatNaira(config.feeNaira));
      expect(await page().getByText(`${config.academicYear} session`).count()).toBeGreaterThan(0);
      expect(await page().getByText('TEST MODE').count()).toBeGreaterThan(0);
    }
    // The home page's slide and the admission page's banner name the same session.
    for (const path of ['/', '/admission']) {
      await page().goto(`${state.baseUrl}${path}`);
      const open = page().getByText(`Admissions are open for the ${config.academicYear} academic year.`);
      await open.first().waitFor({ state: 'attached' });
    }
  });

  it('pay -> sandbox Pay -> receipt with the fee -> both PDFs name the payer', async () => {
    const errors = consoleErrors();
    await startPayment('Adaeze', 'Okafor');
    await page().getByRole('button', { name: 'Pay' }).click();
    await page().waitForURL(/\/payment_success\?/);
    await page().getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(await page().getByTestId('receipt-amount').textContent()).toBe(formatNaira(config.feeNaira));
    expect(await page().evaluate(() => localStorage.getItem('paymentSuccess'))).toBe('true');
    const reference = (await page().getByTestId('receipt-reference').textContent()) ?? '';
    expect(reference).toMatch(/^ICAST-PAY-/);

    for (const form of DOWNLOADABLE_FORMS) {
      const [download] = await Promise.all([
        page().waitForEvent('download'),
        page()
          .getByRole('button', { name: `Download ${form.title}` })
          .click(),
      ]);
      // Saved under its own name: the two forms never overwrite each other as ApplicationForm.pdf did.
      expect(download.suggestedFilename()).toBe(form.fileName);
      const pdf = readPdf(await download.path());
      expect(pdf.header).toBe('%PDF-');
      expect(pdf.title).toContain('Adaeze Okafor');
      expect(pdf.title).toContain(form.title);
    }

    // Later, the reference typed in lower case on /download_form finds the same forms.
    await page().goto(`${state.baseUrl}/download_form`);
    await page().getByLabel('Payment reference').fill(reference.toLowerCase());
    await page().getByRole('button', { name: 'Find my forms' }).click();
    await page()
      .getByRole('heading', { name: `Forms for ${reference}` })
      .waitFor();
    const [again] = await Promise.all([
      page().waitForEvent('download'),
      page().getByRole('button', { name: 'Download Medical and Consent Form' }).click(),
    ]);
    expect(again.suggestedFilename()).toBe('ICAST-medical-and-consent-form.pdf');
    expect(errors).toEqual([]);
  });

  it('sandbox Cancel -> says calmly that nothing was charged and offers to try again', async () => {
    await startPayment('Bola', 'Cancel');
    await page().getByRole('button', { name: 'Cancel' }).click();
    await page().waitForURL(/\/payment_success\?/);
    await page().getByRole('heading', { name: 'Payment cancelled' }).waitFor();
    await page().getByText('You cancelled the payment, so nothing was charged.').waitFor();
    expect(await page().getByText('Payment Verification Failed').count()).toBe(0);
    expect(await page().getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/payment');
    expect(await page().evaluate(() => localStorage.getItem('paymentSuccess'))).toBe('false');
    // Trying again starts from what the parent typed, not from empty boxes.
    await page().getByRole('link', { name: 'Try again' }).click();
    await page().waitForURL(/\/payment$/);
    expect(await page().getByLabel('First name').inputValue()).toBe('Bola');
    expect(await page().getByLabel('Last name').inputValue()).toBe('Cancel');
    expect(await page().getByLabel('E-mail address').inputValue()).toBe('parent@example.com');
    expect(await page().getByLabel('Phone number').inputValue()).toBe('0803 123 4567');
  });

  it('a reference that is not paid cannot download: 403 from the API, and /download_form offers no download', async () => {
    const direct = await fetch(`${state.baseUrl}/api/form/download/ICAST-PAY-MADE-UP/icast_form_1`);
    expect(direct.status).toBe(403);
    await page().goto(`${state.baseUrl}/download_form`);
    await page().getByLabel('Payment reference').fill('ICAST-PAY-M5X2K9-0000AAAA');
    await page().getByRole('button', { name: 'Find my forms' }).click();
    await page().getByRole('alert').filter({ hasText: 'We found no paid, unexpired application form' }).waitFor();
    expect(
      await page()
        .getByRole('button', { name: /^Download/ })
        .count(),
    ).toBe(0);
  });
});
