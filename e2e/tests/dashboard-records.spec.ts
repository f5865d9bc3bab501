import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser';
import { adminContext, applicationBody, payForForm, PNG, state } from './dashboard-support';

const browser = useBrowser();

async function downloadCsv(page: Page): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  return readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}

describe('dashboard: what parents did shows up for staff', () => {
  it('a sandbox payment and an application appear; a status change reaches the public lookup; CSVs parse', async () => {
    const lastName = `Records${Date.now()}`;
    const parent = await browser().newPage();
    const paymentReference = await payForForm(parent, lastName);

    const submitted = await parent.request.post(`${state.baseUrl}/api/form`, {
      data: applicationBody(lastName),
    });
    expect(submitted.status()).toBe(201);
    const { reference } = (await submitted.json()) as { reference: string };

    const { context, page } = await adminContext(browser());
    try {
      const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
      await sidebar.getByRole('link', { name: 'Form Purchase' }).click();
      const paymentRow = page.getByRole('row').filter({ hasText: paymentReference });
      await paymentRow.waitFor();
      expect(await paymentRow.textContent()).toContain(lastName);
      expect(await paymentRow.textContent()).toMatch(/Paid/);
      const payments = await downloadCsv(page);
      expect(payments[0]).toMatch(/^Reference,/);
      expect(payments.some((line) => line.startsWith(`${paymentReference},`) && line.includes(lastName))).toBe(true);

      await sidebar.getByRole('link', { name: 'Applications' }).click();
      await page.getByRole('link', { name: reference }).click();
      await page.getByRole('heading', { level: 1, name: `Application ${reference}` }).waitFor();
      await page.getByLabel('New status').selectOption('waitlisted');
      await page.getByLabel('Note (optional)').fill('Entrance assessment passed');
      await page.getByRole('button', { name: 'Save status' }).click();
      await page.getByText('Entrance assessment passed').first().waitFor();

      await page.getByRole('link', { name: 'Back to applications' }).click();
      const applications = await downloadCsv(page);
      expect(applications.some((line) => line.includes(reference) && line.includes(lastName))).toBe(true);

      await parent.goto(`${state.baseUrl}/application?reference=${encodeURIComponent(reference)}`);
      const birth = parent.getByRole('group', { name: "Child's date of birth" });
      await birth.getByLabel('Day').fill('2');
      await birth.getByLabel('Month').fill('3');
      await birth.getByLabel('Year').fill('2017');
      await parent.getByRole('button', { name: 'Check status' }).click();
      await parent.getByTestId('application-status').waitFor();
      expect(await parent.getByTestId('application-status').textContent()).toBe('Waiting list');
    } finally {
      await context.close();
      await parent.close();
    }
  });
});

describe('dashboard: a post on its way to the public blog', () => {
  it('a draft is not public; published, it shows on /blog with its image and a hostile title as plain text', async () => {
    const marker = `Sports Day ${Date.now()}`;
    const title = `<img src=x onerror="window.__xss=1">${marker}`;
    const { context, page } = await adminContext(browser());
    const visitor = await browser().newPage();
    let dialogs = 0;
    let postId: string | undefined;
    visitor.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    try {
      const created = await page.request.post(`${state.baseUrl}/api/blog/add-blog`, {
        multipart: {
          title,
          content: 'The houses ran, jumped and cheered all afternoon.',
          category: 'Sports',
          isPublished: 'false',
          isFeatured: 'false',
          image: { name: 'cover.png', mimeType: 'image/png', buffer: PNG },
          imageAlt: 'Pupils racing on the field at the inter-house sports',
        },
      });
      expect(created.status()).toBe(201);
      const post = (await created.json()) as { _id: string };
      postId = post._id;

      await visitor.goto(`${state.baseUrl}/blog?q=${encodeURIComponent(marker)}`);
      await visitor.getByText('No blogs found in this category.').waitFor();

      const published = await page.request.patch(`${state.baseUrl}/api/blog/admin/posts/${post._id}`, {
        data: { isPublished: true },
      });
      expect(published.status()).toBe(200);

      // The document server learns of the change from the content stamp, asked for at most every 250 ms and waited
      // for 300 ms: on a busy machine the first page after the change may still be the one kept before it.
      const listed = visitor.getByText(title, { exact: false }).first();
      for (let visit = 0; visit < 10; visit++) {
        await visitor.goto(`${state.baseUrl}/blog?q=${encodeURIComponent(marker)}`);
        if (await listed.isVisible()) break;
        await visitor.waitForTimeout(1_000);
      }
      await listed.waitFor();
      await visitor.goto(`${state.baseUrl}/blog/${post._id}`);
      const heading = visitor.getByRole('heading', { level: 1, name: title });
      await heading.waitFor();
      const { imageUrl } = (await (
        await page.request.get(`${state.baseUrl}/api/blog/get-blog/${post._id}`)
      ).json()) as {
        imageUrl: string;
      };
      expect(imageUrl).toMatch(/^\/api\/blog\/image\/[a-f0-9]{24}$/);
      // The cover went through the photo pipeline: the article shows it, loaded, from its sizes.
      const cover = visitor.locator('img.pub-article__image');
      await cover.first().waitFor();
      await visitor.waitForFunction(
        () => (document.querySelector('img.pub-article__image') as HTMLImageElement | null)?.complete === true,
      );
      expect(await cover.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      expect(await visitor.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(dialogs).toBe(0);
    } finally {
      // Leave the public blog as the other files expect it: only the seeded news.
      if (postId)
        expect((await page.request.delete(`${state.baseUrl}/api/blog/delete-blog/${postId}`)).status()).toBe(200);
      await visitor.close();
      await context.close();
    }
  });
});
