import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser';
import { linkIn, mailTo } from '../support/mail';
import { readState } from '../support/state';

const state = readState();
const browser = useBrowser();
let page: Page;

beforeAll(async () => {
  page = await browser().newPage();
});
const next = () => page.getByRole('button', { name: /^Next/ }).click();
const sectionHeading = (name: RegExp) => page.getByRole('heading', { level: 2, name }).waitFor();

/** Types a date of birth into the three boxes of the group labelled `label` (the GOV.UK date input). */
async function fillDate(label: string, day: string, month: string, year: string) {
  const group = page.getByRole('group', { name: label });
  await group.getByLabel('Day').fill(day);
  await group.getByLabel('Month').fill(month);
  await group.getByLabel('Year').fill(year);
}

describe('online application, section by section', () => {
  it('points at a missing required field, keeps answers and the section over a reload, submits and tracks the status', async () => {
    await page.goto(`${state.baseUrl}/online-application`);
    await sectionHeading(/Section A: Place applied for/);
    await page.getByLabel('Class applied for').selectOption({ label: 'Nursery 2' });
    await page.getByRole('radio', { name: 'Boarding' }).check();
    await next();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    // Boarding is refused for a class the hostel does not take, and the missing campus is named.
    await summary.getByRole('link', { name: /The hostel takes pupils from Primary 1 to SS3/ }).waitFor();
    await page.getByRole('link', { name: 'Select campus' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-campus');
    expect(await page.getByRole('navigation', { name: 'Application sections' }).textContent()).toContain('Has errors');

    await page.getByRole('radio', { name: 'Elebu' }).check();
    await page.getByRole('radio', { name: 'Day' }).check();
    await page.getByRole('group', { name: 'Preferred start term' }).getByRole('radio').first().check();
    await next();
    await sectionHeading(/Section B/);
    await page.getByLabel('Surname').fill('Adeyemi');
    await page.getByLabel('First name', { exact: true }).fill('Tolu');
    await page.getByRole('radio', { name: 'Female' }).check();
    await fillDate('Date of birth', '14', '5', '2018');
    await page.getByLabel('State of origin').selectOption({ label: 'Oyo' });
    await page.getByTestId('autosave-status').filter({ hasText: 'Saved' }).waitFor();

    // A reload returns to the section the parent was on, with every answer.
    await page.reload();
    await sectionHeading(/Section B/);
    // The address names the section, so its heading comes with the page; the kept answers are read from this
    // browser's storage once the page is live, a moment later on a busy machine.
    const firstName = page.getByLabel('First name', { exact: true });
    await page.waitForFunction((input) => (input as HTMLInputElement).value !== '', await firstName.elementHandle());
    expect(await firstName.inputValue()).toBe('Tolu');
    expect(await page.getByLabel('State of origin').inputValue()).toBe('Oyo');
    expect(await page.getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: 'Date of birth' }).getByLabel('Year').inputValue()).toBe('2018');

    await next();
    await sectionHeading(/Section C/);
    await page.getByLabel("Father's surname").fill('Adeyemi');
    await page.getByLabel("Father's first name").fill('Kunle');
    await page.getByLabel('Relationship to the child').fill('Father');
    await next();
    await sectionHeading(/Section D/);
    await page.getByLabel("Mother's surname").fill('Adeyemi');
    await page.getByLabel("Mother's first name").fill('Funke');
    await page.getByLabel('Relationship to the child').fill('Mother');
    await next();
    await sectionHeading(/Section E/);
    const parentEmail = `parent-${Date.now()}@example.com`;
    await page.getByLabel("Parent's e-mail address").fill(parentEmail);
    await page.getByLabel("Parent's phone number").fill('12345');
    await page.getByRole('radio', { name: 'Good' }).check();
    await next();
    await page.getByRole('alert').getByRole('link', { name: 'Enter a phone number like 0803 123 4567' }).waitFor();
    await page.getByLabel("Parent's phone number").fill('0803 123 4567');
    await next();
    await sectionHeading(/Check your answers/);
    expect(await page.getByRole('button', { name: /^Change/ }).count()).toBe(5);
    await page.getByText('14 May 2018').waitFor();
    await page.getByText('Elebu', { exact: true }).waitFor();
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
    await fillDate("Child's date of birth", '15', '5', '2018');
    await lookup.getByRole('button', { name: 'Check status' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'We could not find an application with that reference and date of birth' })
      .waitFor();
    expect(await page.getByTestId('application-status').count()).toBe(0);

    await fillDate("Child's date of birth", '14', '5', '2018');
    await lookup.getByRole('button', { name: 'Check status' }).click();
    expect(await page.getByTestId('application-status').textContent()).toBe('Received');

    // The e-mailed link opens the parent's own page without a password and leaves no token in the address bar.
    await page.goto(linkIn(received, `${state.baseUrl}/my-applications#token=`));
    await page.getByRole('heading', { level: 2, name: 'Tolu Adeyemi' }).waitFor();
    expect(await page.getByTestId('parent-application-status').textContent()).toBe('Received');
    expect(page.url()).toBe(`${state.baseUrl}/my-applications`);
  });
});
