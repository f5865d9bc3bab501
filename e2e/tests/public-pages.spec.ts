import { ABOUT, FAQS, HOSTEL, SITE } from '@icast/content';
import { screenshot, usePublicPage } from '../support/public-site';

const site = usePublicPage();

/** Every public route of the spec: its heading and a piece of key content, and a clean console. */
const PAGES: Array<[path: string, heading: string | RegExp, keyText: string]> = [
  ['/', /Welcome to ICAST Schools/, ABOUT.mission],
  ['/about', /About ICAST Schools/, 'Our Values'],
  ['/classes', 'Our Classes', 'Grades 7-12 (JSS1 to SS3)'],
  ['/kindagarten', 'Welcome to ICAST Kindergarten', 'Fullday Care'],
  ['/primary', 'Welcome to ICAST Primary School', 'Reading, writing and speaking with confidence'],
  ['/secondary', 'Welcome to ICAST Secondary School', 'Laboratory science for the WASSCE and beyond'],
  ['/activities', 'School Activities', 'Sports and Games'],
  ['/facilities', 'Our Facilities', 'Science Laboratories'],
  ['/hostel', HOSTEL.title, 'Pastoral Care'],
  ['/faq', 'Frequently Asked Questions', FAQS[0]!.question],
  ['/contacts', 'Contact Us', SITE.email],
  ['/gallery-page', 'Gallery', '14 pictures'],
  ['/events', 'Events', 'Keep every event in your calendar'],
  ['/blog', 'News', 'Admissions Open for the 2025-2026 Academic Year'],
  ['/news-detail/2', 'Blue House Wins the 2025 Inter-House Sports Day', 'Congratulations to Blue House'],
];

describe('public pages', () => {
  it.each(PAGES)('%s renders its heading and key content with no console errors', async (path, heading, keyText) => {
    const page = await site.open(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByText(keyText, { exact: false }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(site.errors()).toEqual([]);
  });

  it('opens a seeded post from the blog with its reading time and neighbours', async () => {
    // Searched for: posts other specs publish on this site come first in the plain list and page the seeded one out.
    const page = await site.open('/blog?q=Blue%20House');
    await page.getByRole('link', { name: 'Blue House Wins the 2025 Inter-House Sports Day' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Blue House Wins the 2025 Inter-House Sports Day' }).waitFor();
    expect(await page.getByText(/min read/).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Previous: / }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Next: / }).count()).toBe(1);
    const image = page.locator('.pub-article__image');
    expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(
      true,
    );
    expect(site.errors()).toEqual([]);
  });

  it.each([
    [375, 'mobile'],
    [1280, 'desktop'],
  ])('lays out home and blog at %ipx without horizontal scrolling', async (width, label) => {
    const page = site.page();
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/blog', '/kindagarten', '/contacts']) {
      await site.open(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
      await screenshot(page, `public${path.replace(/\W+/g, '-')}-${label}`);
    }
  });
});
