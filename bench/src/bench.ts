/**
 * `npm run bench`: API throughput, the shell's pages per second, page weight and time to first remote paint, against the production
 * build on this machine. Prints one table per measure and writes bench/results.json.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '@icast/stack/browser';
import { measureColdRenders, measureHtml, type ColdRender, type HtmlWeight } from './rendering';
import { measure, type LoadResult, type LoadTarget } from './api-load';
import { startWordPressPeer, WORDPRESS_INSTALL, WORDPRESS_POSTS_PATH, wordPressMissing } from './peer-wordpress';
import { describeMachine, formatTable, root, startBenchSite } from './environment';
import { measurePageWeight, medianTimeToRemotePaint, type PageWeight } from './page-weight';
import { seedPosts } from './seed';

const ROUTES = ['/', '/blog', '/admission', '/online-application', '/dashboard'];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function targetsFor(postId: string, listEtag: string): LoadTarget[] {
  return [
    { name: 'empty route (GET /api/health/live)', path: '/api/health/live' },
    { name: 'GET /api/blog/get-blogs', path: '/api/blog/get-blogs' },
    { name: 'get-blogs, largest page (?limit=100)', path: '/api/blog/get-blogs?limit=100' },
    {
      name: 'get-blogs revalidated (If-None-Match: 304)',
      path: '/api/blog/get-blogs',
      headers: { 'if-none-match': listEtag },
    },
    { name: 'GET /api/blog/get-blog/:id', path: `/api/blog/get-blog/${postId}` },
    { name: 'GET /api/payment/config', path: '/api/payment/config' },
    {
      name: 'POST /api/chatbot/bot-response',
      path: '/api/chatbot/bot-response',
      method: 'POST',
      body: { message: 'What time does school close?' },
    },
    {
      name: 'chatbot, two questions in Pidgin as a follow-up',
      path: '/api/chatbot/bot-response',
      method: 'POST',
      body: { message: 'abeg how much be d form? una get hostel?', previous: 'wetin be una closing time' },
    },
  ];
}

/** Pages as the shell's server answers them: the built file as it is, and pages with their own head and content. */
/** Asked for as a browser asks: compressed. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };
const DOCUMENT_TARGETS: LoadTarget[] = [
  { name: 'built index.html (a static file)', path: '/index.html' },
  { name: '/ (rendered, kept)', path: '/' },
  { name: '/about (rendered, kept)', path: '/about' },
  { name: '/blog (rendered, kept)', path: '/blog' },
  { name: '/admission (rendered, kept)', path: '/admission' },
].map((target) => ({ ...target, headers: BROWSER_ENCODINGS }));
/** A rendered page (kept) is served at this share of the static index.html's rate or better, p99 within 100 ms. */
const RENDERED_SHARE = 0.8;
const RENDERED_P99_MS = 100;
const COLD_RENDER_CPU_MS = 50;
const HTML_BUDGET_BYTES = 30 * 1024;
const RENDERED_ROUTES = ['/', '/about', '/blog', '/events', '/faq', '/gallery-page', '/admission', '/contacts'];

function verdicts(
  load: LoadResult[],
  pages: PageWeight[],
  documents: LoadResult[],
  cold: ColdRender[],
  html: HtmlWeight[],
): string[] {
  const byName = (prefix: string) => load.find((result) => result.name.startsWith(prefix));
  const empty = byName('empty');
  const list = byName('GET /api/blog/get-blogs');
  const single = byName('GET /api/blog/get-blog/');
  const chat = byName('POST /api/chatbot');
  const wordpress = byName('WordPress');
  const home = pages.find((page) => page.route === '/');
  const check = (label: string, ok: boolean | undefined) => `${ok ? 'MET ' : 'MISS'}  ${label}`;
  const ratio = (result?: LoadResult) => (result && empty ? result.requestsPerSecond / empty.requestsPerSecond : 0);
  return [
    check('blog list >= 5,200 req/s and p99 <= 50 ms', list && list.requestsPerSecond >= 5200 && list.p99 <= 50),
    check('blog list >= 50% of the empty route', ratio(list) >= 0.5),
    ...(wordpress && list
      ? [
          `info  blog list serves ${Math.round(list.requestsPerSecond / wordpress.requestsPerSecond)}x WordPress's requests/s`,
        ]
      : []),
    check('single post >= 50% of the empty route, p99 <= 50 ms', ratio(single) >= 0.5 && (single?.p99 ?? 999) <= 50),
    check('chatbot >= 1,000 req/s and p99 <= 100 ms', chat && chat.requestsPerSecond >= 1000 && chat.p99 <= 100),
    check('/ loads <= 180 KB of JS (gzip)', home && home.jsBytes <= 180 * 1024),
    check(
      `every rendered page (kept) >= ${RENDERED_SHARE * 100}% of the static index.html's req/s, p99 <= ${RENDERED_P99_MS} ms`,
      documents
        .slice(1)
        .every(
          (result) =>
            result.requestsPerSecond >= RENDERED_SHARE * (documents[0]?.requestsPerSecond ?? Infinity) &&
            result.p99 <= RENDERED_P99_MS &&
            result.non2xx === 0,
        ),
    ),
    check(
      `a cold render of / under ${COLD_RENDER_CPU_MS} ms of CPU`,
      (cold.find((render) => render.route === '/')?.cpuMs ?? Infinity) < COLD_RENDER_CPU_MS,
    ),
    check(
      `every rendered page's HTML <= ${HTML_BUDGET_BYTES / 1024} KB compressed`,
      html.every((weight) => weight.brotliBytes <= HTML_BUDGET_BYTES),
    ),
    check(
      'react-dom fetched once on every route',
      pages.every((page) => page.reactDomFetches === 1),
    ),
    check(
      'no remote chunk on a route it does not serve',
      pages.every((page) => page.remotesFetched.length <= 1),
    ),
  ];
}

/** Stock WordPress beside us on the same cores, when this machine has it (bench/src/peer-wordpress.ts). */
async function measureWordPressPeer(port: number): Promise<LoadResult | undefined> {
  const missing = wordPressMissing();
  if (missing) {
    console.log(`WordPress peer skipped: missing ${missing} (${WORDPRESS_INSTALL})`);
    return undefined;
  }
  console.log('starting the WordPress peer (MariaDB, Apache + mod_php, 200 posts)...');
  const wordpress = await startWordPressPeer(port, port + 1);
  try {
    const name = `WordPress ${wordpress.version} (Debian) REST post list`;
    console.log(`loading ${name} (50 connections, 10 s)...`);
    return await measure(wordpress.url, { name, path: WORDPRESS_POSTS_PATH });
  } finally {
    await wordpress.stop();
  }
}

async function main() {
  const site = await startBenchSite('bench', Number(process.env.BENCH_PORT_BASE ?? 3900));
  try {
    const [firstPost] = await seedPosts(site.database.uri);
    console.log('seeded 200 published posts');

    const load: LoadResult[] = [];
    const listEtag = (await fetch(`${site.apiUrl}/api/blog/get-blogs`)).headers.get('etag') ?? '';
    for (const target of targetsFor(String(firstPost), listEtag)) {
      console.log(`loading ${target.name} (50 connections, 10 s)...`);
      load.push(await measure(site.apiUrl, target));
    }
    const documents: LoadResult[] = [];
    for (const target of DOCUMENT_TARGETS) {
      console.log(`loading ${target.name} (50 connections, 10 s)...`);
      documents.push(await measure(site.baseUrl, target));
    }
    console.log('rendering each route cold (the shell server bundle, in this process)...');
    const cold = await measureColdRenders(site, RENDERED_ROUTES);
    const html = await measureHtml(site, RENDERED_ROUTES);
    const peer = await measureWordPressPeer(Number(process.env.BENCH_PORT_BASE ?? 3900) + 40);
    if (peer) load.push(peer);
    const empty = load[0]?.requestsPerSecond ?? 1;

    const browser = await launchChromium();
    const pages: PageWeight[] = [];
    let paintMs = Number.NaN;
    try {
      for (const route of ROUTES) pages.push(await measurePageWeight(browser, site, route));
      paintMs = await medianTimeToRemotePaint(browser, site);
    } finally {
      await browser.close();
    }

    const loadTable = formatTable(
      ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'vs empty', '304', 'other non-2xx', 'errors'],
      load.map((r) => [
        r.name,
        r.requestsPerSecond,
        r.p50,
        r.p99,
        `${Math.round((100 * r.requestsPerSecond) / empty)}%`,
        r.notModified,
        r.non2xx,
        r.errors,
      ]),
    );
    const pageTable = formatTable(
      ['route', 'JS KB (gzip)', 'CSS KB (gzip)', 'react-dom fetches', 'remotes fetched'],
      pages.map((p) => [p.route, kb(p.jsBytes), kb(p.cssBytes), p.reactDomFetches, p.remotesFetched.join(', ') || '-']),
    );
    const documentTable = formatTable(
      ['page', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
      documents.map((r) => [r.name, r.requestsPerSecond, r.p50, r.p99, r.non2xx, r.errors]),
    );
    const renderTable = formatTable(
      ['route', 'cold render CPU ms', 'wall ms', 'HTML KB (brotli)', 'HTML KB (raw)'],
      cold.map((render) => {
        const weight = html.find((candidate) => candidate.route === render.route);
        return [render.route, render.cpuMs, render.wallMs, kb(weight?.brotliBytes ?? 0), kb(weight?.rawBytes ?? 0)];
      }),
    );
    const summary = verdicts(load, pages, documents, cold, html);
    console.log(`\nAPI (autocannon)\n${loadTable}\n\nPages (the shell's document server)\n${documentTable}`);
    console.log(`\nRendering\n${renderTable}`);
    console.log(`\nPage weight (Chromium, cold load)\n${pageTable}`);
    console.log(`\nshell start to remote route painted (/admission, median of 10 cold loads): ${paintMs} ms`);
    console.log(`\nTargets\n${summary.join('\n')}`);

    const results = {
      date: new Date().toISOString(),
      machine: describeMachine(),
      load,
      documents,
      pages,
      paintMs,
      cold,
      html,
      summary,
    };
    writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log('\nwrote bench/results.json');
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
