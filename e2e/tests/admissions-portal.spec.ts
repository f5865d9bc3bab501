import {
  PORTAL_CAMPUS_OPTIONS,
  PORTAL_LEVEL_OPTIONS,
  PORTAL_NO_MATCH_MESSAGE,
  PORTAL_ROLE_OPTIONS,
  portalUrl,
} from '@icast/content';
import type { PortalConfig } from '@icast/contracts';
import { useFreshPage, wakeTheApp } from '../support/browser';
import { readState } from '../support/state';

const state = readState();
const { page } = useFreshPage({});
let baseUrl: string;

const combinations = PORTAL_CAMPUS_OPTIONS.flatMap((campus) =>
  PORTAL_LEVEL_OPTIONS.flatMap((level) => PORTAL_ROLE_OPTIONS.map((role) => ({ campus, level, role }))),
);

beforeAll(async () => {
  baseUrl = ((await (await fetch(`${state.apiUrl}/api/form/portal-config`)).json()) as PortalConfig).baseUrl;
});
beforeEach(async () => {
  // The real portals are outside this machine: answer for them and record where the browser went.
  await page().route(`${baseUrl}/**`, (route) =>
    route.fulfill({ status: 200, body: 'portal', contentType: 'text/plain' }),
  );
});

describe('portal selection', () => {
  it('has twelve combinations', () => {
    expect(combinations).toHaveLength(12);
  });

  it.each(combinations.map((combo) => [`${combo.campus.label} ${combo.level.label} ${combo.role.label}`, combo]))(
    '%s goes to its configured portal',
    async (_name, { campus, level, role }) => {
      await page().goto(`${state.baseUrl}/portal`);
      // What the app does: before it wakes the form is the server's (no-script.spec covers that path).
      await wakeTheApp(page());
      await page().getByRole('radio', { name: campus.label }).check();
      await page().getByRole('radio', { name: level.label }).check();
      await page().getByRole('radio', { name: role.label }).check();
      const expected = portalUrl(baseUrl, { campus: campus.value, level: level.value, role: role.value });
      await page().getByRole('button', { name: 'Submit' }).click();
      await page().waitForURL(expected!);
      expect(page().url()).toBe(expected);
    },
  );

  it('shows the no-match alert and resets the selections', async () => {
    await page().goto(`${state.baseUrl}/portal`);
    await wakeTheApp(page());
    await page().getByRole('radio', { name: 'Elewura' }).check();
    await page().getByRole('radio', { name: 'Parent' }).check();
    await page().getByRole('button', { name: 'Submit' }).click();
    await page().getByRole('alert').filter({ hasText: PORTAL_NO_MATCH_MESSAGE }).waitFor();
    expect(await page().getByRole('radio', { name: 'Elewura' }).isChecked()).toBe(false);
    expect(await page().getByRole('radio', { name: 'Parent' }).isChecked()).toBe(false);
    expect(page().url()).toBe(`${state.baseUrl}/portal`);
  });
});
