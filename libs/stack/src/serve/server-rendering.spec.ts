import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTE_DATA_ELEMENT_ID, SERVER_REQUEST_DATA, SITE_CONTENT_ELEMENT_ID } from '@icast/contracts';
import { DEFAULT_SITE_CONTENT } from '@icast/content';
import { findFreePort } from '../database';
import { SERVER_MANIFEST_CACHE_MS } from './document-server';
import { serveStatic, type RunningStaticServer } from './static-server';
import type { AppRenderRequest } from './server-rendering';
import { WAKE_SCRIPT, WAKE_SCRIPT_SOURCE } from './wake-on-demand';

const SHELL_HTML = `<!doctype html><html lang="en-NG"><head><meta charset="utf-8" /><title>ICAST</title><link href=/main.css rel=stylesheet></head>
<body><div id=root></div><noscript><p>Call the school</p></noscript><script defer src="/main.js"></script></body></html>`;

/**
 * A stand-in for the shell's server bundle (shell/dist-server/server.js): it answers by the page's path, and writes
 * every request it gets to a file the test reads, so the test sees what the document server asked it.
 */
const RENDERER = `
const fs = require('node:fs');
const { AsyncLocalStorage } = require('node:async_hooks');
const store = new AsyncLocalStorage();
globalThis[Symbol.for('icast.server-page-data')] = store;
exports.renderPage = async (request) => {
  fs.appendFileSync(process.env.ICAST_TEST_RENDER_LOG, JSON.stringify(request) + '\\n');
  const { pathname } = new URL(request.url);
  if (request.form !== undefined) {
    if (pathname === '/portal') return { kind: 'redirect', status: 302, location: 'https://portal.example.org/ibadan' };
    if (pathname === '/about') return { kind: 'refused', status: 405, reason: 'This page takes no form.' };
    if (pathname === '/faq') throw new Error('the remote threw');
    // As an action does: the API through the installed fetch, inside the render's page data.
    return store.run(request.pageData, async () => {
      const sent = await globalThis[Symbol.for('icast.server-api-fetch')]('/api/contact', { method: 'POST', body: request.form });
      return {
        kind: 'page',
        status: 200,
        html: '<main><h1>Posted ' + pathname + ': ' + (await sent.text()) + '</h1></main>',
        routeData: { loaderData: { root: null }, actionData: { [pathname]: { sent: true } } },
      };
    });
  }
  if (pathname === '/contacts') return { kind: 'browser', reason: 'mf_public threw' };
  if (pathname === '/faq') return new Promise(() => undefined);
  if (pathname === '/hostel') return { kind: 'redirect', status: 302, location: '/about' };
  return {
    kind: 'page',
    status: 200,
    html: '<main><h1>Rendered ' + pathname + '</h1></main>',
    routeData: { loaderData: { root: null, [pathname]: { said: 'hello </script>' } }, actionData: null },
  };
};
`;

/** The shell's style sheet (as the build links it, minified) and the remote's: rules the pages use, and rules they do not. */
const SHELL_CSS =
  '@font-face{font-family:Nunito;src:url(fonts/nunito.woff2) format("woff2")}' +
  'body{font-family:Nunito,sans-serif;margin:0}main h1{color:#0b2a4a}.dashboard-table{border:1px solid red}';
const REMOTE_CSS = 'h1{font-size:2rem}.gallery-grid{display:grid}';

/** The site's configured public address: the origin pages are written for, whatever Host a request names. */
const PUBLIC_URL = 'https://icast.example.org';

describe('pages rendered by the shell server bundle', () => {
  let site: RunningStaticServer;
  let api: Server;
  let remote: Server;
  let remoteUrl: string;
  let log: string;
  let serverManifest = { exposes: [{ path: './routes', assets: { js: { sync: ['routes.1111.js'] } } }] };

  const rendered = (): AppRenderRequest[] =>
    readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as AppRenderRequest);
  const page = async (pathname: string, init?: RequestInit) => {
    const response = await fetch(`${site.url}${pathname}`, { redirect: 'manual', ...init });
    const { status, headers } = response;
    return { status, headers, html: await response.text(), location: headers.get('location') };
  };

  beforeAll(async () => {
    api = createServer((request, response) => {
      if (request.method === 'POST') {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          response.writeHead(201, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify({ from: request.headers['x-forwarded-for'], body }));
        });
        return;
      }
      const body = request.url === '/api/site-content' ? DEFAULT_SITE_CONTENT : { statusCode: 404 };
      response.writeHead(request.url === '/api/site-content' ? 200 : 404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    remote = createServer((request, response) => {
      const files: Record<string, unknown> = {
        '/mf-manifest.json': {
          metaData: { publicPath: 'auto' },
          exposes: [{ path: './routes', assets: { js: { sync: ['routes.js'] }, css: { sync: ['routes.css'] } } }],
        },
        '/server/mf-manifest.json': serverManifest,
        // The gallery's own chunk names a style sheet the remote does not have.
        '/route-chunks.json': { 'page-gallery-page': { js: [], css: ['gallery.0000.css'] } },
      };
      if (request.url === '/routes.css') {
        response.writeHead(200, { 'Content-Type': 'text/css' });
        response.end(REMOTE_CSS);
        return;
      }
      const file = files[request.url ?? ''];
      response.writeHead(file ? 200 : 404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(file ?? {}));
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;

    const root = mkdtempSync(path.join(tmpdir(), 'icast-ssr-'));
    const dist = path.join(root, 'dist');
    mkdirSync(dist);
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(path.join(dist, 'index.html'), SHELL_HTML);
    writeFileSync(path.join(dist, 'main.css'), SHELL_CSS);
    writeFileSync(
      path.join(dist, 'remotes.json'),
      JSON.stringify({
        remotes: [
          { name: 'mf_public', entry: `${remoteUrl}/mf-manifest.json` },
          { name: 'mf_admissions', entry: `${remoteUrl}/mf-manifest.json` },
          { name: 'mf_dashboard', entry: `${remoteUrl}/mf-manifest.json` },
        ],
      }),
    );
    writeFileSync(path.join(root, 'dist-server', 'server.js'), RENDERER);
    log = path.join(root, 'render.log');
    writeFileSync(log, '');
    process.env.ICAST_TEST_RENDER_LOG = log;
    const port = await findFreePort();
    site = await serveStatic({
      dir: dist,
      port,
      host: '127.0.0.1',
      apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      documents: { publicUrl: PUBLIC_URL, renderCapMs: 400, reads: { timeoutMs: 300 } },
    });
  });

  afterAll(async () => {
    await site.close();
    remote.closeAllConnections();
    api.closeAllConnections();
    await new Promise((resolve) => remote.close(resolve));
    await new Promise((resolve) => api.close(resolve));
  });

  it("writes the rendered page into the root, with its data, the remote's style sheet, once", async () => {
    const { status, html, headers } = await page('/about');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"><main><h1>Rendered /about</h1></main></div>');
    const data = new RegExp(`<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html);
    expect(data?.[1]).toContain('hello \\u003c/script>');
    expect(html).toContain(`<link rel="stylesheet" href="${remoteUrl}/routes.css" />`);
    // The page reads already: its remote's manifest is hinted, never a script a failed download would poison for
    // Retry (Chromium answers a script whose preload failed with that failure for the page's life).
    expect(html).toContain(`<link rel="preload" href="${remoteUrl}/mf-manifest.json" as="fetch"`);
    expect(html).not.toMatch(/<link rel="preload"[^>]* as="(script|style)"/);
    // It runs no application script until the visitor touches something: the entry waits in the one inline script,
    // which the page's CSP allows by its hash.
    expect(html).not.toContain('<script defer src="/main.js">');
    expect(html).toContain(`<script data-entry="[&quot;/main.js&quot;]">${WAKE_SCRIPT}</script>`);
    expect(headers.get('content-security-policy')).toContain(WAKE_SCRIPT_SOURCE);
    // The site content travels once, in the route data (the root route's), not a second time beside it.
    expect(html).not.toContain(`id="${SITE_CONTENT_ELEMENT_ID}"`);
    expect(html).not.toContain('<noscript>');

    const [request] = rendered().filter(({ url }) => url.endsWith('/about'));
    expect(request?.remotes.find(({ name }) => name === 'mf_public')?.entry).toMatch(
      new RegExp(`^${remoteUrl}/server/remoteEntry\\.js\\?build=[\\w-]{12}$`),
    );
    // The configured public address, never the request's Host.
    expect(request?.pageData[SERVER_REQUEST_DATA.origin]).toBe(PUBLIC_URL);

    await page('/about');
    expect(rendered().filter(({ url }) => url.endsWith('/about'))).toHaveLength(1);
  });

  it("inlines the first screen's rules, allowed by their hash in the page's policy, and links the sheets after the page", async () => {
    for (let visit = 0; visit < 2; visit++) {
      const { html, headers } = await page('/classes');
      const [head = '', body = ''] = html.split('</head>');
      const css = /<style>(.*?)<\/style>/.exec(head)?.[1] ?? '';
      // The rules of elements the page has, the shell's and the remote's, in the links' order; nothing else.
      expect(css).toContain('main h1{color:#0b2a4a}');
      expect(css).toContain('h1{font-size:2rem}');
      expect(css.indexOf('main h1')).toBeLessThan(css.indexOf('h1{font-size'));
      expect(css).toContain('body{font-family:Nunito,sans-serif;margin:0}');
      // The font the text is set in, at the shell's own address, so the first paint uses it.
      expect(css).toMatch(/@font-face\{font-family:Nunito;src:url\(\/fonts\/nunito\.woff2\)/);
      expect(css).not.toContain('dashboard-table');
      expect(css).not.toContain('gallery-grid');
      expect(head).not.toContain('rel=stylesheet');
      expect(head).not.toContain('rel="stylesheet"');
      // The whole sheets still come, after the page and its wake script, blocking nothing above them.
      expect(body).toMatch(
        new RegExp(
          `${WAKE_SCRIPT.slice(-20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</script><link href=/main.css rel=stylesheet><link rel="stylesheet" href="${remoteUrl}/routes.css" /></body>`,
        ),
      );
      const styleSrc = headers
        .get('content-security-policy')
        ?.split('; ')
        .find((directive) => directive.startsWith('style-src'));
      expect(styleSrc).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    }
    // Drawn and inlined once: the second visit is the page kept.
    expect(rendered().filter(({ url }) => url.endsWith('/classes'))).toHaveLength(1);
  });

  it("sends today's page when a remote's style sheet cannot be read, and tries again next time", async () => {
    for (let visit = 0; visit < 2; visit++) {
      const { status, html, headers } = await page('/gallery-page');
      expect(status).toBe(200);
      expect(html).toContain('<h1>Rendered /gallery-page</h1>');
      const head = html.split('</head>')[0];
      expect(head).not.toContain('<style>');
      expect(head).toContain('<link href=/main.css rel=stylesheet>');
      expect(head).toContain(`<link rel="stylesheet" href="${remoteUrl}/gallery.0000.css" />`);
      const styleSrc = headers
        .get('content-security-policy')
        ?.split('; ')
        .find((directive) => directive.startsWith('style-src'));
      expect(styleSrc).not.toContain("'sha256-");
    }
    expect(rendered().filter(({ url }) => url.endsWith('/gallery-page'))).toHaveLength(2);
  });

  it('renders a page again when a remote was redeployed on its own, with the new build', async () => {
    await page('/activities');
    const before = rendered().filter(({ url }) => url.endsWith('/activities'))[0]?.remotes[0]?.entry;
    serverManifest = { exposes: [{ path: './routes', assets: { js: { sync: ['routes.2222.js'] } } }] };
    await new Promise((resolve) => setTimeout(resolve, SERVER_MANIFEST_CACHE_MS + 200));
    // The first visit after the cache may still see the old build while the new manifest is read.
    await page('/activities');
    await page('/activities');
    const entries = rendered()
      .filter(({ url }) => url.endsWith('/activities'))
      .map(({ remotes }) => remotes[0]?.entry);
    expect(entries.at(-1)).not.toBe(before);
  });

  it('sends the page the browser draws when the remote failed here, and tries again next time', async () => {
    for (let visit = 0; visit < 2; visit++) {
      const { status, html } = await page('/contacts');
      expect(status).toBe(200);
      expect(html).toContain('<div id=root></div>');
      expect(html).not.toContain(ROUTE_DATA_ELEMENT_ID);
      // The browser draws it: the app starts at once.
      expect(html).toContain('<script defer src="/main.js"></script>');
      expect(html).not.toContain('data-entry');
      // Its remote may be down for the browser too: only the manifest is hinted, never a script a failure would poison.
      expect(html).toContain(`<link rel="preload" href="${remoteUrl}/mf-manifest.json" as="fetch"`);
      expect(html).not.toMatch(/<link rel="preload"[^>]* as="script"/);
    }
    expect(rendered().filter(({ url }) => url.endsWith('/contacts'))).toHaveLength(2);
  });

  it('never waits past its cap for a render that hangs', async () => {
    const started = Date.now();
    const { status, html } = await page('/faq');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(status).toBe(200);
    expect(html).toContain('<div id=root></div>');
  });

  it("follows a loader's redirect", async () => {
    expect(await page('/hostel')).toMatchObject({ status: 302, location: '/about' });
  });

  it("takes the cookie banner's choice as a plain form post, back to the page, and refuses it from another site", async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${site.url}/cookie-consent`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', ...headers },
        body,
      });
    const accepted = await post('choice=accept&return=%2Fabout');
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/about');
    expect(accepted.headers.get('set-cookie')).toMatch(/^userConsent=accept; Max-Age=31536000; Path=\/;.*SameSite=Lax/);
    const elsewhere = await post('choice=decline&return=%2F%2Fevil.example%2F');
    expect(elsewhere.headers.get('location')).toBe('/');
    expect((await post('choice=accept', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await post(`choice=accept&return=${'a'.repeat(4_000)}`)).status).toBe(413);
  });

  describe('a form posted by a page without script', () => {
    const post = (pathname: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${site.url}${pathname}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', ...headers },
        body,
      });

    it("hands the form to the route's action and answers with the page it drew, never kept or cached", async () => {
      const answer = await post('/contacts', 'name=Ada&message=Hello%20there', { 'X-Forwarded-For': '203.0.113.9' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const html = await answer.text();
      // The action reached the API with the visitor's address, so its per-visitor limits still count each visitor.
      expect(html).toContain('Posted /contacts: {"from":"127.0.0.1","body":"name=Ada&message=Hello%20there"}');
      expect(html).toContain('"actionData":{"/contacts":{"sent":true}}');
      const request = rendered().find(({ url, form }) => url.endsWith('/contacts') && form !== undefined);
      expect(request?.form).toBe('name=Ada&message=Hello%20there');
      // The next visitor's GET is a page of its own, not the answer to someone's form.
      expect(await (await page('/contacts')).html).not.toContain('Posted');
    });

    it("answers an action's redirect with 303, so a refresh asks for the page and never sends again", async () => {
      const answer = await post('/portal', 'campus=ibadan');
      expect([answer.status, answer.headers.get('location')]).toEqual([303, 'https://portal.example.org/ibadan']);
    });

    it('refuses a post from another site, a body that is not a form, an oversized form and a page without a form', async () => {
      const refused = async (response: Promise<Response>) => {
        const answer = await response;
        return [answer.status, answer.headers.get('content-type')?.split(';')[0], (await answer.text()).length > 10];
      };
      const before = rendered().length;
      expect(await refused(post('/contacts', 'name=Ada', { 'Sec-Fetch-Site': 'cross-site' }))).toEqual([
        403,
        'text/plain',
        true,
      ]);
      expect(
        await refused(post('/contacts', 'name=Ada', { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' })),
      ).toEqual([403, 'text/plain', true]);
      expect(await refused(post('/contacts', '{"name":"Ada"}', { 'Content-Type': 'application/json' }))).toEqual([
        415,
        'text/plain',
        true,
      ]);
      expect(await refused(post('/contacts', `message=${'%E2%82%AC'.repeat(8_000)}`))).toEqual([
        413,
        'text/plain',
        true,
      ]);
      expect(await refused(post('/contacts', 'name=Ada', { 'Content-Encoding': 'gzip' }))).toEqual([
        400,
        'text/plain',
        true,
      ]);
      expect(await refused(post('/dashboard/home', 'name=Ada'))).toEqual([405, 'text/plain', true]);
      expect(await refused(post('/no-such-page', 'name=Ada'))).toEqual([405, 'text/plain', true]);
      // None of them reached a renderer.
      expect(rendered()).toHaveLength(before);
      expect(await refused(post('/about', 'name=Ada'))).toEqual([405, 'text/plain', true]);
    });

    it('says what to do when the page could not be drawn, instead of a 500 or a blank page', async () => {
      const answer = await post('/faq', 'name=Ada');
      expect(answer.status).toBe(503);
      expect(await answer.text()).toMatch(/could not be answered just now.*call the school/);
    });
  });

  it('leaves the dashboard and the sign-in to the browser', async () => {
    const before = rendered().length;
    for (const pathname of ['/login', '/dashboard/home', '/my-applications']) {
      expect((await page(pathname)).html).toContain('<div id=root></div>');
    }
    expect(rendered()).toHaveLength(before);
  });
});
