import type { Locator, Page } from 'playwright-core';
import { COLLECTIONS, slotTime } from '@icast/contracts';
import { axeFindings } from '../support/axe';
import { DESKTOP_VIEWPORT, useBrowser, wakeTheApp } from '../support/browser';
import { apiNow, moveApiClockTo, resetApiClock, wakeApiJobs } from '../support/clock';
import { linkIn, mailTo } from '../support/mail';
import { PHONE } from '../support/phone';
import { withDatabase } from '../support/public-site';
import { PNG, signIn, publishSlot, state } from './dashboard-support';

const browser = useBrowser();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const MINUTE = 60_000;
/** Once the API's clock is past the release time, its job loop wakes at once: the mail comes within this. */
const RELEASE_WAIT_MS = MINUTE;

/** What each journey's staff must find in the morning digest: the events' lines, as the bell showed them. */
const digestLines: string[] = [];

/** Letters only (the form's names take no digits), different on each run and viewport. */
const lettersOf = (value: number) => [...String(value)].map((digit) => 'abcdefghij'[Number(digit)]).join('');

/** Nothing wider than the screen and nothing serious for axe: on every page the journey opens. */
async function expectUsable(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await axeFindings(page)).toEqual([]);
}

/** The number the bell's name gives ("Notifications, 3 unread"; none is 0). */
async function unreadIn(page: Page): Promise<number> {
  const name = (await page.locator('button.dash-bell').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

/**
 * The staff bell, opened afresh (it asks the API again when opened): the entry named by `entry` is listed unread, and
 * the count is at least the number of entries this journey expects unread. Returns the entry's text; closes the list.
 */
async function bellShows(office: Page, width: number, entry: RegExp, atLeast: number): Promise<string> {
  await office.reload();
  const bell = office.locator('button.dash-bell');
  await bell.waitFor();
  const panel = office.getByRole('region', { name: 'Notifications' });
  const link = panel.getByRole('link', { name: entry });
  // The entry is recorded from the event a moment after the family's request answered: the bell is asked again.
  const until = Date.now() + 30_000;
  for (;;) {
    await bell.click();
    await panel.waitFor();
    if ((await link.count()) > 0 || Date.now() > until) break;
    await office.keyboard.press('Escape');
    await office.waitForTimeout(500);
    await office.reload();
    await bell.waitFor();
  }
  expect(await link.first().textContent()).toMatch(/^Unread: /);
  // What happened, without the "Unread: " for screen readers and the time after it (the digest writes its own).
  const text = await link.first().evaluate((element) =>
    Array.from(element.childNodes)
      .filter((node) => !(node instanceof HTMLElement && node.matches('.dash-activity__time, .icast-visually-hidden')))
      .map((node) => node.textContent)
      .join(''),
  );
  expect(await unreadIn(office)).toBeGreaterThanOrEqual(atLeast);
  await expectUsable(office, width);
  await office.keyboard.press('Escape');
  return text;
}

/** The sandbox checkout (usable too), its Pay button, then back on the site at `returnPath`. */
async function payInSandbox(page: Page, returnPath: RegExp, width: number): Promise<void> {
  await page.waitForURL(/\/api\/payment\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).waitFor();
  await expectUsable(page, width);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(returnPath);
}

/** Sends one document from the family page's card for it and waits for the page to say it arrived. */
async function sendDocument(card: Locator, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await card.getByLabel(label).setInputFiles(file);
  await card.getByRole('button', { name: 'Send' }).click();
  await card.getByText('Waiting for review').waitFor();
}

/** The datetime-local value in Lagos time (UTC+1, no summer time) for an instant. */
const lagosInput = (at: Date) => new Date(at.getTime() + 60 * MINUTE).toISOString().slice(0, 16);

// The next files on this site run on real time again.
afterAll(resetApiClock);

describe.each([
  ['a 375 px phone', PHONE.viewport],
  ['a 1280 px desktop', DESKTOP_VIEWPORT],
])('the admissions season, from enquiry to receipt, on %s', (_name, viewport) => {
  it('enquiry, tour, converted application, documents, scores, a decision released at its time, acceptance paid', async () => {
    const width = viewport.width;
    const stamp = lettersOf(Date.now() % 1_000_000);
    const parentName = `Funke Ola${stamp}`;
    const surname = `Ola${stamp}`;
    const child = `Dayo ${surname}`;
    const parentEmail = `season-${Date.now()}-${width}@example.com`;
    // A tour on its own minute, a week ahead in working hours (Lagos).
    const tourAt = new Date(Date.now() + 7 * 24 * 60 * MINUTE);
    tourAt.setUTCHours(8 + (width % 7), Math.floor(Math.random() * 60), 0, 0);

    const staffContext = await browser().newContext({ viewport });
    const familyContext = await browser().newContext({ viewport });
    try {
      const office = await staffContext.newPage();
      const family = await familyContext.newPage();
      office.setDefaultTimeout(20_000);
      family.setDefaultTimeout(20_000);

      // The office: signed in with the second factor, a tour published, the bell's count noted.
      await office.goto(`${state.baseUrl}/login`);
      await office.getByLabel('Email').waitFor();
      await expectUsable(office, width);
      await signIn(office);
      await office.waitForURL('**/dashboard/home');
      await publishSlot(office, { kind: 'tour', campus: 'elebu', startsAt: tourAt, seats: 6 });
      await office.locator('button.dash-bell').waitFor();
      const before = await unreadIn(office);

      // 1. The enquiry on /admission.
      await family.goto(`${state.baseUrl}/admission`);
      // Awake before the first answer: a class chosen while the app takes over the drawn page can be lost on a slow
      // machine (how a page wakes is wake-on-demand.spec's subject, not this journey's).
      await wakeTheApp(family);
      const form = family.getByRole('form', { name: 'Ask us first' });
      await form.getByLabel('Your name').fill(parentName);
      await form.getByLabel('Class you are interested in').selectOption('jss1');
      await form.getByLabel('Elebu').check();
      await form.getByLabel('How did you hear of the school?').selectOption('friend');
      await form.getByLabel('E-mail address').fill(parentEmail);
      await form.getByLabel(/Phone number/).fill('0803 222 3344');
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      // A failure says what the family saw instead of the thank-you (a problem at a field, a failure to send).
      await family
        .getByTestId('enquiry-reference')
        .waitFor()
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\nThe enquiry said: ${await family.locator('#enquiry').innerText()}`);
        });
      const enquiry = String(await family.getByTestId('enquiry-reference').textContent());
      expect(enquiry).toMatch(/^ENQ-/);
      await expectUsable(family, width);
      digestLines.push(
        await bellShows(office, width, new RegExp(`New enquiry: ${parentName}.*${enquiry}`), before + 1),
      );

      // 2. A tour booked from the thank-you: the details carried over, three people coming.
      await family.getByRole('link', { name: 'Book a tour' }).click();
      await family.waitForURL('**/book-a-tour');
      expect(await family.getByLabel('Your name').inputValue()).toBe(parentName);
      expect(await family.getByLabel('E-mail address').inputValue()).toBe(parentEmail);
      expect(await family.getByLabel('Which class are you interested in?').inputValue()).toBe('jss1');
      await family.getByRole('radio', { name: `${slotTime(tourAt.toISOString())}, Elebu campus` }).check();
      await family.getByLabel('How many people are coming?').selectOption('3');
      await expectUsable(family, width);
      await family.getByRole('button', { name: 'Book the tour' }).click();
      await family.getByText('Your tour is booked').waitFor();
      expect(await family.getByTestId('booking-summary').textContent()).toContain('People3 people');
      await expectUsable(family, width);
      await mailTo(parentEmail, /^Booked: School tour, /);
      digestLines.push(await bellShows(office, width, new RegExp(`School tour booked: ${parentName}`), before + 2));

      // 3. The office converts the enquiry; the family opens the form filled in from it.
      await office.goto(`${state.baseUrl}/dashboard/enquiries`);
      await office
        .getByRole('button', { name: `Convert to application: ${parentName}` })
        .first()
        .click();
      await office.getByText(new RegExp(`${parentName} has the link to the application form`)).waitFor();
      await expectUsable(office, width);
      const invitation = await mailTo(parentEmail, /^Your application to/);
      await family.goto(linkIn(invitation, `${state.baseUrl}/online-application?enquiry=`));
      await family.getByRole('heading', { level: 2, name: /Section A/ }).waitFor();
      // The page wakes on the first touch (docs/rendering.md), as a parent starting to fill it in gives it.
      await family.getByLabel('Class applied for').focus();
      await family.getByTestId('family-answers-notice').waitFor();
      expect(await family.getByLabel('Class applied for').inputValue()).toBe('jss1');
      expect(await family.getByRole('radio', { name: 'Elebu' }).isChecked()).toBe(true);
      await expectUsable(family, width);

      // 4. The rest of the form, section by section, and submitted (no form fee: the online form needs none).
      const next = () => family.getByRole('button', { name: /^Next/ }).click();
      const section = (name: RegExp) => family.getByRole('heading', { level: 2, name }).waitFor();
      await family.getByRole('radio', { name: 'Day' }).check();
      await family.getByRole('group', { name: 'Preferred start term' }).getByRole('radio').first().check();
      await next();
      await section(/Section B/);
      await family.getByLabel('Surname').fill(surname);
      await family.getByLabel('First name', { exact: true }).fill('Dayo');
      await family.getByRole('radio', { name: 'Male', exact: true }).check();
      const birth = family.getByRole('group', { name: 'Date of birth' });
      await birth.getByLabel('Day').fill('9');
      await birth.getByLabel('Month').fill('4');
      await birth.getByLabel('Year').fill('2014');
      await family.getByLabel('State of origin').selectOption({ label: 'Oyo' });
      await next();
      await section(/Section C/);
      await family.getByLabel("Father's surname").fill(surname);
      await family.getByLabel("Father's first name").fill('Bola');
      await family.getByLabel('Relationship to the child').fill('Father');
      await next();
      await section(/Section D/);
      await family.getByLabel("Mother's surname").fill(surname);
      await family.getByLabel("Mother's first name").fill('Funke');
      await family.getByLabel('Relationship to the child').fill('Mother');
      await next();
      await section(/Section E/);
      await family.getByLabel("Parent's e-mail address").fill(parentEmail);
      await family.getByLabel("Parent's phone number").fill('0803 222 3344');
      await family.getByRole('radio', { name: 'Good' }).check();
      await next();
      await section(/Check your answers/);
      await expectUsable(family, width);
      await family.getByRole('button', { name: 'Submit application' }).click();
      const reference = String(await family.getByTestId('application-reference').textContent());
      expect(reference).toMatch(/^ICAST-/);
      await expectUsable(family, width);
      const received = await mailTo(parentEmail, /^We received your application/);

      // 5. The documents a JSS1 application needs, sent from the family page.
      await family.goto(linkIn(received, `${state.baseUrl}/my-applications#token=`));
      await family.getByRole('heading', { level: 2, name: child }).waitFor();
      const stillNeeded = family.getByTestId('documents-still-needed');
      await stillNeeded.getByText('Still to send: birth certificate, passport photograph, last report card.').waitFor();
      await sendDocument(family.getByTestId('document-birthCertificate'), 'Upload the birth certificate', {
        name: 'birth-certificate.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await sendDocument(family.getByTestId('document-passportPhoto'), 'Upload the passport photograph', {
        name: 'passport.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await sendDocument(family.getByTestId('document-reportCard'), 'Upload the last report card', {
        name: 'report-card.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      expect(await stillNeeded.count()).toBe(0);
      await expectUsable(family, width);
      digestLines.push(
        await bellShows(
          office,
          width,
          new RegExp(`Birth certificate uploaded: ${child} \\(${reference}\\)`),
          before + 3,
        ),
      );

      // 6. The office scores the assessment on the JSS rubric and prepares an offer, released at a set time.
      await office.goto(`${state.baseUrl}/dashboard/applications/${reference}`);
      const scores = office.getByRole('form', { name: 'Record the scores' });
      await scores.getByLabel('English score (out of 30)').fill('24');
      await scores.getByLabel('Mathematics score (out of 30)').fill('26');
      await scores.getByLabel('Reasoning score (out of 20)').fill('15');
      await scores.getByLabel('General knowledge score (out of 10)').fill('8');
      await scores.getByLabel('Interview score (out of 10)').fill('9');
      await scores.getByRole('button', { name: 'Save scores' }).click();
      await office.getByText('Total: 82 of 100 (82%)').waitFor();
      const prepare = office.getByRole('form', { name: 'Prepare a decision' });
      await prepare.getByLabel('Decision').selectOption('offered');
      await prepare.getByLabel('Acceptance fee (naira)').fill('75,000');
      await prepare.getByRole('button', { name: 'Prepare the decision' }).click();
      await office.getByText(/The family sees nothing until it is released/).waitFor();
      await expectUsable(office, width);
      // Prepared, not released: the family's page shows no offer.
      await family.reload();
      await family.getByRole('heading', { level: 2, name: child }).waitFor();
      expect(await family.getByTestId('parent-application-status').textContent()).toBe('Received');
      expect(await family.getByRole('region', { name: 'Offer of a place' }).count()).toBe(0);

      await office.goto(`${state.baseUrl}/dashboard/prepared-decisions`);
      const waiting = office.getByRole('table', { name: 'Decisions waiting for release' });
      await waiting.getByLabel(`Choose ${child}`).check();
      // The start of the minute at least 60 s ahead on the API's clock (a time already past is refused); the
      // journey then moves that clock past it rather than waiting for the minute.
      const releaseAt = new Date(Math.ceil((apiNow().getTime() + MINUTE) / MINUTE) * MINUTE);
      await office.getByLabel('Release on (Lagos time)').fill(lagosInput(releaseAt));
      await office.getByRole('button', { name: 'Set the release time' }).click();
      await office.getByText(/will be released/).waitFor();
      await expectUsable(office, width);

      // Its time set, and not yet come: still no offer on the family's page.
      await family.reload();
      await family.getByRole('heading', { level: 2, name: child }).waitFor();
      expect(await family.getByTestId('parent-application-status').textContent()).toBe('Received');
      expect(await family.getByRole('region', { name: 'Offer of a place' }).count()).toBe(0);
      expect(apiNow().getTime()).toBeLessThan(releaseAt.getTime());

      // At the time (the API's clock moved just past it): the offer letter's e-mail, and the page shows the offer.
      moveApiClockTo(new Date(releaseAt.getTime() + 1_000));
      const offerMail = await mailTo(parentEmail, new RegExp(`^A place for ${child}`), RELEASE_WAIT_MS);
      expect(apiNow().getTime()).toBeGreaterThanOrEqual(releaseAt.getTime());
      await family.goto('about:blank');
      await family.goto(linkIn(offerMail, `${state.baseUrl}/my-applications#token=`));
      const offer = family.getByRole('region', { name: 'Offer of a place' });
      await offer.getByText('₦75,000').first().waitFor();
      await expectUsable(family, width);

      // 7. Accepted by paying the acceptance fee in the sandbox; the receipt on the page.
      await offer.getByRole('button', { name: 'Accept and pay ₦75,000' }).click();
      await payInSandbox(family, /\/my-applications/, width);
      const receipt = family.getByTestId('acceptance-receipt');
      await receipt.waitFor();
      expect(await receipt.textContent()).toContain('Amount paid₦75,000');
      expect(await family.getByTestId('parent-application-status').textContent()).toBe('Accepted');
      await expectUsable(family, width);
      digestLines.push(
        await bellShows(office, width, new RegExp(`Place accepted: ${child} \\(${reference}\\)`), before + 4),
      );
    } finally {
      await Promise.all([staffContext.close(), familyContext.close()]);
    }
  }, 600_000);
});

describe("the staff's morning digest", () => {
  it('lists what the families of the journeys above did: the enquiries, tours, uploads and acceptances', async () => {
    // The journeys above ran on this site (a failed one fails here too, rather than passing on nothing).
    expect(digestLines).toHaveLength(8);
    // As its API test does, the digest is sent by its job: here the job's time is brought to now, as at 07:00.
    await withDatabase((db) =>
      db.collection(COLLECTIONS.scheduledJobs).updateOne({ key: 'activity-digest' }, { $set: { runAt: new Date() } }),
    );
    wakeApiJobs();
    const digest = await mailTo(state.admin.email, /^Admissions, the past day: /, 60_000);
    for (const line of digestLines) expect(digest.text).toContain(line);
  }, 120_000);
});
