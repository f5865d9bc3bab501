import { apiUrl, ENDPOINTS, withDocumentsToFollow } from '@icast/contracts';
import { useBrowser } from '../support/browser';
import { linkIn, mailTo } from '../support/mail';
import { expectUsableOnPhone, PHONE } from '../support/phone';
import { adminContext, applicationBody, state } from './dashboard-support';

const browser = useBrowser();
const DAY = 24 * 60 * 60 * 1000;

describe('an acceptance fee paid after the office withdrew the offer', () => {
  it('leaves the application where it is, warns the office on its page, and the office reinstates the place, on a phone', async () => {
    const stamp = Date.now();
    const parentEmail = `late-fee-${stamp}@example.com`;
    const staff = await adminContext(browser());
    const familyContext = await browser().newContext(PHONE);
    try {
      const office = staff.page;
      await office.setViewportSize(PHONE.viewport);
      const family = await familyContext.newPage();
      const call = async (response: Promise<{ status(): number; json(): Promise<unknown> }>) => {
        const answer = await response;
        expect(answer.status()).toBeLessThan(300);
        return (await answer.json()) as Record<string, unknown>;
      };
      const at = (path: string) => `${state.baseUrl}${path}`;

      const { reference } = (await call(
        office.request.post(at(apiUrl(ENDPOINTS.applications.submit)), {
          data: { ...applicationBody(`Late${stamp}`), parentEmail },
        }),
      )) as { reference: string };
      const deadline = new Date(Date.now() + 60 * 60 * 1000 + 7 * DAY).toISOString().slice(0, 10);
      await call(
        office.request.post(at(apiUrl(ENDPOINTS.offers.make, { reference })), {
          data: withDocumentsToFollow({ feeNaira: 40000, deadline }),
        }),
      );
      const offerMail = await mailTo(parentEmail, /^A place for Kemi/);

      // The family opens the checkout while the offer is open...
      await family.goto(linkIn(offerMail, `${state.baseUrl}/my-applications#token=`));
      const offer = family.getByRole('region', { name: 'Offer of a place' });
      await offer.getByRole('button', { name: 'Accept and pay ₦40,000' }).click();
      await family.waitForURL(/\/api\/payment\/sandbox\/checkout\//);
      // ...the office withdraws it meanwhile, and then the family pays.
      await call(
        office.request.patch(at(apiUrl(ENDPOINTS.applications.changeStatus, { reference })), {
          data: { status: 'declined', note: 'Class full' },
        }),
      );
      await family.getByRole('button', { name: 'Pay' }).click();
      await family.waitForURL(/\/my-applications/);
      await family.getByTestId('parent-application-status').waitFor();
      expect(await family.getByTestId('parent-application-status').textContent()).toBe('Not successful');

      await office.goto(`${state.baseUrl}/dashboard/applications/${reference}`);
      await office.getByRole('heading', { level: 2, name: /Kemi Late\d+: Not successful/ }).waitFor();
      const panel = office.getByRole('region', { name: 'Offer' });
      const notice = panel.getByRole('status').filter({
        hasText: 'Acceptance fee paid after the offer was withdrawn: refund or reinstate',
      });
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(/Payment ICAST-PAY-\S+, received /);
      await expectUsableOnPhone(office);

      // The office gives the family the place after all, by keyboard: the family is told and sees it.
      const settle = panel.getByRole('region', { name: /refund or reinstate/ });
      await settle.getByRole('button', { name: 'Settle this fee' }).click();
      await settle
        .getByRole('alert')
        .getByRole('link', { name: /Choose whether the place is reinstated/ })
        .click();
      expect(await office.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('radio');
      await office.keyboard.press('Space');
      expect(await settle.getByRole('radio', { name: /Reinstate the place/ }).isChecked()).toBe(true);
      await settle.getByRole('button', { name: 'Settle this fee' }).click();
      await panel.getByRole('status').filter({ hasText: 'Place reinstated with this fee' }).waitFor();
      await office.getByRole('heading', { level: 2, name: /Kemi Late\d+: Accepted/ }).waitFor();
      await expectUsableOnPhone(office);
      await mailTo(parentEmail, /Accepted/);
      await family.reload();
      await family.getByTestId('parent-application-status').waitFor();
      expect(await family.getByTestId('parent-application-status').textContent()).toBe('Accepted');
    } finally {
      await Promise.all([familyContext.close(), staff.context.close()]);
    }
  });
});
