import { slotTime } from '@icast/contracts';
import { signInAsAdmin, state } from './dashboard-support';
import { linkIn, mailTo } from '../support/mail';
import { useBrowser } from '../support/browser';
import { expectUsableOnPhone, PHONE } from '../support/phone';

const browser = useBrowser();

/** Three days ahead at a minute of its own, in Lagos time, so this run's slot is told apart from earlier runs'. */
function uniqueSlotTime(): { date: string; time: string; startsAt: string } {
  const day = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000 + 60 * 60 * 1000);
  const date = day.toISOString().slice(0, 10);
  const minutes = Math.floor(Math.random() * 8 * 60);
  const time = `${String(9 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { date, time, startsAt: new Date(`${date}T${time}:00+01:00`).toISOString() };
}

describe('school tours, on a phone', () => {
  it('staff publish a tour; a visitor books it by keyboard, gets the e-mail with a calendar file, and cancels it', async () => {
    const visitorEmail = `tour-${Date.now()}@example.com`;
    const slot = uniqueSlotTime();
    const staff = await browser().newContext(PHONE);
    const visitor = await browser().newContext(PHONE);
    try {
      const office = await staff.newPage();
      await signInAsAdmin(office);
      await office.goto(`${state.baseUrl}/dashboard/bookings`);
      await office.getByLabel('What').selectOption('tour');
      await office.getByLabel('Date').fill(slot.date);
      await office.getByLabel('Start time (Lagos)').fill(slot.time);
      await office.getByLabel('Seats').fill('2');
      await office.getByRole('button', { name: 'Publish' }).click();
      await office.getByText(`Published: School tour, ${slotTime(slot.startsAt)}, Elebu.`).waitFor();
      await expectUsableOnPhone(office);

      const page = await visitor.newPage();
      await page.goto(`${state.baseUrl}/`);
      expect(await page.getByRole('link', { name: 'Book a Tour', exact: true }).getAttribute('href')).toBe(
        '/book-a-tour',
      );
      await page.goto(`${state.baseUrl}/book-a-tour`);
      const choice = page.getByRole('radio', { name: `${slotTime(slot.startsAt)}, Elebu campus` });
      await choice.focus();
      await page.keyboard.press('Space');
      expect(await choice.isChecked()).toBe(true);
      // How many are coming (1 person, then 2 people with the arrow key) and the class of interest (the first).
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      expect(await page.getByLabel('How many people are coming?').inputValue()).toBe('2');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      expect(await page.getByLabel('Which class are you interested in?').inputValue()).toBe('creche');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Ada Obi');
      await page.keyboard.press('Tab');
      await page.keyboard.type('0803 123 4567');
      await page.keyboard.press('Tab');
      await page.keyboard.type(visitorEmail);
      await page.keyboard.press('Enter');
      await page.getByText('Your tour is booked').waitFor();
      await expectUsableOnPhone(page);

      const confirmation = await mailTo(visitorEmail, /^Booked: School tour, /);
      expect(confirmation.attachments).toEqual([expect.objectContaining({ filename: 'icast-booking.ics' })]);
      await office.reload();
      await office.getByRole('table', { name: 'Who booked' }).getByText(visitorEmail).waitFor();

      await page.goto(linkIn(confirmation, `${state.baseUrl}/bookings/`));
      const summary = page.getByTestId('booking-summary');
      await summary.getByText('Ada Obi').waitFor();
      expect(await summary.textContent()).toContain('People2 people');
      await expectUsableOnPhone(page);
      // Cancelling asks first, by keyboard: the question takes focus, Tab reaches "Yes", Enter cancels.
      await page.getByRole('button', { name: 'Cancel the booking' }).press('Enter');
      const question = page.getByText('Cancel this booking?');
      await question.waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^Cancel this booking\?/);
      await expectUsableOnPhone(page);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByText('Booking cancelled').waitFor();
      await mailTo(visitorEmail, /^Cancelled: School tour, /);
    } finally {
      await Promise.all([staff.close(), visitor.close()]);
    }
  });
});
