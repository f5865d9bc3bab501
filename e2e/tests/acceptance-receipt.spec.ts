import { apiUrl, ENDPOINTS, withDocumentsToFollow } from '@icast/contracts';
import { useBrowser } from '../support/browser';
import { linkIn, mailTo } from '../support/mail';
import { readPdf } from '../support/pdf';
import { expectUsableOnPhone, PHONE } from '../support/phone';
import { adminContext, applicationBody, state } from './dashboard-support';

const browser = useBrowser();
const DAY = 24 * 60 * 60 * 1000;

describe('paying the acceptance fee, on a phone', () => {
  it("pays one child's fee in the test checkout, opens on its receipt and downloads the PDF; the office sees what it was for and is e-mailed", async () => {
    const stamp = Date.now();
    const surname = `Receipt${stamp}`;
    const parentEmail = `acceptance-${stamp}@example.com`;
    const staff = await adminContext(browser());
    const familyContext = await browser().newContext({ ...PHONE, acceptDownloads: true });
    try {
      const office = staff.page;
      const family = await familyContext.newPage();
      const at = (path: string) => `${state.baseUrl}${path}`;
      const call = async (response: Promise<{ status(): number; json(): Promise<unknown> }>) => {
        const answer = await response;
        expect(answer.status()).toBeLessThan(300);
        return (await answer.json()) as Record<string, unknown>;
      };
      const apply = async (firstname: string) =>
        (
          (await call(
            office.request.post(at(apiUrl(ENDPOINTS.applications.submit)), {
              data: { ...applicationBody(surname), firstname, parentEmail },
            }),
          )) as { reference: string }
        ).reference;

      // Two children of one family, each offered a place: Tolu's application first, so Kemi's card comes first.
      const tolu = await apply('Tolu');
      const kemi = await apply('Kemi');
      const deadline = new Date(Date.now() + 60 * 60 * 1000 + 7 * DAY).toISOString().slice(0, 10);
      for (const reference of [tolu, kemi]) {
        await call(
          office.request.post(at(apiUrl(ENDPOINTS.offers.make, { reference })), {
            data: withDocumentsToFollow({ feeNaira: 185000, deadline }),
          }),
        );
      }
      const offerMail = await mailTo(parentEmail, /^A place for Tolu/);

      await family.goto(linkIn(offerMail, `${state.baseUrl}/my-applications#token=`));
      const toluCard = family.getByRole('article', { name: `Tolu ${surname}` });
      const kemiCard = family.getByRole('article', { name: `Kemi ${surname}` });
      await toluCard.getByRole('region', { name: 'Offer of a place' }).waitFor();
      await toluCard.getByRole('button', { name: 'Accept and pay ₦185,000' }).click();
      await family.waitForURL(/\/api\/payment\/sandbox\/checkout\//);
      // The checkout says what the money is for: this child's acceptance fee, not an application form.
      expect(await family.getByRole('heading', { level: 1 }).textContent()).toBe(
        `ICAST Schools: Acceptance fee (Tolu ${surname}, ${tolu})`,
      );
      await family.getByRole('button', { name: 'Pay' }).click();
      await family.waitForURL(/\/my-applications$/);

      const receipt = toluCard.getByTestId('acceptance-receipt');
      await receipt.waitFor();
      const shown = (await receipt.textContent()) ?? '';
      const paymentReference = /Payment reference(ICAST-PAY-[A-Z0-9]+-[0-9A-F]{8})/.exec(shown)?.[1];
      expect(paymentReference).toBeDefined();
      expect(shown).toContain('Amount paid₦185,000');
      expect(shown).toMatch(/Paid on\d{1,2} \w+ \d{4}/);
      await toluCard.getByText(/Thank you: the acceptance fee is paid/).waitFor();
      // The page opened on Tolu's card, not on Kemi's offer still waiting with its own Accept and pay.
      expect(await toluCard.getByTestId('payment-notice').evaluate((notice) => notice === document.activeElement)).toBe(
        true,
      );
      expect(await kemiCard.getByRole('button', { name: 'Accept and pay ₦185,000' }).isVisible()).toBe(true);
      expect(await toluCard.getByTestId('parent-application-status').textContent()).toBe('Accepted');
      await expectUsableOnPhone(family);

      const [download] = await Promise.all([
        family.waitForEvent('download'),
        receipt.getByRole('link', { name: 'Download the receipt (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`ICAST-acceptance-receipt-${tolu}.pdf`);
      const pdf = readPdf(await download.path());
      expect(pdf.header).toBe('%PDF-');
      expect(pdf.title).toBe(`ICAST Schools payment receipt - Dapo ${surname} - NGN 185,000`);

      const mailed = await mailTo(parentEmail, /acceptance fee receipt/);
      expect(mailed.subject).toBe(`[TEST MODE] Your ICAST Schools acceptance fee receipt (${paymentReference})`);
      expect(mailed.attachments).toEqual([
        expect.objectContaining({ filename: `ICAST-receipt-${paymentReference}.pdf` }),
      ]);

      // The office: the payment is for Tolu's acceptance fee, and the office was told.
      await office.setViewportSize(PHONE.viewport);
      await office.goto(`${state.baseUrl}/dashboard/form-purchase?q=${paymentReference}`);
      const row = office.getByRole('row', { name: new RegExp(paymentReference!) });
      await row.waitFor();
      expect(await row.getByRole('link', { name: `Acceptance fee (Tolu ${surname}, ${tolu})` }).count()).toBe(1);
      await expectUsableOnPhone(office);
      const told = await mailTo(state.admin.email, new RegExp(`Acceptance fee paid: Tolu ${surname}`));
      expect(told.subject).toBe(`[TEST MODE] Acceptance fee paid: Tolu ${surname} (₦185,000)`);
      expect(told.text).toContain(paymentReference);
    } finally {
      await Promise.all([familyContext.close(), staff.context.close()]);
    }
  });
});
