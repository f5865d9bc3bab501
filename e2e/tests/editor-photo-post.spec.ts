import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { startNginx, type RunningNginx } from '@icast/stack';
import { useBrowser } from '../support/browser';
import { ask, openChat } from './chat-support';
import { nextDialog, signInAsAdmin, state } from './dashboard-support';
import { nextSignInCode } from '../support/staff-sign-in';

const PHONE = { viewport: { width: 375, height: 740 } };
const FEES_ANSWER = 'School fees depend on the class and on day or boarding: the office sends the fee list on request.';
const browser = useBrowser();

/** A phone camera's photo: 4032 x 3024, with the fine detail (noise) that makes such files large. */
function phonePhoto(): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 120, sigma: 40 };
  return sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#6a8', noise } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function expectNoSeriousAxeFinding(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const severe = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(severe.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

async function signedInOnPhone(): Promise<Page> {
  const context = await browser().newContext(PHONE);
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

let photo: Buffer;
beforeAll(async () => {
  photo = await phonePhoto();
}, 60_000);

describe('the web editor on a phone', () => {
  it('adds a post with a phone photo: sees the upload go, is told it saved, and the post shows its photo', async () => {
    const office = await signedInOnPhone();
    const title = `Cultural day ${Date.now()}`;
    try {
      await office.goto(`${state.baseUrl}/dashboard/add-post`);
      await office.getByLabel('Title').fill(title);
      await office
        .getByLabel('Content')
        .fill('Our pupils wore gele, agbada and adire, and shared jollof and moin moin.');
      await office.getByLabel('Category').selectOption('Events');
      await office.getByLabel(/^Image/).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
      await office.getByLabel('What the image shows').fill('Pupils in aso-oke on the school field');
      await expectNoSeriousAxeFinding(office);
      expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      const told = nextDialog(office);
      await office.getByRole('button', { name: 'Publish' }).click();
      // While the post is sent: how far the photo has gone, then that it is being saved.
      await office
        .getByRole('status')
        .filter({ hasText: /Uploading the photo|Saving the post/ })
        .first()
        .waitFor();
      expect(await told).toBe('Blog post saved successfully!');
      await office.waitForURL('**/dashboard/blog-management');
      // Listed once (a row on a wide screen, a card on a phone).
      await office.getByText(title).first().waitFor();
      expect(await office.getByText(title).count()).toBe(1);

      // The public list and the post show the photo at once (its first width), never a broken image.
      const visitor = await office.context().browser()!.newContext(PHONE);
      try {
        const page = await visitor.newPage();
        await page.goto(`${state.baseUrl}/blog`);
        const card = page.getByRole('article').filter({ hasText: title }).first();
        await card.waitFor();
        const cover = card.locator('img').first();
        await cover.scrollIntoViewIfNeeded();
        await page.waitForFunction(
          (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
          await cover.elementHandle(),
        );
      } finally {
        await visitor.close();
      }

      // The other widths follow from the background job.
      const posts = (await (
        await fetch(`${state.apiUrl}/api/blog/get-blogs?q=${encodeURIComponent(title)}`)
      ).json()) as Array<{ slug: string }>;
      const slug = posts[0]!.slug;
      const deadline = Date.now() + 120_000;
      let widths: number[] = [];
      while (widths.length < 5 && Date.now() < deadline) {
        const post = (await (await fetch(`${state.apiUrl}/api/blog/get-blog/${slug}`)).json()) as {
          picture?: { widths: number[] };
        };
        widths = post.picture?.widths ?? [];
        if (widths.length < 5) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(widths).toEqual([400, 750, 1100, 1500, 1920]);
    } finally {
      // The post goes again, so the seeded posts keep their place in the blog's first page for the other files.
      const made = (await (
        await fetch(`${state.apiUrl}/api/blog/get-blogs?q=${encodeURIComponent(title)}`)
      ).json()) as Array<{ _id: string; title: string }>;
      for (const post of made.filter((found) => found.title === title)) {
        expect((await office.request.delete(`${state.baseUrl}/api/blog/delete-blog/${post._id}`)).status()).toBe(200);
      }
      await office.context().close();
    }
  });

  it('answers an unanswered chat question; the chat gives the answer to its exact words and a rewording', async () => {
    const parent = await browser().newContext(PHONE);
    const office = await signedInOnPhone();
    try {
      const page = await parent.newPage();
      const dialog = await openChat(page);
      const fallback = await ask(page, dialog, 'wetin be school fees');
      expect(await fallback.textContent()).not.toContain(FEES_ANSWER);
      // The office's number in the fallback is a tap-to-call link.
      expect(
        await fallback
          .getByRole('link', { name: /^Call 0/ })
          .first()
          .getAttribute('href'),
      ).toMatch(/^tel:\+234/);

      await office.goto(`${state.baseUrl}/dashboard/questions`);
      const row = office.getByRole('row', { name: /^wetin be school fees / });
      await row.getByRole('button', { name: /^Answer this/ }).click();
      const form = office.getByRole('form', { name: 'Answer this question' });
      await form.getByRole('textbox', { name: 'Answer' }).fill(FEES_ANSWER);
      await expectNoSeriousAxeFinding(office);
      await form.getByRole('button', { name: 'Save answer' }).click();
      await office.getByText('Saved. Aunty ICAST now answers “wetin be school fees”').waitFor();
      expect(await office.getByRole('row', { name: /^wetin be school fees No answer/ }).count()).toBe(0);
      expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      for (const question of ['wetin be school fees', 'How much is school fees?']) {
        const reply = await ask(page, dialog, question);
        expect([question, await reply.textContent()]).toEqual([question, expect.stringContaining(FEES_ANSWER)]);
      }
      await expectNoSeriousAxeFinding(page, '#icast-chat-dialog');
    } finally {
      await parent.close();
      await office.context().close();
    }
  });

  it("takes the phone photo through the containers' nginx too (its body limit was 4 MB)", async () => {
    let nginx: RunningNginx | undefined;
    try {
      const base = state.ports.shell + 44;
      nginx = await startNginx({
        root: state.root,
        ports: { shell: base, mf_public: base + 1, mf_admissions: base + 2, mf_dashboard: base + 3 },
        apiServers: [new URL(state.apiUrl).host],
      });
      const login = await fetch(`${nginx.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: state.admin.email,
          password: state.admin.password,
          code: await nextSignInCode(state.databaseUri, state.admin.email, state.admin.secret),
        }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const form = new FormData();
      form.set('title', `Through nginx ${Date.now()}`);
      form.set('content', 'A phone photo through the front door.');
      form.set('category', 'Events');
      form.set('imageAlt', 'The school field');
      form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_2042.jpg');
      const saved = await fetch(`${nginx.baseUrl}/api/blog/add-blog`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      expect([saved.status, (await saved.json()).picture?.widths]).toEqual([201, [400]]);
    } finally {
      await nginx?.stop();
    }
  });
});
