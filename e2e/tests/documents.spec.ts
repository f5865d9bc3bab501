import sharp from 'sharp';
import { ROUTE_DATA_ELEMENT_ID, SITE_CONTENT_ELEMENT_ID, type BlogPost, type SiteContent } from '@icast/contracts';
import { useBrowser, wakeTheApp } from '../support/browser';
import { fetchPageWithHead, fetchRedirect } from '../support/documents';

/** shell/webpack.config.js `preloadFonts`: the core fonts every page's text is set in. */
const FIRST_PAINT_FONTS = ['nunito-core-400', 'nunito-core-700', 'merriweather-core-700'];
import { adminContext, state } from './dashboard-support';

/**
 * The document server as a link preview or a crawler sees the site: raw HTML, no JavaScript. A post with a photo is
 * published through the staff API, then its address is fetched as WhatsApp's or Facebook's previewer would.
 */
const browser = useBrowser();
const TITLE = `Ọjọ́ Ìbílẹ̀: Cultural Day at Elebu (${Date.now()})`;
let post: BlogPost;
/** The staff session, kept for the clean-up (the file's browser is closed by then). */
let staffCookie = '';

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

beforeAll(async () => {
  const staff = await adminContext(browser());
  try {
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2a6f3b' } })
      .jpeg()
      .toBuffer();
    const created = await staff.page.request.post(`${state.baseUrl}/api/blog/add-blog`, {
      multipart: {
        title: TITLE,
        content: 'Pupils wore aso-oke and adire, and parents joined the dances.\n\nThank you to every family.',
        category: 'Events',
        isPublished: 'true',
        isFeatured: 'false',
        imageAlt: 'Pupils dancing in adire',
        image: { name: 'day.jpg', mimeType: 'image/jpeg', buffer: photo },
      },
    });
    expect(created.status()).toBe(201);
    post = (await created.json()) as BlogPost;
    // The photo's other widths come from a background job: the head names the largest one there, so wait for them.
    const deadline = Date.now() + 60_000;
    while (!(post.picture?.widths ?? []).includes(1100) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      post = (await (await fetch(`${state.apiUrl}/api/blog/get-blog/${post.slug}`)).json()) as BlogPost;
    }
    staffCookie = (await staff.context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  } finally {
    await staff.context.close();
  }
}, 120_000);

afterAll(async () => {
  const removed = await fetch(`${state.baseUrl}/api/blog/delete-blog/${post._id}`, {
    method: 'DELETE',
    headers: { Cookie: staffCookie, Origin: state.baseUrl },
  });
  expect(removed.status).toBe(200);
});

describe('the HTML the server sends, with no JavaScript', () => {
  it("gives /blog/{slug} the post's title, picture, description and NewsArticle", async () => {
    expect(post.slug).toMatch(/^ojo-ibile-cultural-day-at-elebu-\d+$/);
    // The cover's larger widths are made by a job after the upload is accepted; the page's head names the
    // largest width made so far, so the preview a parent shares is the 1,100 px one once that job has run.
    const { status, html } = await fetchPageWithHead(
      `${state.baseUrl}/blog/${post.slug}`,
      (text) => text.includes('og:type" content="article') && text.includes('/1100.jpg'),
      60_000,
    );
    expect(status).toBe(200);
    expect(metaContent(html, 'og:title')).toBe(`${TITLE} | ICAST`);
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'description')).toBe(
      'Pupils wore aso-oke and adire, and parents joined the dances. Thank you to every family.',
    );
    const image = metaContent(html, 'og:image')!;
    expect(image).toBe(`${state.baseUrl}/api/images/${post.picture!.id}/1100.jpg`);
    expect([metaContent(html, 'og:image:width'), metaContent(html, 'og:image:height')]).toEqual(['1100', '688']);
    const served = await fetch(image);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(structuredData(html)).toContainEqual(
      expect.objectContaining({ '@type': 'NewsArticle', headline: TITLE, datePublished: post.createdAt }),
    );
    expect(html).toContain(`<link rel="canonical" href="${state.baseUrl}/blog/${post.slug}" />`);
  });

  it('sends the old id address to the slug with a 301', async () => {
    const moved = await fetchRedirect(`${state.baseUrl}/blog/${post._id}`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`/blog/${post.slug}`);
  });

  it('answers 404 for /no-such-page and /blog/not-a-post, and 200 to HEAD /', async () => {
    expect((await fetch(`${state.baseUrl}/no-such-page`)).status).toBe(404);
    expect((await fetchRedirect(`${state.baseUrl}/blog/not-a-post`)).status).toBe(404);
    const head = await fetch(`${state.baseUrl}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('is drawn on the server with the site content, carried once in its route data, so the page asks nothing', async () => {
    const { html } = await fetchPageWithHead(`${state.baseUrl}/`, (page) => page.includes(ROUTE_DATA_ELEMENT_ID));
    // A page that reads runs no script until the visitor touches it: the entry is named by the small wake script.
    expect(html).toMatch(/<script data-entry="\[&quot;\/main\.js&quot;\]">/);
    expect(html).not.toMatch(/<script [^>]*src=/);
    const inline = new RegExp(`<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">(.*?)</script>`).exec(
      html,
    );
    const data = JSON.parse(inline?.[1] ?? 'null') as { loaderData: { root?: { siteContent: SiteContent } } } | null;
    const content = data?.loaderData.root?.siteContent;
    expect(content?.settings.phones.length).toBeGreaterThan(0);
    expect(html).not.toContain(`id="${SITE_CONTENT_ELEMENT_ID}"`);
    expect(html).toContain('<h1 id="home-heading">');
    expect(html).not.toMatch(/rel=["']?preload["']? href=["']?\/api\/site-content/);
    for (const font of FIRST_PAINT_FONTS)
      expect(html).toMatch(new RegExp(`href=/assets/${font}\\.\\w+\\.woff2 as=font`));
  });

  it('lists the post in the sitemap and the feed, and robots.txt names the sitemap', async () => {
    // API reads like a post's head: on a busy machine the first may miss the cap, the next has it (see nginx-front-door).
    const location = `<loc>${state.baseUrl}/blog/${post.slug}</loc>`;
    const sitemap = await fetchPageWithHead(`${state.baseUrl}/sitemap.xml`, (xml) => xml.includes(location), 10_000);
    expect(sitemap.html).toContain(location);
    const link = `<link>${state.baseUrl}/blog/${post.slug}</link>`;
    const feed = await fetchPageWithHead(`${state.baseUrl}/feed.xml`, (xml) => xml.includes(link), 10_000);
    expect(feed.html).toContain(link);
    const robots = await (await fetch(`${state.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${state.baseUrl}/sitemap.xml`);
  });

  it('still shows the page in a browser: the post renders and the id address ends at the slug', async () => {
    const context = await browser().newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${state.baseUrl}/blog/${post._id}`);
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/blog/${post.slug}`);
      // The fonts the page hints are the ones its text is set in, each fetched once (a hint in another mode would
      // be fetched twice; a hint for an unused font would be wasted).
      const fonts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.woff2')),
      );
      for (const font of FIRST_PAINT_FONTS) {
        expect(fonts.filter((path) => path.startsWith(`/assets/${font}.`))).toHaveLength(1);
      }
      // Once the app wakes, the post page's own chunk is fetched once (no hint for it in another mode).
      await wakeTheApp(page);
      const chunkFetches = await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /\/page-blog-id\.[0-9a-f]{8}\.js$/.test(new URL(entry.name).pathname)).length,
      );
      expect(chunkFetches).toBe(1);
      const missing = await context.newPage();
      await missing.goto(`${state.baseUrl}/no-such-page`);
      await missing.getByText('OOps!!! PAGE UNAVAILABLE').waitFor();
    } finally {
      await context.close();
    }
  });
});
