import type { Page } from 'playwright-core';
import { ensureAdmissionsRemote } from '../support/ensure-remote';
import { useBrowser } from '../support/browser';
import { mailTo } from '../support/mail';
import { readState } from '../support/state';

const state = readState();
const browser = useBrowser();
let admissionsRemote: Awaited<ReturnType<typeof ensureAdmissionsRemote>>;
let page: Page;

beforeAll(async () => {
  admissionsRemote = await ensureAdmissionsRemote(state);
  page = await browser().newPage();
});
afterAll(async () => {
  await admissionsRemote?.close();
});

const next = () => page.getByRole('button', { name: /^Next/ }).click();
const sectionHeading = (name: RegExp) => page.getByRole('heading', { level: 2, name }).waitFor();

describe('online application, section by section', () => {
  it('points at a missing required field, keeps answers over a reload, submits and tracks the status', async () => {
    await page.goto(`${state.baseUrl}/online-application`);
    await page.getByLabel('Surname').fill('Adeyemi');
    await next();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole('link', { name: 'Enter first name' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-firstname');
    expect(await page.getByRole('navigation', { name: 'Application sections' }).textContent()).toContain('Has errors');

    await page.getByLabel('First name', { exact: true }).fill('Tolu');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('Date of birth').fill('2018-05-14');
    await page.getByLabel('State of origin').fill('Oyo');
    await page.getByTestId('autosave-status').filter({ hasText: 'Saved' }).waitFor();

    await page.reload();
    await sectionHeading(/Section A/);
    expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Tolu');
    expect(await page.getByLabel('State of origin').inputValue()).toBe('Oyo');
    expect(await page.getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);

    await next();
    await sectionHeading(/Section B/);
    await page.getByLabel("Father's surname").fill('Adeyemi');
    await page.getByLabel("Father's first name").fill('Kunle');
    await page.getByLabel('Relationship to the child').fill('Father');
    await next();
    await sectionHeading(/Section C/);
    await page.getByLabel("Mother's surname").fill('Adeyemi');
    await page.getByLabel("Mother's first name").fill('Funke');
    await page.getByLabel('Relationship to the child').fill('Mother');
    await next();
    await sectionHeading(/Section D/);
    const parentEmail = `parent-${Date.now()}@example.com`;
    await page.getByLabel("Parent's e-mail address").fill(parentEmail);
    await page.getByRole('radio', { name: 'Good' }).check();
    await next();
    await sectionHeading(/Check your answers/);
    expect(await page.getByRole('button', { name: /^Change/ }).count()).toBe(4);
    await page.getByRole('button', { name: 'Submit application' }).click();

    const reference = page.getByTestId('application-reference');
    await reference.waitFor();
    // Three groups of four from an alphabet without 0/O, 1/I/L or U: long enough not to be guessed.
    expect(await reference.textContent()).toMatch(/^ICAST-\d{4}(-[2-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(await page.evaluate(() => localStorage.getItem('icast.applicationDraft.v1'))).toBeNull();
    // The reference is no longer shown once only: it is e-mailed to the parent.
    await page.getByText(`We are also e-mailing it to ${parentEmail}`).waitFor();
    const received = await mailTo(parentEmail, /^We received your application/);
    expect(received.subject).toBe(`We received your application (${await reference.textContent()})`);

    await page.getByRole('link', { name: 'Track my application' }).click();
    await page.waitForURL(/\/application\?reference=/);
    const lookup = page.getByRole('form', { name: 'Application status lookup' });
    await lookup.getByRole('button', { name: 'Check status' }).click();
    const problem = lookup.getByRole('alert').filter({ hasText: 'There is a problem' });
    await problem.waitFor();
    await problem.getByRole('link', { name: "Enter your child's date of birth" }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-dob');

    // A wrong date of birth gets the same answer as a reference that does not exist.
    await page.getByLabel("Child's date of birth").fill('2018-05-15');
    await lookup.getByRole('button', { name: 'Check status' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'We could not find an application with that reference and date of birth' })
      .waitFor();
    expect(await page.getByTestId('application-status').count()).toBe(0);

    await page.getByLabel("Child's date of birth").fill('2018-05-14');
    await lookup.getByRole('button', { name: 'Check status' }).click();
    expect(await page.getByTestId('application-status').textContent()).toBe('Received');
  });
});
