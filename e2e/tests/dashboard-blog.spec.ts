import AxeBuilder from '@axe-core/playwright';
import { useBrowser, watchConsole } from '../support/browser';
import { adminContext, nextDialog, PNG, state } from './dashboard-support';

const browser = useBrowser();
afterAll(async () => {});

describe('dashboard: blog journey', () => {
  it('signs in, creates a draft with an image, publishes, edits and deletes it', async () => {
    const { context, page } = await adminContext(browser());
    const errors = watchConsole(page);
    try {
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.getByRole('link', { name: 'Blog Management' }).click();
      await page.getByRole('link', { name: 'Add post' }).click();

      const title = `Cultural Week ${Date.now()}`;
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Content').fill('Pupils wore traditional attire and shared food from every state.');
      await page.getByLabel('Category').selectOption('Events');
      await page.setInputFiles('#post-image', { name: 'photo.png', mimeType: 'image/png', buffer: PNG });
      await page.getByAltText('Selected cover for this post').waitFor();
      await page.getByLabel('What the image shows').fill('Pupils in traditional attire');
      await page.getByLabel('Published').uncheck();
      const saved = nextDialog(page);
      await page.getByRole('button', { name: 'Save as Draft' }).click();
      expect(await saved).toBe('Blog post saved successfully!');

      await page.waitForURL('**/dashboard/blog-management');
      const row = page.getByRole('row').filter({ hasText: title });
      await row.getByRole('button', { name: /^Draft/ }).waitFor();

      // The stored image is served from the database through the site's own origin.
      await row.getByRole('link', { name: `Edit ${title}` }).click();
      const preview = page.getByAltText('Selected cover for this post');
      await preview.waitFor();
      const src = await preview.getAttribute('src');
      expect(src).toMatch(/^\/api\/blog\/image\/[a-f0-9]{24}$/);
      expect(await preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
      const imageResponse = await page.request.get(`${state.baseUrl}${src}`);
      expect(imageResponse.headers()['cache-control']).toContain('max-age=31536000');

      const updated = nextDialog(page);
      await page.getByLabel('Title').fill(`${title} (updated)`);
      await page.getByRole('button', { name: 'Save as Draft' }).click();
      expect(await updated).toBe('Blog updated successfully');
      await page.waitForURL('**/dashboard/blog-management');

      const updatedRow = page.getByRole('row').filter({ hasText: `${title} (updated)` });
      await updatedRow.getByRole('button', { name: /^Draft/ }).click();
      await updatedRow.getByRole('button', { name: /^Published/ }).waitFor();

      const confirm = nextDialog(page);
      await updatedRow.getByRole('button', { name: /^Delete/ }).click();
      expect(await confirm).toBe('Are you sure you want to delete this blog post?');
      await updatedRow.waitFor({ state: 'detached' });
      expect(await page.request.get(`${state.baseUrl}${src}`).then((response) => response.status())).toBe(404);
      // Staff endpoints other parts of the site own may not be deployed here (a 404 the pages show as "not
      // available"); anything else in the console is a bug.
      expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("checks spelling and style offline, keeping the school's names, and shows the changes before accepting them", async () => {
    const { context, page } = await adminContext(browser());
    try {
      await page.goto(`${state.baseUrl}/dashboard/add-post`);
      const blank = nextDialog(page);
      await page.getByRole('button', { name: 'Check spelling and style' }).click();
      expect(await blank).toBe('Write something first!');
      await page.getByLabel('Content').fill('the the pupils from elebu and Adébáyọ̀ from jss1 recieve prizes');
      await page.getByRole('button', { name: 'Check spelling and style' }).click();
      // Each change on its own, all accepted to start with: one rejected, the others applied.
      await page.getByRole('group', { name: /^Change \d+: recieve to receive \(spelling\)$/ }).waitFor();
      await page.getByRole('button', { name: /^Use \d+ accepted changes$/ }).click();
      expect(await page.getByLabel('Content').textContent()).toBe(
        'The pupils from Elebu and Adébáyọ̀ from JSS1 receive prizes',
      );
      await page.getByLabel('Content').fill('we ate jollof and moin moin at ileya in our gele and agbada, recieve it');
      await page.getByRole('button', { name: 'Check spelling and style' }).click();
      const spelling = page.getByRole('group', { name: /^Change \d+: recieve to receive \(spelling\)$/ });
      await spelling.getByRole('button', { name: /^Reject change/ }).click();
      await page.getByRole('button', { name: /^Use \d+ accepted changes?$/ }).click();
      expect(await page.getByLabel('Content').textContent()).toBe(
        'We ate jollof and moin moin at ileya in our gele and agbada, recieve it',
      );
    } finally {
      await context.close();
    }
  });

  it('previews a scheduled post by keyboard at 375 px, with no serious axe finding', async () => {
    const { context, page } = await adminContext(browser());
    try {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${state.baseUrl}/dashboard/add-post`);
      await page.getByLabel('Title').fill('Inter-house sports at Elebu');
      await page.getByLabel('Content').fill('Blue house won the relay.\n\nParents from Ìbàdàn cheered.');
      await page.getByLabel('Category').selectOption('Sports');
      await page.getByLabel('Publish at (Lagos time, optional)').fill('2099-09-01T08:00');
      await page.getByRole('button', { name: 'Schedule' }).waitFor();
      await page.getByRole('button', { name: 'Preview' }).focus();
      await page.keyboard.press('Enter');
      const heading = page.getByRole('heading', { name: 'Preview: how visitors will see this post' });
      expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
      const article = page.getByTestId('post-preview');
      expect(await article.getByRole('heading', { name: 'Inter-house sports at Elebu' }).isVisible()).toBe(true);
      expect(await article.textContent()).toContain('1 Sept 2099, 08:00');
      const results = await new AxeBuilder({ page }).analyze();
      const severe = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
      expect(severe.map((violation) => violation.id)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
      await page.getByRole('button', { name: 'Back to editing' }).click();
      expect(await page.getByTestId('post-preview').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
