import { apiUrl, DOCUMENT_KINDS, type DocumentChecklist, ENDPOINTS } from '@icast/contracts';
import { useBrowser } from '../support/browser';
import { expectUsableOnPhone, PHONE } from '../support/phone';
import { adminContext, state } from './dashboard-support';

const browser = useBrowser();

async function publicChecklist(): Promise<DocumentChecklist> {
  const response = await fetch(`${state.apiUrl}${apiUrl(ENDPOINTS.documents.checklist)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as DocumentChecklist;
}

describe('the document checklist an admin sets', () => {
  it('is usable on a 375 px phone (axe clean, errors at the class), and a change reaches the public /application page', async () => {
    const staff = await adminContext(browser());
    try {
      const page = staff.page;
      await page.setViewportSize(PHONE.viewport);
      await page.goto(`${state.baseUrl}/dashboard/document-checklist`);
      const ss3 = page.getByRole('group', { name: /^SS3/ });
      await ss3.waitFor();
      // Left with nothing ticked: refused at the class.
      for (const kind of DOCUMENT_KINDS) await ss3.getByRole('checkbox', { name: kind.label }).uncheck();
      await page.getByRole('button', { name: 'Save the checklist' }).click();
      await page.getByRole('link', { name: 'Choose at least one document for SS3' }).waitFor();
      await expectUsableOnPhone(page);

      await ss3.getByRole('checkbox', { name: 'Birth certificate' }).check();
      await ss3.getByRole('checkbox', { name: 'Medical report' }).check();
      await page.getByRole('button', { name: 'Save the checklist' }).click();
      await page.getByText('Saved: SS3.').waitFor();
      await expectUsableOnPhone(page);
      const ss3Row = (await publicChecklist()).classes.find((entry) => entry.classAppliedFor === 'ss3');
      expect(ss3Row).toMatchObject({ kinds: ['birthCertificate', 'medicalReport'], setBySchool: true });

      const visitor = await browser().newContext(PHONE);
      try {
        const parent = await visitor.newPage();
        await parent.goto(`${state.baseUrl}/application`);
        const row = parent.locator('.adm-documents-by-class div', { hasText: /^SS3/ });
        expect(await row.locator('dd').textContent()).toBe('Birth certificate, Medical report');
        await expectUsableOnPhone(parent);
      } finally {
        await visitor.close();
      }
    } finally {
      await staff.context.close();
    }
  });
});
