import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { blogSlugOf, type ContentRevisionSummary, type GalleryAlbum, type SitePageView } from '@icast/contracts';
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

/** What a visitor reads on a page, asked afresh until it shows `text` (the site's caches follow the API's stamp). */
async function visitorSeesAt(visitor: Page, path: string, text: string, where = 'main'): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    await visitor.goto(`${state.baseUrl}${path}`);
    await visitor.locator(`${where} h1`).first().waitFor();
    if ((await visitor.locator(where).first().innerText()).includes(text)) return;
    if (attempt >= 20) throw new Error(`the visitor never saw "${text}" on ${path}`);
    await visitor.waitForTimeout(500);
  }
}

const visitorSees = (visitor: Page, slug: string, text: string) =>
  visitorSeesAt(visitor, `/blog/${slug}`, text, 'article');

/** A new staff member with the editor's role, signed in on a page of its own at 1280 px. */
async function signedInEditor(admin: Page, context: BrowserContext, stamp: number): Promise<Page> {
  const email = `approval-editor-${stamp}@icast.test`;
  const password = 'copper kettle evening';
  const staff = await admin.request.post(api('auth/staff'), {
    data: { email, name: 'Ada Editor', role: 'editor', password },
  });
  expect(staff.status()).toBe(201);
  const editor = await context.newPage();
  await editor.goto(`${state.baseUrl}/login`);
  await signIn(editor, email, password);
  await editor.waitForURL('**/dashboard/home');
  return editor;
}

describe('approval of an editor’s changes', () => {
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

    // The admin switches approval on.
    await admin.page.goto(`${state.baseUrl}/dashboard/approvals`);
    const setting = admin.page.getByRole('checkbox', { name: /wait for an admin's approval/ });
    await setting.check();
    await admin.page
      .getByText("Editors' changes to posts, events, pages and the site's content now wait for an admin's approval.")
      .waitFor();

    // The editor changes the post: told it waits, and visitors still see the old words.
    const editorContext = await browser().newContext({ viewport: WIDE });
    const visitorContext = await browser().newContext({ viewport: PHONE });
    try {
      const editor = await signedInEditor(admin.page, editorContext, stamp);
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

  it('holds the editor’s Hostel page and new article, previews both, shows both once approved, and the editor restores an older page', async () => {
    const stamp = Date.now();
    const request = admin.page.request;
    const rules = `Boarders go home on the exeat weekend of each half term (${stamp}).`;
    const photoAlt = `Bunk beds in the freshly painted dormitory ${stamp}`;
    const articlePhotoAlt = `Red house crossing the line ${stamp}`;
    const title = `Hostel open day ${stamp}`;
    // The page as the other tests expect it, saved once by the admin: the version the editor goes back to.
    const saved = (await (await request.get(api('site-pages/admin/hostel'))).json()) as SitePageView;
    const original = { title: saved.title, intro: saved.intro, blocks: saved.blocks };
    expect((await request.put(api('site-pages/admin/hostel'), { data: original })).status()).toBe(200);
    // A published album photo for the article (its photos come from the library's published photos).
    const albumFields = { title: `Open day ${stamp}`, category: 'sports', description: '' };
    const album = (await (
      await request.post(api('gallery/admin/albums'), { data: { ...albumFields, published: false } })
    ).json()) as GalleryAlbum;
    const jpeg = (background: string) =>
      sharp({ create: { width: 1200, height: 800, channels: 3, background } })
        .jpeg()
        .toBuffer();
    const added = await request.post(api(`gallery/admin/albums/${album.id}/photos`), {
      multipart: {
        alt: articlePhotoAlt,
        caption: '',
        image: { name: 'relay.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#b3261e') },
      },
    });
    expect(added.status()).toBe(201);
    await request.put(api(`gallery/admin/albums/${album.id}`), { data: { ...albumFields, published: true } });
    await request.put(api('content-approval/settings'), { data: { editorsNeedApproval: true } });

    const editorContext = await browser().newContext({ viewport: WIDE });
    const visitorContext = await browser().newContext({ viewport: PHONE });
    let postId: string | undefined;
    try {
      const editor = await signedInEditor(admin.page, editorContext, stamp);

      // The Hostel page: new words and a new photo, sent for approval.
      await editor.goto(`${state.baseUrl}/dashboard/pages`);
      await editor.getByRole('heading', { name: 'Hostel page' }).waitFor();
      await accessibleWideAndNarrow(editor);
      await editor.locator('#sp-blocks-2-paragraphs-0').fill(rules);
      const uploaded = editor.waitForResponse((response) => response.url().endsWith('/api/site-pages/admin/photos'));
      await editor.setInputFiles('#sp-blocks-5-photos-0-photo-imageId', {
        name: 'rooms.jpg',
        mimeType: 'image/jpeg',
        buffer: await jpeg('#1f7a4d'),
      });
      expect((await uploaded).status()).toBe(201);
      await editor.locator('#sp-blocks-5-photos-0-photo-alt').fill(photoAlt);
      await editor.getByRole('button', { name: 'Save the page' }).click();
      await editor.getByText(/is saved and waits for an admin's approval/).waitFor({ timeout: 60_000 });

      // The photo's focal point, set in the photo library (the newest photo, still captionless).
      await editor.goto(`${state.baseUrl}/dashboard/photos`);
      await editor.getByRole('heading', { level: 1, name: 'Photos' }).waitFor();
      await editor.getByRole('button', { name: 'Edit the photo "No caption yet"' }).first().click();
      const form = editor.getByRole('form', { name: 'Edit "No caption yet"' });
      await form.getByLabel('Caption').fill(`Dormitory ${stamp}`);
      await form.getByRole('button', { name: /^Focal point marker/ }).focus();
      for (let step = 0; step < 2; step++) await editor.keyboard.press('Shift+ArrowUp');
      expect(await form.getByLabel('Down, % from the top').inputValue()).toBe('30');
      await accessibleWideAndNarrow(editor);
      await form.getByRole('button', { name: 'Save photo' }).click();
      await editor.getByText('Photo saved. Pages that show it crop it around the new focal point.').waitFor();

      // The article: a heading, a link, a photo and a video, published for approval.
      await editor.goto(`${state.baseUrl}/dashboard/add-post`);
      await editor.getByLabel('Title').fill(title);
      await editor.getByLabel('Content').click();
      await editor.keyboard.type('Open day');
      const toolbar = editor.getByRole('toolbar', { name: 'Text style' });
      await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
      await editor.keyboard.press('End');
      await editor.keyboard.press('Enter');
      await editor.keyboard.type('Read the programme');
      await editor.keyboard.press('Shift+Home');
      await toolbar.getByRole('button', { name: 'Link' }).click();
      await editor.getByLabel('Link address').fill('https://example.org/open-day');
      await editor.getByRole('button', { name: 'Add link' }).click();
      await editor.keyboard.press('End');
      await editor.keyboard.press('Enter');
      await editor.keyboard.type('Families may visit the dormitories.');
      await toolbar.getByRole('button', { name: 'Photo' }).click();
      await editor.getByRole('radio', { name: articlePhotoAlt }).check();
      await editor.getByRole('button', { name: 'Insert photo' }).click();
      await toolbar.getByRole('button', { name: 'Video' }).click();
      await editor.getByLabel('YouTube address').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await editor.getByLabel('Video title').fill('A tour of the hostel');
      await editor.getByRole('button', { name: 'Insert video' }).click();
      await editor.getByLabel('Category').selectOption('Sports');
      await accessibleWideAndNarrow(editor);
      const told = nextDialog(editor);
      const created = editor.waitForResponse((response) => response.url().endsWith('/api/blog/add-blog'));
      await editor.getByRole('button', { name: 'Publish' }).click();
      postId = ((await (await created).json()) as { _id: string })._id;
      await told;

      // Visitors see neither yet.
      const visitor = await visitorContext.newPage();
      await visitorSeesAt(visitor, '/hostel', original.title);
      expect(await visitor.locator('main').innerText()).not.toContain(rules);
      expect((await visitorContext.request.get(api(`blog/get-blog/${blogSlugOf(title)}`))).status()).toBe(404);

      // The admin previews each through its private link, then approves it.
      await admin.page.goto(`${state.baseUrl}/dashboard/approvals`);
      const preview = await visitorContext.newPage();
      for (const [name, link, shows] of [
        [`${original.title} page`, /Preview the page/, rules],
        [title, /Preview the post/, 'Families may visit the dormitories.'],
      ] as const) {
        const item = admin.page.getByRole('listitem').filter({ hasText: name }).first();
        const path = await item.getByRole('link', { name: link }).getAttribute('href');
        await preview.goto(`${state.baseUrl}${path}`);
        await preview.getByRole('note', { name: 'Preview' }).waitFor();
        await preview.getByText(shows).waitFor();
        if (shows === rules) await preview.getByRole('img', { name: photoAlt }).waitFor();
        expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
        expect(await axeFindings(preview)).toEqual([]);
        await item.getByRole('button', { name: 'Approve: visitors see it now' }).click();
        await admin.page.getByText(/is approved\. Visitors see it now\./).waitFor();
      }

      // A visitor sees both, with no restart.
      await visitorSeesAt(visitor, '/hostel', rules);
      await visitor.getByRole('img', { name: photoAlt }).waitFor();
      await visitorSees(visitor, blogSlugOf(title), 'Families may visit the dormitories.');
      await visitor.getByRole('article').getByRole('heading', { level: 2, name: 'Open day' }).waitFor();
      await visitor.getByRole('link', { name: /Play video: A tour of the hostel/ }).waitFor();

      // With the approval period over, the editor puts the page's earlier version back from its history.
      await request.put(api('content-approval/settings'), { data: { editorsNeedApproval: false } });
      const [live, earlier] = (await (await request.get(api('content-revisions/page/hostel'))).json()) as [
        ContentRevisionSummary,
        ContentRevisionSummary,
      ];
      await editor.goto(`${state.baseUrl}/dashboard/history/page/hostel`);
      await editor.getByRole('heading', { level: 2, name: `Version ${live.number} (live now)` }).waitFor();
      await accessibleWideAndNarrow(editor);
      await editor.getByRole('button', { name: `Restore version ${earlier.number}` }).click();
      await editor
        .getByText(`Version ${earlier.number} is restored as version ${live.number + 1}. Visitors see it now.`)
        .waitFor();
      const before = original.blocks[2];
      await visitorSeesAt(visitor, '/hostel', before?.type === 'section' ? before.paragraphs[0]! : original.title);
      expect(await visitor.locator('main').innerText()).not.toContain(rules);
    } finally {
      await request.put(api('content-approval/settings'), { data: { editorsNeedApproval: false } });
      await request.put(api('site-pages/admin/hostel'), { data: original });
      if (postId) await request.delete(api(`blog/delete-blog/${postId}`));
      await request.delete(api(`gallery/admin/albums/${album.id}`));
      await editorContext.close();
      await visitorContext.close();
    }
  }, 300_000);
});
