import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { dashboardNavigation } from '@icast/contracts';
import { useFreshPage } from '../support/browser';
import { signIn, state } from './dashboard-support';

const { page } = useFreshPage({ viewport: { width: 375, height: 740 } });

/** Signs this page in (as the configured admin unless told otherwise) and waits for the dashboard home. */
async function signedIn(current: Page, email?: string, password?: string): Promise<void> {
  await current.goto(`${state.baseUrl}/login`);
  await signIn(current, email, password);
  await current.waitForURL('**/dashboard/home');
}

describe('dashboard: roles and addresses', () => {
  it('sends an unknown dashboard path to /dashboard/home once, without flooding the API', async () => {
    await signedIn(page());
    // Count from a settled page: the home's own calls after signing in are not the redirect's.
    await page().getByTestId('total-applications').waitFor();
    await page().waitForLoadState('networkidle');
    const apiCalls: string[] = [];
    const addresses: string[] = [];
    page().on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(request.url()).pathname);
    });
    page().on('framenavigated', (frame) => {
      if (frame === page().mainFrame()) addresses.push(new URL(frame.url()).pathname);
    });
    await page().goto(`${state.baseUrl}/dashboard/anything`);
    await page().waitForURL(`${state.baseUrl}/dashboard/home`);
    await page().getByTestId('total-applications').waitFor();
    // A loop would keep going: give it a second to show itself before counting.
    await page().waitForTimeout(1000);
    expect(new URL(page().url()).pathname).toBe('/dashboard/home');
    expect(addresses.filter((address) => address.includes('/home/home'))).toEqual([]);
    expect(addresses.length).toBeLessThanOrEqual(3);
    expect(apiCalls.filter((path) => path === '/api/auth/auth-check').length).toBeLessThanOrEqual(3);
    expect(apiCalls.length).toBeLessThan(15);
  });

  it("shows an editor only the editor's pages, and a clear refusal for an applicant's page typed in", async () => {
    await signedIn(page());
    const email = `editor-${Date.now()}@icast.test`;
    const password = 'copper kettle evening';
    const created = await page().request.post(`${state.baseUrl}/api/auth/staff`, {
      data: { email, name: 'Role Test Editor', role: 'editor', password },
    });
    expect(created.status()).toBe(201);
    await page().getByRole('button', { name: 'Sign out' }).click();
    await page().waitForURL(`${state.baseUrl}/login`);

    await signedIn(page(), email, password);
    // At 375 px the sidebar sits above the page; its links are the editor's pages only.
    const navigation = page().getByRole('navigation', { name: 'Dashboard' });
    await navigation.getByRole('link', { name: 'Settings', exact: true }).waitFor();
    const links = await navigation.getByRole('link').allTextContents();
    // The contracts' table says which pages an editor has (mf-dashboard's roles.spec pins it by hand).
    expect(links).toEqual(
      dashboardNavigation('editor').flatMap((section) => section.pages.map((entry) => entry.label)),
    );
    expect(await page().getByTestId('monthly-revenue').count()).toBe(0);

    // Nothing wider than a phone on the editor's home, where the panels list their pages.
    await page().getByRole('heading', { name: 'Your pages' }).waitFor();
    expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page().goto(`${state.baseUrl}/dashboard/applications`);
    await page().getByRole('heading', { level: 1, name: 'Not available to your role' }).waitFor();
    expect(await page().getByText("Your role (Editor) doesn't allow this page").count()).toBe(1);
    const refused = await page().request.get(`${state.baseUrl}/api/form/admin/applications`);
    expect(refused.status()).toBe(403);
    const scrollWidth = await page().evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    const results = await new AxeBuilder({ page: page() }).analyze();
    const severe = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(severe.map((violation) => violation.id)).toEqual([]);
  });
});
