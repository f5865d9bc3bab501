import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';
import { startTermChoices } from '@icast/contracts';
import { nextSignInCode } from '../support/staff-sign-in';
import { artifactPath, readState } from '../support/state';
import { wakeTheApp } from '../support/browser';

export const state = readState();

/** The smallest valid PNG (1x1). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Fills the sign-in form and sends it. For a member with an authenticator (the configured admin, or `secret` given),
 * the form then asks for the code: the code their app shows is typed in and sent too, as the member would.
 */
export async function signIn(
  page: Page,
  email = state.admin.email,
  password = state.admin.password,
  secret = email === state.admin.email ? state.admin.secret : undefined,
): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (secret === undefined) return;
  const code = page.getByLabel('Code from your authenticator app');
  await code.waitFor();
  await code.fill(await nextSignInCode(state.databaseUri, email, secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The admin's session, kept for the next adminContext of this site (a code is taken once: sign in only when needed). */
const adminSessionFile = artifactPath(`admin-session-${state.ports.shell}.json`);

function savedAdminSession(): Cookie[] {
  try {
    return JSON.parse(readFileSync(adminSessionFile, 'utf8')) as Cookie[];
  } catch {
    return [];
  }
}

/**
 * Puts the configured admin's session in this page's browser context and opens the dashboard home: the admin's last
 * session on this site while the API still accepts it (a sign-out elsewhere ends it), else a sign-in with a code,
 * kept for the next. Each sign-in takes one of the authenticator's 30-second codes, and a third within a minute waits
 * for the next one: journeys whose subject is not the sign-in start here (dashboard-auth.spec and two-factor.spec
 * test the form and its second factor; the full admissions journeys still sign in through it).
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const context = page.context();
  const saved = savedAdminSession();
  if (saved.length > 0) {
    await context.addCookies(saved);
    const check = await context.request.get(`${state.baseUrl}/api/auth/auth-check`);
    const answer = (await check.json().catch(() => ({}))) as { user?: { email?: string } | null };
    if (answer.user?.email === state.admin.email) {
      await page.goto(`${state.baseUrl}/dashboard/home`);
      return;
    }
    await context.clearCookies();
  }
  await page.goto(`${state.baseUrl}/login`);
  await signIn(page);
  await page.waitForURL('**/dashboard/home');
  writeFileSync(adminSessionFile, JSON.stringify(await context.cookies()));
}

/** A fresh browser context (own cookies) signed in as the configured admin (signInAsAdmin), on the dashboard home. */
export async function adminContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return { context, page };
}

/** Accepts the next dialog (alert or confirm) and returns its text. */
export function nextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      const message = dialog.message();
      void dialog.accept().then(() => resolve(message));
    });
  });
}

/**
 * Publishes a slot from the dashboard's Bookings page (the office signed in) and waits for the confirmation.
 * `startsAt` is the instant; the form takes it in Lagos time.
 */
export async function publishSlot(
  office: Page,
  slot: { kind: 'assessment' | 'interview' | 'tour'; campus: 'elebu' | 'elewura'; startsAt: Date; seats: number },
): Promise<void> {
  await office.goto(`${state.baseUrl}/dashboard/bookings`);
  await office.getByLabel('What').selectOption(slot.kind);
  await office.getByLabel('Campus').selectOption(slot.campus);
  const lagos = new Date(slot.startsAt.getTime() + 60 * 60 * 1000).toISOString();
  await office.getByLabel('Date').fill(lagos.slice(0, 10));
  await office.getByLabel('Start time (Lagos)').fill(lagos.slice(11, 16));
  await office.getByLabel('Seats').fill(String(slot.seats));
  await office.getByRole('button', { name: 'Publish' }).click();
  await office.getByText(/^Published: /).waitFor();
}

/** A parent pays through the site in test mode, exactly as on /payment; returns the payment reference. */
export async function payForForm(page: Page, lastName: string): Promise<string> {
  await page.goto(`${state.baseUrl}/payment`);
  // The payment page's own journey before the app wakes is admissions-payment.spec's; here it is the way in.
  await wakeTheApp(page);
  await page.getByLabel('First name').fill('Bisi');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('E-mail address').fill('bisi@example.com');
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/api\/payment\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
  return (await page.getByTestId('receipt-reference').textContent()) ?? '';
}

/** A complete online application (POST /api/form) for a child with this surname. */
export function applicationBody(lastName: string): Record<string, string> {
  return {
    surname: lastName,
    firstname: 'Kemi',
    classAppliedFor: 'primary1',
    campus: 'elebu',
    attendance: 'day',
    startTerm: startTermChoices()[0]!.value,
    parentEmail: 'records@example.com',
    parentPhone: '0803 123 4567',
    sex: 'female',
    dob: '2017-03-02',
    state: 'Oyo',
    fatherSurname: lastName,
    fatherFirstname: 'Dapo',
    relationshipOfFather: 'Father',
    motherSurname: lastName,
    motherFirstname: 'Yemi',
    relationshipOfMother: 'Mother',
  };
}
