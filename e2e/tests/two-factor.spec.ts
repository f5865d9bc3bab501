import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser';
import { codeAt, nextSignInCode } from '../support/staff-sign-in';
import { adminContext, applicationBody, signIn, state } from './dashboard-support';

const browser = useBrowser();

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
  it('takes a new admissions member to enrolment before any application, then signs in with codes and a recovery code once', async () => {
    const { context: adminSession, page: adminPage } = await adminContext(browser());
    const email = `two-factor-${Date.now()}@icast.test`;
    const password = 'walnut harbour ledger';
    const created = await adminPage.request.post(`${state.baseUrl}/api/auth/staff`, {
      data: { email, name: 'Bisi Office', role: 'admissions', password },
    });
    expect(created.status()).toBe(201);
    const submitted = await adminPage.request.post(`${state.baseUrl}/api/form`, {
      data: applicationBody(`Enrol${Date.now()}`),
    });
    expect(submitted.status()).toBe(201);
    const { reference } = (await submitted.json()) as { reference: string };
    await adminSession.close();

    const context = await browser().newContext();
    const page = await context.newPage();
    try {
      const applicationPath = `/dashboard/applications/${reference}`;
      await page.goto(`${state.baseUrl}/login?next=${encodeURIComponent(applicationPath)}`);
      await signIn(page, email, password);
      await page.waitForURL(`**${applicationPath}`);
      await page.getByRole('heading', { level: 1, name: 'Set up your authenticator' }).waitFor();
      expect(await page.getByText(/Staff who can open the children's files sign in with/).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: `Application ${reference}` }).count()).toBe(0);
      // Not in the page only: the API refuses the application to this session, with the code the dashboard reads.
      const refused = await page.request.get(`${state.baseUrl}/api/form/admin/applications/${reference}`);
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'second-factor-setup-required' });

      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await page.getByRole('img', { name: /QR code to add ICAST Schools/ }).waitFor();
      const secret = (await page.locator('code.dash-address').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await page.getByLabel('Code from the app').fill(codeAt(secret, Math.floor(Date.now() / 30_000)));
      await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      const list = page.getByRole('list', { name: 'Recovery codes' });
      await list.waitFor();
      const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
      expect(recoveryCodes).toHaveLength(10);
      await page.getByRole('button', { name: 'I have kept my recovery codes: continue' }).click();
      // Where they were going.
      await page.getByRole('heading', { level: 1, name: `Application ${reference}` }).waitFor();
      expect(new URL(page.url()).pathname).toBe(applicationPath);

      await signOut(page);
      await signInWithCode(page, email, password, await nextSignInCode(state.databaseUri, email, secret));
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
