import { authenticator } from 'otplib';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser';
import { adminContext, signIn, state } from './dashboard-support';

const browser = useBrowser();

/** The code the member's authenticator app shows `steps` 30-second steps from now, computed from the shown key. */
const codeOf = (secret: string, steps = 0) =>
  authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/login');
}

/** Signs in with the password, then answers the code the sign-in asks for. */
async function signInWithCode(page: Page, email: string, password: string, code: string) {
  await signIn(page, email, password);
  const field = page.getByLabel('Code from your authenticator app');
  await field.waitFor();
  await field.fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('dashboard: two-factor sign-in', () => {
  it('enrols an authenticator, signs in with its code, and takes a recovery code once', async () => {
    const { context: adminSession, page: adminPage } = await adminContext(browser());
    const email = `two-factor-${Date.now()}@icast.test`;
    const password = 'walnut harbour ledger';
    const created = await adminPage.request.post(`${state.baseUrl}/api/auth/staff`, {
      data: { email, name: 'Bisi Office', role: 'admissions', password },
    });
    expect(created.status()).toBe(201);
    await adminSession.close();

    const context = await browser().newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${state.baseUrl}/login?next=${encodeURIComponent('/dashboard/settings')}`);
      await signIn(page, email, password);
      await page.waitForURL('**/dashboard/settings');
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await page.getByRole('img', { name: /QR code to add ICAST Schools/ }).waitFor();
      const secret = (await page.locator('code.dash-address').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await page.getByLabel('Code from the app').fill(codeOf(secret));
      await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      const list = page.getByRole('list', { name: 'Recovery codes' });
      await list.waitFor();
      const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
      expect(recoveryCodes).toHaveLength(10);

      await signOut(page);
      // The code of this step went to the enrolment; the app's next one is within the step allowed either side.
      await signInWithCode(page, email, password, codeOf(secret, 1));
      await page.waitForURL('**/dashboard/home');

      await signOut(page);
      await signInWithCode(page, email, password, recoveryCodes[0]!);
      await page.waitForURL('**/dashboard/home');

      await signOut(page);
      await signInWithCode(page, email, password, recoveryCodes[0]!);
      await page
        .getByRole('alert')
        .filter({ hasText: /That code is not right/ })
        .waitFor();
      expect(page.url()).toBe(`${state.baseUrl}/login`);
    } finally {
      await context.close();
    }
  });
});
