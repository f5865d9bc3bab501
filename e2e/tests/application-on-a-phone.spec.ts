import { useFreshPage } from '../support/browser';
import { PHONE } from '../support/phone';
import { readState } from '../support/state';

/** A parent filling the online application on a 375 px phone, as the journey through it found the form. */
const state = readState();
const { page } = useFreshPage({ ...PHONE, isMobile: true, hasTouch: true });

const sectionHeading = (name: RegExp) => page().getByRole('heading', { level: 2, name }).waitFor();

describe('the online application on a phone', () => {
  it('shows every digit of the date of birth in its box', async () => {
    await page().goto(`${state.baseUrl}/online-application`);
    await page()
      .getByRole('button', { name: /Child's details/ })
      .click();
    await sectionHeading(/Section B/);
    const group = page().getByRole('group', { name: 'Date of birth' });
    await group.getByLabel('Day').fill('28');
    await group.getByLabel('Month').fill('12');
    await group.getByLabel('Year').fill('2019');
    // A box whose text is wider than its inside scrolls it, so "28" read as "2" and "2019" as ".019".
    const boxes = await group.locator('input').evaluateAll((inputs) =>
      (inputs as HTMLInputElement[]).map((input) => ({
        value: input.value,
        fits: input.scrollWidth <= input.clientWidth,
        width: input.getBoundingClientRect().width,
      })),
    );
    expect(boxes.map(({ value, fits }) => [value, fits])).toEqual([
      ['28', true],
      ['12', true],
      ['2019', true],
    ]);
    // Big enough to tap, and the three side by side within the phone's width.
    for (const { width } of boxes) expect(width).toBeGreaterThanOrEqual(44);
    expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it("takes the phone's Back button to the section before, not off the form", async () => {
    await page().goto(`${state.baseUrl}/`);
    await page().goto(`${state.baseUrl}/online-application`);
    await sectionHeading(/Section A: Place applied for/);
    await page()
      .getByRole('button', { name: /Child's details/ })
      .click();
    await sectionHeading(/Section B/);
    await page()
      .getByRole('button', { name: /Father's details/ })
      .click();
    await sectionHeading(/Section C/);

    await page().goBack();
    await sectionHeading(/Section B/);
    await page().goBack();
    await sectionHeading(/Section A/);
    expect(new URL(page().url()).pathname).toBe('/online-application');
    // Forward works too, and a reload stays on the section in the address.
    await page().goForward();
    await sectionHeading(/Section B/);
    await page().reload();
    await sectionHeading(/Section B/);
    // From the first section, Back leaves the form as it always did.
    await page().goBack();
    await sectionHeading(/Section A/);
    await page().goBack();
    await page().waitForURL(`${state.baseUrl}/`);
  });
});
