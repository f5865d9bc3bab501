import type { BrowserContext, Page } from 'playwright-core';
import { axeFindings } from '../support/axe';
import { useBrowser } from '../support/browser';
import { adminContext, nextDialog, signIn, state } from './dashboard-support';

const browser = useBrowser();
const PHONE = { width: 375, height: 740 };
const WIDE = { width: 1280, height: 900 };
const api = (path: string) => `${state.baseUrl}/api/${path}`;

/** axe clean and nothing wider than the screen, at 1280 and 375 px. */
async function accessibleWideAndNarrow(page: Page): Promise<void> {
  for (const viewport of [WIDE, PHONE]) {
    await page.setViewportSize(viewport);
    expect(await axeFindings(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  }
  await page.setViewportSize(WIDE);
}

/** What a visitor reads on the post's page, asked afresh until it shows `text` (the site's caches follow the API). */
async function visitorSees(visitor: Page, slug: string, text: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    await visitor.goto(`${state.baseUrl}/blog/${slug}`);
    await visitor.locator('article h1').waitFor();
    if ((await visitor.locator('article').innerText()).includes(text)) return;
    if (attempt >= 20) throw new Error(`the visitor never saw "${text}" on /blog/${slug}`);
    await visitor.waitForTimeout(500);
  }
}

describe('approval of an editor’s post change', () => {
  let admin: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    admin = await adminContext(browser());
  });
  afterAll(async () => {
    await admin.page.request.put(api('content-approval/settings'), { data: { editorsNeedApproval: false } });
    await admin.context.close();
  });

  it('holds the editor’s change, previews it by link, goes live on approval, and an older version can be restored', async () => {
    const stamp = Date.now();
    const request = admin.page.request;
    const created = await request.post(api('blog/add-blog'), {
      multipart: {
        title: `Inter-house sports ${stamp}`,
        content: 'Sports day is on Friday on the school field.',
        category: 'Sports',
        isPublished: 'true',
        isFeatured: 'false',
      },
    });
    expect(created.status()).toBe(201);
    const post = (await created.json()) as { _id: string; slug: string };
    const email = `approval-editor-${stamp}@icast.test`;
    const password = 'copper kettle evening';
    const staff = await request.post(api('auth/staff'), {
      data: { email, name: 'Ada Editor', role: 'editor', password },
    });
    expect(staff.status()).toBe(201);

    // The admin switches approval on.
    await admin.page.goto(`${state.baseUrl}/dashboard/approvals`);
    const setting = admin.page.getByRole('checkbox', { name: /wait for an admin's approval/ });
    await setting.check();
    await admin.page.getByText("Editors' changes to posts and events now wait for an admin's approval.").waitFor();

    // The editor changes the post: told it waits, and visitors still see the old words.
    const editorContext = await browser().newContext({ viewport: WIDE });
    const visitorContext = await browser().newContext({ viewport: PHONE });
    try {
      const editor = await editorContext.newPage();
      await editor.goto(`${state.baseUrl}/login`);
      await signIn(editor, email, password);
      await editor.waitForURL('**/dashboard/home');
      await editor.goto(`${state.baseUrl}/dashboard/edit-post/${post._id}`);
      const content = editor.getByLabel('Content');
      await content.waitFor();
      await content.fill('Sports day is on Saturday on the school field.');
      const told = nextDialog(editor);
      await editor.getByRole('button', { name: 'Publish' }).click();
      expect(await told).toMatch(/waits for an admin's approval/);
      await editor.waitForURL('**/dashboard/approvals');

      const visitor = await visitorContext.newPage();
      await visitorSees(visitor, post.slug, 'on Friday');

      // The admin reads the change, opens its private preview, and approves it.
      await admin.page.goto(`${state.baseUrl}/dashboard/approvals`);
      const item = admin.page.getByRole('listitem').filter({ hasText: `Inter-house sports ${stamp}` });
      await item.getByRole('button', { name: /Show the changes/ }).click();
      await item.getByRole('insertion').filter({ hasText: 'Saturday' }).waitFor();
      await accessibleWideAndNarrow(admin.page);
      const previewPath = await item.getByRole('link', { name: /Preview the post/ }).getAttribute('href');
      expect(previewPath).toMatch(/^\/preview\/[0-9a-f]{24}[\w-]{43}$/);
      const preview = await visitorContext.newPage();
      const opened = await preview.goto(`${state.baseUrl}${previewPath}`);
      expect(opened?.status()).toBe(200);
      await preview.getByRole('note', { name: 'Preview' }).waitFor();
      await preview.getByText('Sports day is on Saturday on the school field.').waitFor();
      expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await axeFindings(preview)).toEqual([]);

      await item.getByRole('button', { name: 'Approve: visitors see it now' }).click();
      await admin.page.getByText(/is approved\. Visitors see it now\./).waitFor();
      await visitorSees(visitor, post.slug, 'on Saturday');
      // The preview link now says plainly it is done.
      await preview.reload();
      await preview.getByRole('heading', { level: 1, name: 'This preview is not available' }).waitFor();
      await preview.getByText(/approved: it is on the site now/).waitFor();

      // The admin restores the first version from the post's history; visitors see it at once.
      await admin.page.goto(`${state.baseUrl}/dashboard/history/post/${post._id}`);
      await admin.page.getByRole('heading', { level: 2, name: 'Version 2 (live now)' }).waitFor();
      await admin.page
        .getByText(/approved|Ada Editor/)
        .first()
        .waitFor();
      await admin.page.getByRole('button', { name: 'Show the changes in version 2' }).click();
      await admin.page.getByRole('deletion').filter({ hasText: 'Friday' }).waitFor();
      await accessibleWideAndNarrow(admin.page);
      await admin.page.getByRole('button', { name: 'Restore version 1' }).click();
      await admin.page.getByText('Version 1 is restored as version 3. Visitors see it now.').waitFor();
      await visitorSees(visitor, post.slug, 'on Friday');
    } finally {
      await editorContext.close();
      await visitorContext.close();
    }
  });
});
