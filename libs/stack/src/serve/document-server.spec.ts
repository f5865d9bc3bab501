import { mkdtempSync, writeFileSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  findRouteOwner,
  PAYMENT_CONFIG_ELEMENT_ID,
  REMOTES_JSON_ELEMENT_ID,
  SITE_CONTENT_ELEMENT_ID,
  type BlogPostWithNeighbours,
  type PaymentConfig,
  type SchoolEvent,
  type SiteContent,
} from '@icast/contracts';
import { DEFAULT_SITE_CONTENT } from '@icast/content';
import { findFreePort } from '../database';
import { serveStatic, type RunningStaticServer } from './static-server';
import { documentPageFor, openingHoursSpec, publicPagePaths, serverRendersPage } from './document-pages';
import { renderDocument } from './document-html';
import { JsonReader } from './json-reader';

const SHELL_HTML = `<!doctype html><html lang="en-NG"><head><meta charset="utf-8" />
<meta name="description" content="generic" /><title>ICAST Schools, Ibadan</title>
<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />
<link rel="preload" href="/api/site-content" as="fetch" crossorigin="anonymous" /></head>
<body><div id="root"></div><script defer src="/main.js"></script></body></html>`;

const POST_ID = '65f000000000000000000042';
const POST: BlogPostWithNeighbours = {
  _id: POST_ID,
  slug: 'inter-house-sports-2025',
  title: 'Inter-house Sports 2025 <Blue wins>',
  content: 'Blue house won the relay at Elebu.\n\nParents cheered all afternoon.',
  description: 'Blue house won the relay at Elebu.',
  category: 'Sports',
  isPublished: true,
  isFeatured: false,
  imageUrl: '/api/blog/image/65f0000000000000000000aa',
  image: '/api/blog/image/65f0000000000000000000aa',
  picture: {
    id: '65f0000000000000000000aa',
    width: 1500,
    height: 1000,
    widths: [400, 750, 1100, 1500],
    alt: 'The relay',
  },
  author: { name: 'Editorial Team' },
  createdAt: '2025-06-01T08:00:00.000Z',
  updatedAt: '2025-06-02T08:00:00.000Z',
  previous: null,
  next: null,
};
const EVENT: SchoolEvent = {
  id: '65f0000000000000000000e1',
  slug: 'cultural-week-2026',
  title: 'Cultural Week',
  startsAt: '2026-03-02T08:00:00.000Z',
  endsAt: '2026-03-06T14:00:00.000Z',
  campus: 'elebu',
  venue: 'Main hall',
  description: 'Dances, food and dress from every part of Nigeria.',
  picture: null,
  category: 'other',
  recurrence: null,
  updatedAt: '2026-01-10T08:00:00.000Z',
};
const HERO_PHOTO_ID = '6b0000000000000000000007';
const SITE_CONTENT = {
  ...DEFAULT_SITE_CONTENT,
  settings: { ...DEFAULT_SITE_CONTENT.settings, phones: ['0800 000 0001'], openingHours: '7:30-17:00 Mon-Fri' },
  announcement: null,
  closure: null,
  heroSlides: DEFAULT_SITE_CONTENT.heroSlides.map((slide, index) =>
    index === 0
      ? { ...slide, picture: { id: HERO_PHOTO_ID, width: 1500, height: 1000, widths: [400, 750, 1500], alt: 'Pupils' } }
      : slide,
  ),
} as unknown as SiteContent;

/** The API as the document server reads it, with a switch to make it hang (a slow API) and a count of calls. */
const PAYMENT_CONFIG: PaymentConfig = {
  feeNaira: 25_000,
  feeKobo: 2_500_000,
  currency: 'NGN',
  validityDays: 30,
  academicYear: '2026/2027',
  testMode: true,
};

class FakeApi {
  server!: Server;
  calls: string[] = [];
  hang = false;
  /** Answers this late (a slow API). */
  delayMs = 0;

  async start(): Promise<string> {
    this.server = createServer((request, response) => this.answer(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    const url = request.url ?? '';
    this.calls.push(url);
    if (this.hang) return; // never answers
    const json = (status: number, body: unknown): void => {
      setTimeout(() => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      }, this.delayMs);
    };
    if (url === `/api/blog/get-blog/${POST.slug}` || url === `/api/blog/get-blog/${POST_ID}`) return json(200, POST);
    if (url === '/api/blog/get-blog/slow-post') return json(200, { ...POST, slug: 'slow-post' });
    if (url.startsWith('/api/blog/get-blog/')) return json(404, { statusCode: 404, message: 'Blog not found' });
    if (url.startsWith('/api/blog/get-blogs')) return json(200, url.includes('page=2') ? [] : [POST]);
    // The API finds an event by its id, its slug or an address it had before a new title.
    if ([EVENT.id, EVENT.slug, 'cultural-wek-2026'].some((key) => url === `/api/events/${key}`))
      return json(200, EVENT);
    if (url.startsWith('/api/events?')) return json(200, url.includes('upcoming') ? [EVENT] : []);
    if (url.startsWith('/api/events/')) return json(404, { statusCode: 404, message: 'Event not found' });
    if (url === '/api/site-content') return json(200, SITE_CONTENT);
    if (url === '/api/payment/config') return json(200, PAYMENT_CONFIG);
    if (url === '/api/gallery/albums')
      return json(200, [{ id: 'a1', title: 'Hostel life', category: 'hostel', updatedAt: '2026-02-01T00:00:00.000Z' }]);
    json(404, { statusCode: 404, message: 'Not found' });
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The meta/link/script tags of a page, by the attribute that names them. */
function head(html: string) {
  const metaContent = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  return {
    meta: metaContent,
    title: /<title>(.*?)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    jsonLd,
    preloads: [...html.matchAll(/<link rel="preload" href="([^"]*)" as="(\w+)"/g)].map((match) => [match[1], match[2]]),
    siteContent: new RegExp(`<script type="application/json" id="${SITE_CONTENT_ELEMENT_ID}">(.*?)</script>`).exec(
      html,
    )?.[1],
  };
}

describe('the document server', () => {
  let api: FakeApi;
  let apiUrl: string;
  let site: RunningStaticServer;
  let remote: Server;
  let remoteUrl: string;
  let dist: string;

  beforeAll(async () => {
    api = new FakeApi();
    apiUrl = await api.start();
    // A remote serving its manifest and its pages' chunks, as mf-public's static server does.
    const remoteFiles: Record<string, unknown> = {
      '/mf-manifest.json': {
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            path: './routes',
            assets: {
              js: { sync: ['__federation_expose_routes.1234abcd.js'] },
              css: { sync: ['routes.1234abcd.css'] },
            },
          },
        ],
      },
      // The about page's group also lists a chunk the routes module loads already: hinted once.
      '/route-chunks.json': {
        'page-about': { js: ['__federation_expose_routes.1234abcd.js', 'page-about.5678ef90.js'], css: [] },
        'page-faq': { js: ['page-faq.0a0b0c0d.js'], css: ['page-faq.0a0b0c0d.css'] },
      },
    };
    remote = createServer((request, response) => {
      const file = remoteFiles[request.url ?? ''];
      response.writeHead(file ? 200 : 404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(file ?? { message: 'Not found' }));
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
    dist = mkdtempSync(path.join(tmpdir(), 'icast-documents-'));
    writeFileSync(path.join(dist, 'index.html'), SHELL_HTML);
    writeFileSync(
      path.join(dist, 'remotes.json'),
      JSON.stringify({
        remotes: [
          { name: 'mf_public', entry: `${remoteUrl}/mf-manifest.json` },
          { name: 'mf_admissions', entry: 'http://127.0.0.1:9/mf-manifest.json' },
        ],
      }),
    );
    site = await serveStatic({
      dir: dist,
      port: await findFreePort(),
      host: '127.0.0.1',
      apiUrl,
      documents: {
        publicUrl: 'https://icast.example.org',
        reads: { cacheMs: 200, timeoutMs: 300, unavailableMs: 50, fetchTimeoutMs: 1_000 },
      },
    });
  });

  afterAll(async () => {
    await site.close();
    await api.close();
    await new Promise((resolve) => remote.close(resolve));
  });

  const get = (pathname: string, init?: RequestInit) =>
    fetch(`${site.url}${pathname}`, { redirect: 'manual', ...init });

  it.each([
    ['/', 200],
    ['/about', 200],
    ['/blog', 200],
    ['/admission', 200],
    ['/online-application', 200],
    ['/dashboard/blog', 200],
    ['/news-detail/1', 200],
    ['/no-such-page', 404],
    ['/about/extra', 404],
    ['/news-detail/999', 404],
    ['/blog/not-a-post', 404],
    ['/blog/Not%20a%20post', 404],
    ['/events/65f0000000000000000000ff', 404],
  ])('GET %s answers %i with the shell page and its CSP', async (pathname, status) => {
    const response = await get(pathname);
    expect([pathname, response.status]).toEqual([pathname, status]);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('answers HEAD with the status and headers of GET and no body', async () => {
    for (const pathname of ['/', '/no-such-page', `/blog/${POST.slug}`]) {
      const [headResponse, getResponse] = await Promise.all([get(pathname, { method: 'HEAD' }), get(pathname)]);
      expect([pathname, headResponse.status]).toEqual([pathname, getResponse.status]);
      expect(headResponse.headers.get('content-type')).toBe(getResponse.headers.get('content-type'));
      expect(await headResponse.text()).toBe('');
    }
  });

  it('sends a page compressed as the browser asks, the same version each time, 304 when the browser has it', async () => {
    // node:http, not fetch: fetch would undo the encoding before the test could see it.
    const raw = (pathname: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
        const outgoing = httpRequest(`${site.url}${pathname}`, { headers }, (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
          );
        });
        outgoing.on('error', reject);
        outgoing.end();
      });
    const plain = await raw('/faq', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString();
    expect(html).toContain('<title>');
    const br = await raw('/faq', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'Accept-Encoding']);
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    const gzip = await raw('/faq', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect(new Set([plain, br, gzip].map((response) => response.headers.etag)).size).toBe(1);
    const again = await raw('/faq', { 'If-None-Match': String(plain.headers.etag) });
    expect([again.status, again.body.length]).toEqual([304, 0]);
  });

  it("writes a post's head: title, description, canonical, Open Graph with the picture's size, NewsArticle", async () => {
    const response = await get(`/blog/${POST.slug}`);
    const html = await response.text();
    const page = head(html);
    expect(page.title).toBe('Inter-house Sports 2025 &lt;Blue wins&gt; | ICAST');
    expect(page.meta('og:title')).toBe('Inter-house Sports 2025 &lt;Blue wins&gt; | ICAST');
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:site_name')).toBe('ICAST Schools');
    expect(page.meta('description')).toBe('Blue house won the relay at Elebu. Parents cheered all afternoon.');
    expect(page.meta('og:image')).toBe(`https://icast.example.org/api/images/${POST.picture!.id}/1100.jpg`);
    expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual(['1100', '733']);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.canonical).toBe(`https://icast.example.org/blog/${POST.slug}`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const [article] = page.jsonLd;
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: POST.title,
      datePublished: POST.createdAt,
      dateModified: POST.updatedAt,
      mainEntityOfPage: `https://icast.example.org/blog/${POST.slug}`,
    });
    // The title's "<" cannot end the data block early.
    expect(html).not.toContain('<Blue wins>');
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
  });

  it('answers the id address of a post with a 301 to its slug, query kept', async () => {
    const response = await get(`/blog/${POST_ID}?utm_source=whatsapp`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/blog/${POST.slug}?utm_source=whatsapp`);
  });

  it('answers the id address, or an earlier address, of an event with a 301 to its address, query kept', async () => {
    for (const old of [EVENT.id, 'cultural-wek-2026']) {
      const response = await get(`/events/${old}?utm_source=whatsapp`);
      expect([old, response.status]).toEqual([old, 301]);
      expect(response.headers.get('location')).toBe(`/events/${EVENT.slug}?utm_source=whatsapp`);
    }
  });

  it("writes an event's head with og:type article and an Event at its campus", async () => {
    const page = head(await (await get(`/events/${EVENT.slug}`)).text());
    expect(page.canonical).toBe(`https://icast.example.org/events/${EVENT.slug}`);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:image')).toBe('https://icast.example.org/social-card.png');
    expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual(['1200', '630']);
    expect(page.jsonLd[0]).toMatchObject({
      '@type': 'Event',
      name: 'Cultural Week',
      startDate: EVENT.startsAt,
      endDate: EVENT.endsAt,
      location: { '@type': 'Place', name: 'Main hall, Elebu Campus', address: { addressLocality: 'Ibadan' } },
    });
  });

  it('describes the school on / from the site settings: both campuses, phones, opening hours', async () => {
    const page = head(await (await get('/')).text());
    const [school] = page.jsonLd;
    expect(school).toMatchObject({
      '@type': ['School', 'EducationalOrganization'],
      name: 'ICAST Schools',
      telephone: '0800 000 0001',
      openingHours: 'Mo-Fr 07:30-17:00',
    });
    const locations = school!.location as Array<{ name: string; address: { streetAddress: string } }>;
    expect(locations.map((place) => place.name)).toEqual([
      'ICAST Schools, Elebu Campus',
      'ICAST Schools, Elewura Campus',
    ]);
    expect(locations.every((place) => place.address.streetAddress.length > 10)).toBe(true);
    expect(page.meta('og:type')).toBe('website');
  });

  it("asks for the first slide's photo from the first byte on /, at the widths and format the page will pick", async () => {
    const home = await (await get('/')).text();
    const hints = [...home.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0]);
    expect(hints).toEqual([
      '<link rel="preload" as="image" type="image/avif"' +
        ` imagesrcset="/api/images/${HERO_PHOTO_ID}/400.avif 400w, /api/images/${HERO_PHOTO_ID}/750.avif 750w,` +
        ` /api/images/${HERO_PHOTO_ID}/1500.avif 1500w" imagesizes="100vw" fetchpriority="high" data-hero-preload />`,
    ]);
    expect(await (await get('/about')).text()).not.toContain('as="image"');
  });

  it('writes the site content and the payment config into every page instead of the requests for them', async () => {
    for (const path of ['/', '/about', '/no-such-page']) {
      const html = await (await get(path)).text();
      const page = head(html);
      expect(JSON.parse(page.siteContent!)).toMatchObject({ settings: { phones: ['0800 000 0001'] } });
      expect(page.preloads).not.toContainEqual(['/api/site-content', 'fetch']);
      const payment = new RegExp(`<script type="application/json" id="${PAYMENT_CONFIG_ELEMENT_ID}">(.*?)</script>`);
      expect(JSON.parse(payment.exec(html)?.[1] ?? 'null')).toEqual(PAYMENT_CONFIG);
    }
  });

  it("inlines remotes.json as data the CSP allows and hints the route's remote chain", async () => {
    const html = await (await get('/about')).text();
    const inline = new RegExp(`<script type="application/json" id="${REMOTES_JSON_ELEMENT_ID}">(.*?)</script>`).exec(
      html,
    );
    expect(JSON.parse(inline![1]!)).toMatchObject({ remotes: [{ name: 'mf_public' }, { name: 'mf_admissions' }] });
    expect(html).not.toContain('href="/remotes.json"');
    const chain = [
      [`${remoteUrl}/mf-manifest.json`, 'fetch'],
      [`${remoteUrl}/remoteEntry.js`, 'script'],
      [`${remoteUrl}/__federation_expose_routes.1234abcd.js`, 'script'],
    ];
    expect(head(html).preloads).toEqual([
      ...chain,
      [`${remoteUrl}/page-about.5678ef90.js`, 'script'],
      [`${remoteUrl}/routes.1234abcd.css`, 'style'],
    ]);
    expect(head(await (await get('/faq')).text()).preloads).toEqual([
      ...chain,
      [`${remoteUrl}/page-faq.0a0b0c0d.js`, 'script'],
      [`${remoteUrl}/routes.1234abcd.css`, 'style'],
      [`${remoteUrl}/page-faq.0a0b0c0d.css`, 'style'],
    ]);
    // The home page is part of the routes module: the chain alone.
    expect(head(await (await get('/')).text()).preloads).toEqual([
      ...chain,
      [`${remoteUrl}/routes.1234abcd.css`, 'style'],
    ]);
    // A remote whose manifest cannot be read (down): its manifest only, never a script preload that would fail and be
    // reused by the browser when Retry asks for the script again.
    expect(head(await (await get('/admission')).text()).preloads).toEqual([
      ['http://127.0.0.1:9/mf-manifest.json', 'fetch'],
    ]);
  });

  it('reads a manifest where this server reaches the remote, and hints the addresses the browser uses', async () => {
    // As in compose: the browser's address (localhost:3001) is not the remote from inside the documents container.
    const browserEntry = 'http://localhost:3001/mf-manifest.json';
    const contained = mkdtempSync(path.join(tmpdir(), 'icast-documents-'));
    writeFileSync(path.join(contained, 'index.html'), SHELL_HTML);
    writeFileSync(
      path.join(contained, 'remotes.json'),
      JSON.stringify({ remotes: [{ name: 'mf_public', entry: browserEntry }] }),
    );
    const inContainer = await serveStatic({
      dir: contained,
      port: await findFreePort(),
      host: '127.0.0.1',
      apiUrl,
      documents: { publicUrl: 'https://icast.example.org', remoteInternalUrls: { mf_public: remoteUrl } },
    });
    try {
      const html = await (await fetch(`${inContainer.url}/about`)).text();
      expect(head(html).preloads).toEqual([
        [browserEntry, 'fetch'],
        ['http://localhost:3001/remoteEntry.js', 'script'],
        ['http://localhost:3001/__federation_expose_routes.1234abcd.js', 'script'],
        ['http://localhost:3001/page-about.5678ef90.js', 'script'],
        ['http://localhost:3001/routes.1234abcd.css', 'style'],
      ]);
    } finally {
      await inContainer.close();
    }
  });

  it('keeps API answers a short while instead of asking on every page', async () => {
    const postReads = () => api.calls.filter((call) => call === `/api/blog/get-blog/${POST.slug}`).length;
    // On a busy machine the first page may pass its 300 ms cap before the API's answer or the content stamp comes
    // back (the late answer is kept, a first stamp asks again): a page or two may still ask. Kept answers show as a
    // page that asks nothing; one that asked on every page never gets there.
    const asked: number[] = [];
    for (let page = 0; page < 5 && asked.at(-1) !== 0; page += 1) {
      const before = postReads();
      await get(`/blog/${POST.slug}`);
      asked.push(postReads() - before);
    }
    expect(asked.at(-1)).toBe(0);
  });

  it('serves the generic head at once when the API hangs, and the rich one again when it answers', async () => {
    await new Promise((resolve) => setTimeout(resolve, 250)); // past the cache
    api.hang = true;
    const started = Date.now();
    const response = await get(`/blog/${POST.slug}`);
    const elapsed = Date.now() - started;
    expect(response.status).toBe(200);
    const page = head(await response.text());
    expect(page.title).toBe('News | ICAST');
    expect(page.meta('og:image')).toBe('https://icast.example.org/social-card.png');
    expect(elapsed).toBeLessThan(1_000);
    api.hang = false;
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the hung read given up, then asked again
    expect(head(await (await get(`/blog/${POST.slug}`)).text()).meta('og:type')).toBe('article');
  });

  it("keeps a slow answer that came after the page's cap, for the next page", async () => {
    const patient = await serveStatic({
      dir: dist,
      port: await findFreePort(),
      host: '127.0.0.1',
      apiUrl,
      documents: {
        publicUrl: 'https://icast.example.org',
        reads: { timeoutMs: 200, cacheMs: 10_000, fetchTimeoutMs: 3_000 },
      },
    });
    api.delayMs = 400;
    try {
      const first = head(await (await fetch(`${patient.url}/blog/slow-post`)).text());
      expect(first.meta('og:type')).toBe('website');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const started = Date.now();
      const second = head(await (await fetch(`${patient.url}/blog/slow-post`)).text());
      expect(second.meta('og:type')).toBe('article');
      expect(Date.now() - started).toBeLessThan(200);
    } finally {
      api.delayMs = 0;
      await patient.close();
    }
  });

  it('serves the generic head when the API is not running at all', async () => {
    const orphan = await serveStatic({
      dir: dist,
      port: await findFreePort(),
      host: '127.0.0.1',
      apiUrl: 'http://127.0.0.1:9',
      documents: { publicUrl: 'https://icast.example.org' },
    });
    try {
      const home = await fetch(`${orphan.url}/`);
      expect(home.status).toBe(200);
      const page = head(await home.text());
      // The school's facts from libs/content when the settings cannot be read.
      expect(page.jsonLd[0]).toMatchObject({
        '@type': ['School', 'EducationalOrganization'],
        telephone: '0803 512 4471',
      });
      expect(page.canonical).toBe('https://icast.example.org/');
      // No content to write into the page: the shell fetches it, as the built page asks.
      expect(page.siteContent).toBeUndefined();
      expect(page.preloads).toContainEqual(['/api/site-content', 'fetch']);
      expect((await fetch(`${orphan.url}/blog/any-post`)).status).toBe(200);
      expect((await fetch(`${orphan.url}/no-such-page`)).status).toBe(404);
      expect(await (await fetch(`${orphan.url}/sitemap.xml`)).text()).toContain(
        '<loc>https://icast.example.org/about</loc>',
      );
    } finally {
      await orphan.close();
    }
  });

  it('lists every public page, post and event in sitemap.xml, with lastmod', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    for (const page of publicPagePaths())
      expect(xml).toContain(`<loc>https://icast.example.org${page === '/' ? '/' : page}</loc>`);
    expect(xml).toContain(`<loc>https://icast.example.org/blog/${POST.slug}</loc><lastmod>${POST.updatedAt}</lastmod>`);
    expect(xml).toContain(
      `<loc>https://icast.example.org/events/${EVENT.slug}</loc><lastmod>${EVENT.updatedAt}</lastmod>`,
    );
    expect(xml).toContain('<loc>https://icast.example.org/hostel</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod>');
    expect(xml).not.toMatch(/\/login<|\/dashboard|\/my-applications/);
  });

  it("names the configured address whatever Host a request carries: never the request's own", async () => {
    const port = Number(new URL(site.url).port);
    const withHost = (pathname: string) =>
      new Promise<string>((resolve, reject) => {
        const sent = httpRequest({ host: '127.0.0.1', port, path: pathname, headers: { Host: 'evil.example' } });
        sent.on('response', (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve(body));
        });
        sent.on('error', reject);
        sent.end();
      });
    for (const pathname of [`/blog/${POST.slug}`, '/', '/robots.txt', '/sitemap.xml', '/feed.xml']) {
      const body = await withHost(pathname);
      expect([pathname, body.includes('evil.example')]).toEqual([pathname, false]);
      expect([pathname, body.includes('https://icast.example.org')]).toEqual([pathname, true]);
    }
  });

  it('serves a private preview link as a page for one visitor: drawn by the browser, never indexed', async () => {
    const response = await get('/preview/65a1b2c3d4e5f6a7b8c9d0e1Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg');
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex"/);
    expect(
      serverRendersPage(findRouteOwner('/preview/65a1b2c3d4e5f6a7b8c9d0e1Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg')),
    ).toBe(false);
    expect(publicPagePaths()).not.toContain('/preview/:token');
  });

  it('keeps the dashboard and sign-in out of robots.txt and names the sitemap', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toContain('Disallow: /login');
    expect(text).toContain('Sitemap: https://icast.example.org/sitemap.xml');
  });

  it('publishes the news as RSS with each post at its slug address', async () => {
    const response = await get('/feed.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<link>https://icast.example.org/blog/${POST.slug}</link>`);
    expect(xml).toContain('<title><![CDATA[Inter-house Sports 2025 <Blue wins>]]></title>');
  });

  it('serves the social card a link preview shows by default', async () => {
    const response = await get('/social-card.png');
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('JsonReader', () => {
  it('asks again for a short-lived path (the site content) sooner than for the rest', async () => {
    const api = new FakeApi();
    const baseUrl = await api.start();
    let clock = 0;
    try {
      const reader = new JsonReader({
        baseUrl,
        cacheMs: 30_000,
        shortLived: { paths: ['/api/site-content'], cacheMs: 2_000 },
        now: () => clock,
      });
      const readBoth = () => Promise.all([reader.read('/api/site-content'), reader.read('/api/blog/get-blogs')]);
      await readBoth();
      clock = 1_500;
      await readBoth();
      expect(api.calls).toEqual(['/api/site-content', '/api/blog/get-blogs']);
      clock = 2_500;
      await readBoth();
      expect(api.calls).toEqual(['/api/site-content', '/api/blog/get-blogs', '/api/site-content']);
    } finally {
      await api.close();
    }
  });

  it('returns the same object when a re-read finds the same answer, a new one when it changed', async () => {
    let body = { settings: { phones: ['0803 000 0000'] } };
    const api = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    let clock = 0;
    try {
      const reader = new JsonReader({
        baseUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
        cacheMs: 1_000,
        now: () => clock,
      });
      const value = async () => {
        const read = await reader.read('/api/site-content');
        return read.state === 'found' ? read.value : undefined;
      };
      const first = await value();
      clock = 1_500;
      expect(await value()).toBe(first);
      body = { settings: { phones: ['0809 111 1111'] } };
      clock = 3_000;
      const changed = await value();
      expect(changed).not.toBe(first);
      expect(changed).toEqual(body);
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });
});

describe('openingHoursSpec', () => {
  it.each([
    ['8:00-18:00 Mon-Sat', 'Mo-Sa 08:00-18:00'],
    ['7:30 - 17:00 Mon - Fri', 'Mo-Fr 07:30-17:00'],
    ['Weekdays, mornings', undefined],
  ])('%s -> %s', (text, spec) => expect(openingHoursSpec(text)).toBe(spec));
});

describe('renderDocument', () => {
  it("replaces the built (minified) page's title, description and remotes.json preload", async () => {
    const minified =
      '<!doctype html><html lang=en-NG><head><meta charset=utf-8><meta name=description content="ICAST Schools, Ibadan: generic"><title>ICAST Schools, Ibadan</title><link rel=preload href=/remotes.json as=fetch crossorigin=anonymous><link rel=preload href=/api/site-content as=fetch crossorigin=anonymous></head><body></body></html>';
    const reader = new JsonReader({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 50 });
    const page = await documentPageFor('/faq', reader, 'https://icast.example.org');
    const html = renderDocument(minified, { page, origin: 'https://icast.example.org', remotesJson: {}, preloads: [] });
    expect(html.match(/name=["]?description/g)).toHaveLength(1);
    expect(html).not.toContain('generic');
    expect(html).not.toContain('href=/remotes.json');
    expect(html).toContain('<link rel=preload href=/api/site-content as=fetch crossorigin=anonymous>');
    expect(html).toContain('<title>Frequently Asked Questions | ICAST</title>');
    expect(html).toContain('content="Quick answers to the questions parents ask us most. ICAST Schools, Ibadan');
  });

  it("drops the template's notice for browsers with no script from a rendered page, and keeps the page's own", async () => {
    const template =
      '<!doctype html><html><head><title>ICAST</title></head><body><div id=root></div><noscript><p>Call the school</p></noscript></body></html>';
    const reader = new JsonReader({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 50 });
    const page = await documentPageFor('/payment', reader, 'https://icast.example.org');
    const app = { html: '<h1>Pay</h1><noscript><p>Paying needs JavaScript</p></noscript>', routeData: {}, styles: [] };
    const parts = { page, origin: 'https://icast.example.org', remotesJson: {}, preloads: [] };
    const rendered = renderDocument(template, { ...parts, app });
    expect(rendered).toContain('<div id="root"><h1>Pay</h1><noscript><p>Paying needs JavaScript</p></noscript></div>');
    expect(rendered).not.toContain('Call the school');
    expect(renderDocument(template, parts)).toContain('<noscript><p>Call the school</p></noscript>');
  });
});
