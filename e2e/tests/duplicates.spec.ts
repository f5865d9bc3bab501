import type { Page } from 'playwright-core';
import { startTermChoices } from '@icast/contracts';
import { useBrowser } from '../support/browser';
import { linkIn, mailTo } from '../support/mail';
import { expectUsableOnPhone, PHONE } from '../support/phone';
import { signInAsAdmin, state } from './dashboard-support';

const browser = useBrowser();

/** Letters only (names allow no digits): a child's name no other test file uses. */
const uniqueName = (prefix: string) =>
  prefix + String(Date.now()).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

/** The form's answers for one child, sent by one family (its own e-mail and phone). */
async function submitApplication(firstname: string, parentEmail: string, parentPhone: string): Promise<string> {
  const response = await fetch(`${state.apiUrl}/api/form`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      classAppliedFor: 'primary4',
      campus: 'elebu',
      attendance: 'day',
      startTerm: startTermChoices()[1]!.value,
      surname: 'Adebayo',
      firstname,
      sex: 'female',
      dob: '2016-09-12',
      state: 'Oyo',
      fatherSurname: 'Adebayo',
      fatherFirstname: 'Segun',
      relationshipOfFather: 'Father',
      motherSurname: 'Adebayo',
      motherFirstname: 'Lola',
      relationshipOfMother: 'Mother',
      parentEmail,
      parentPhone,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

async function applicationsListed(office: Page, reference: string): Promise<number> {
  await office.goto(`${state.baseUrl}/dashboard/applications?q=${reference}`);
  await office
    .getByText(/^Showing|No applications found/)
    .first()
    .waitFor();
  return office.getByRole('link', { name: reference }).count();
}

describe('a duplicate merged and undone, on a phone', () => {
  it('staff see the pair, merge after the question, the merged one leaves the lists and its family page; Undo', async () => {
    const firstname = uniqueName('Tomi');
    const stamp = Date.now();
    const familyEmail = `adebayo-${stamp}@example.com`;
    const family = await submitApplication(firstname, familyEmail, '0803 111 2233');
    // Someone else sends the same child's name and date of birth, with their own contacts.
    const other = await submitApplication(firstname, `someone-${stamp}@example.com`, '0809 444 5566');

    const staffContext = await browser().newContext(PHONE);
    const familyContext = await browser().newContext(PHONE);
    try {
      const parent = await familyContext.newPage();
      const received = await mailTo(familyEmail, /^We received your application/);
      await parent.goto(linkIn(received, `${state.baseUrl}/my-applications#token=`));
      const card = parent.getByRole('article', { name: `${firstname} Adebayo` });
      await card.getByRole('heading', { name: 'Documents' }).waitFor();

      const office = await staffContext.newPage();
      await signInAsAdmin(office);
      await office.goto(`${state.baseUrl}/dashboard/duplicates`);
      const group = office
        .getByRole('listitem')
        .filter({ hasText: `Child ${firstname} Adebayo` })
        .first();
      await group.getByRole('link', { name: family }).waitFor();
      await group.getByRole('link', { name: other }).waitFor();

      // The office picks the merge by keyboard; the question takes focus and warns of two families.
      await group.getByRole('button', { name: `Merge ${family} into ${other}` }).focus();
      await office.keyboard.press('Enter');
      const question = office.getByRole('heading', { name: `Merge ${family}?` });
      await question.waitFor();
      expect(await question.evaluate((element) => element === document.activeElement)).toBe(true);
      await office.getByText('These applications give different contact details').waitFor();
      expect(await office.getByRole('checkbox', { name: /Move the documents/ }).isChecked()).toBe(false);
      await expectUsableOnPhone(office);
      await office.getByRole('button', { name: `Yes, merge ${family}` }).click();
      await office.getByText(`${family} merged into ${other}. No documents moved.`, { exact: false }).waitFor();
      // The notice comes with the merge's answer; the list is asked again after it, so its pair goes a moment later.
      await office.getByText(`Child ${firstname} Adebayo`).first().waitFor({ state: 'detached' });
      expect(await applicationsListed(office, family)).toBe(0);
      expect(await applicationsListed(office, other)).toBe(1);

      // The family's page: joined with another, nothing asked of them, nothing of the other family's.
      await parent.reload();
      await card.getByTestId('parent-application-status').getByText('Merged into another application').waitFor();
      expect(await card.getByRole('heading', { name: 'Documents' }).count()).toBe(0);
      expect(await parent.getByText(other).count()).toBe(0);
      await expectUsableOnPhone(parent);

      // Undo from the merges, then everything is back.
      await office.goto(`${state.baseUrl}/dashboard/duplicates`);
      await office.getByLabel('Show').selectOption('merged');
      await office.getByRole('heading', { name: `${family} merged into ${other}` }).waitFor();
      await expectUsableOnPhone(office);
      await office.getByRole('button', { name: `Undo: bring back ${family}` }).click();
      await office.getByText(`Merge undone: ${family} is Received again.`, { exact: false }).waitFor();
      expect(await applicationsListed(office, family)).toBe(1);
      await parent.reload();
      await card.getByTestId('parent-application-status').getByText('Received').waitFor();
      await card.getByRole('heading', { name: 'Documents' }).waitFor();
    } finally {
      await Promise.all([staffContext.close(), familyContext.close()]);
    }
  });
});
