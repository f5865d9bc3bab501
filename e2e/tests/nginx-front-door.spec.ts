import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  findFreePort,
  requestFrom,
  startNginx,
  WAKE_SCRIPT_SOURCE,
  type NginxSitePorts,
  type RunningNginx,
} from '@icast/stack';
import { useFreshPage } from '../support/browser';
import { CSP_PAGES, loadUnderCsp } from '../support/content-security-policy';
import { fetchPageWithHead, fetchRedirect } from '../support/documents';
import { readState } from '../support/state';
import { signIn } from './dashboard-support';
import { nextSignInCode } from '../support/staff-sign-in';

/**
 * The production build served by the containers' own nginx configuration (libs/build-config/docker), run by
 * Debian's nginx: the shell with its /api upstream and remotes.json, each remote, in front of the suite's API.
 * Its ports sit past the suite's range (E2E_PORT_BASE + 40..47).
 */
const state = readState();
const portsFrom = (base: number): NginxSitePorts => ({
  shell: base,
  mf_public: base + 1,
  mf_admissions: base + 2,
  mf_dashboard: base + 3,
});
const api = new URL(state.apiUrl).host;
const { page, errors } = useFreshPage();
let nginx: RunningNginx;

beforeAll(async () => {
  nginx = await startNginx({ root: state.root, ports: portsFrom(state.ports.shell + 40), apiServers: [api] });
}, 60_000);
afterAll(async () => {
  await nginx?.stop();
});

/** One request from a chosen loopback address, as two visitors would arrive through the proxy. */
const send = (
  from: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
) => requestFrom(from, `${nginx.baseUrl}${path}`, { method, ...options });

/** A different public-looking address on every request: what a client would write to pick its own. */
let forgeries = 0;
const forged = () => ({ 'X-Forwarded-For': `203.0.113.${(forgeries += 1) % 250}` });

describe("the production build through the containers' nginx", () => {
  it.each(CSP_PAGES)('%s renders under the CSP nginx sends, with no violation', async (pathname, heading) => {
    const { policy, refused } = await loadUnderCsp(page(), errors(), `${nginx.baseUrl}${pathname}`, heading);
    expect(policy).toContain(
      `script-src 'self' ${Object.values(nginx.remoteBaseUrls).join(' ')} ${WAKE_SCRIPT_SOURCE};`,
    );
    expect(policy).toContain("frame-ancestors 'none'");
    expect(refused).toEqual([]);
  });

  it('sends nosniff, Referrer-Policy and Permissions-Policy from the shell and each remote, and no HSTS', async () => {
    const urls = [`${nginx.baseUrl}/`, `${nginx.baseUrl}/remotes.json`, `${nginx.baseUrl}/main.js`];
    for (const base of Object.values(nginx.remoteBaseUrls))
      urls.push(`${base}/remoteEntry.js`, `${base}/mf-manifest.json`);
    for (const url of urls) {
      const { headers } = await fetch(url);
      expect([url, headers.get('x-content-type-options')]).toEqual([url, 'nosniff']);
      expect([url, headers.get('referrer-policy')]).toEqual([url, 'strict-origin-when-cross-origin']);
      expect([url, headers.get('permissions-policy')]).toEqual([url, 'camera=(), microphone=(), geolocation=()']);
      expect([url, headers.has('strict-transport-security')]).toEqual([url, false]);
    }
  });

  it('serves the shell, its remotes and /api: a visitor reads the news and a member signs in', async () => {
    await page().goto(`${nginx.baseUrl}/`);
    await page()
      .getByRole('heading', { level: 1, name: /Welcome to/ })
      .waitFor();
    // The remotes came from their own nginx servers, as remotes.json (written by the container's script) says.
    const remotes = (await (await fetch(`${nginx.baseUrl}/remotes.json`)).json()) as { remotes: { entry: string }[] };
    expect(remotes.remotes.map((remote) => remote.entry)).toEqual(
      Object.values(nginx.remoteBaseUrls).map((url) => `${url}/mf-manifest.json`),
    );
    await page().getByRole('region', { name: 'Test mode' }).waitFor();

    await page().goto(`${nginx.baseUrl}/blog`);
    const firstPost = page().getByTestId('blog-card').first().getByRole('link');
    await firstPost.waitFor();
    await firstPost.click();
    await page().waitForURL(/\/blog\/[^/]+$/);
    await page().getByRole('heading', { level: 1 }).waitFor();

    await page().goto(`${nginx.baseUrl}/admission`);
    await page().getByRole('heading', { level: 1, name: 'Admission' }).waitFor();

    await page().goto(`${nginx.baseUrl}/login`);
    await signIn(page());
    await page().waitForURL('**/dashboard/home');
    await page().getByRole('heading', { level: 1 }).waitFor();
    expect(errors()).toEqual([]);
  });

  it('keeps the caching, source-map and request-id rules of the images', async () => {
    const manifest = (await (await fetch(`${nginx.remoteBaseUrls.mf_public}/mf-manifest.json`)).json()) as {
      shared: { assets: { js: { sync: string[] } } }[];
    };
    const hashed = manifest.shared
      .flatMap((shared) => shared.assets.js.sync)
      .find((file) => /\.[0-9a-f]{8}\.js$/.test(file));
    const chunk = await fetch(`${nginx.remoteBaseUrls.mf_public}/${hashed}`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${nginx.remoteBaseUrls.mf_public}/${hashed}.map`)).status).toBe(404);
    expect((await fetch(`${nginx.baseUrl}/dashboard/home`)).headers.get('cache-control')).toBe('no-cache');

    const health = await send('127.0.0.1', 'GET', '/api/health/live', {
      headers: { 'X-Request-Id': 'chosen-by-client' },
    });
    expect(health.status).toBe(200);
    // nginx's own $request_id, not the client's: the access log and the API's log lines share it.
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it("sends the build's own gzip copy of the scripts to a gzip client, the file itself to others", async () => {
    const files = [
      { url: `${nginx.baseUrl}/main.js`, file: path.join(state.root, 'shell', 'dist', 'main.js') },
      {
        url: `${nginx.remoteBaseUrls.mf_public}/remoteEntry.js`,
        file: path.join(state.root, 'mf-public', 'dist', 'remoteEntry.js'),
      },
    ];
    for (const { url, file } of files) {
      const gzip = await requestFrom('127.0.0.1', url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect([url, gzip.status, gzip.headers['content-encoding']]).toEqual([url, 200, 'gzip']);
      expect(gzip.headers.vary).toMatch(/Accept-Encoding/i);
      expect(gzip.headers['content-type']).toMatch(/javascript/);
      // Byte for byte the build's level-9 file.gz (gzip_static), with its length: not compressed again per request.
      expect(gzip.bytes.equals(readFileSync(`${file}.gz`))).toBe(true);
      expect(gzip.headers['content-length']).toBe(String(gzip.bytes.length));
      const plain = await requestFrom('127.0.0.1', url, { headers: { 'Accept-Encoding': 'identity' } });
      expect([url, plain.headers['content-encoding']]).toEqual([url, undefined]);
      expect(plain.bytes.equals(readFileSync(file))).toBe(true);
    }
  });

  it('gives two clients separate budgets, and a forged X-Forwarded-For changes nothing', async () => {
    const lookup = { reference: 'ICAST-2025-ABCD-EFGH-JKMN', dob: '2018-05-14' };
    // Limits count in fixed minutes: start early in one, so all 31 lookups fall in the same.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_100 - intoMinute));
    const first = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      first.push((await send('127.0.0.2', 'POST', '/api/form/status', { body: lookup, headers: forged() })).status);
    }
    expect(first.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(first[30]).toBe(429);
    const other = await send('127.0.0.3', 'POST', '/api/form/status', { body: lookup, headers: forged() });
    expect(other.status).toBe(404);
  });

  it('locks the client that sent 20 wrong sign-ins and the account it attacked, while another client signs in', async () => {
    const admin = { email: state.admin.email, password: state.admin.password };
    const signInFrom = (from: string, body: { email: string; password: string }) =>
      send(from, 'POST', '/api/auth/login', { body, headers: forged() });
    const attacked = `attacked-${Date.now()}@icast.test`;
    const created = await send('127.0.0.5', 'POST', '/api/auth/staff', {
      body: { email: attacked, name: 'Attacked Member', role: 'editor', password: 'amber kettle orbit 42 lagoon' },
      headers: { cookie: await sessionCookie('127.0.0.5', admin) },
    });
    expect(created.status).toBe(201);

    // Five wrong passwords lock the attacked account; fifteen more at other addresses spray from the same client.
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await signInFrom('127.0.0.4', { email: attacked, password: 'wrong password' })).status);
    }
    for (let attempt = 0; attempt < 15; attempt++) {
      statuses.push((await signInFrom('127.0.0.4', { email: `sprayed-${attempt}@icast.test`, password: 'x' })).status);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses[4]).toBe(429);
    expect(statuses[19]).toBe(429);

    // That client is locked out, even with the right password of another account ...
    expect((await signInFrom('127.0.0.4', admin)).status).toBe(429);
    // ... the attacked account is locked wherever its owner signs in from ...
    expect((await signInFrom('127.0.0.6', { email: attacked, password: 'amber kettle orbit 42 lagoon' })).status).toBe(
      429,
    );
    // ... and everyone else signs in, even one claiming to be the locked client.
    const other = await send('127.0.0.6', 'POST', '/api/auth/login', {
      body: admin,
      headers: { 'X-Forwarded-For': '127.0.0.4' },
    });
    expect(other.status).toBe(200);
  });

  it('answers pages as the Node server does: status per route, the head of a post, one CSP, sitemap and feed', async () => {
    const [post] = (await (await fetch(`${nginx.baseUrl}/api/blog/get-blogs?limit=1`)).json()) as Array<{
      _id: string;
      slug: string;
      title: string;
    }>;
    const ogTitle = `<meta property="og:title" content="${post!.title} | ICAST" />`;
    const page = await fetchPageWithHead(`${nginx.baseUrl}/blog/${post!.slug}`, (html) => html.includes(ogTitle));
    expect(page.status).toBe(200);
    expect(page.html).toContain(ogTitle);
    expect(page.html).toContain(`<link rel="canonical" href="${nginx.baseUrl}/blog/${post!.slug}" />`);
    // nginx's own security headers, not the document server's as well (two would read "policy, policy").
    const headers = (await fetch(`${nginx.baseUrl}/blog/${post!.slug}`)).headers;
    expect(headers.get('content-security-policy')).not.toContain(', ');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    const moved = await fetchRedirect(`${nginx.baseUrl}/blog/${post!._id}`);
    expect([moved.status, moved.location]).toEqual([301, `/blog/${post!.slug}`]);
    expect((await fetch(`${nginx.baseUrl}/no-such-page`)).status).toBe(404);
    expect((await fetchRedirect(`${nginx.baseUrl}/blog/not-a-post`)).status).toBe(404);
    expect((await fetch(`${nginx.baseUrl}/`, { method: 'HEAD' })).status).toBe(200);
    // The sitemap's list of posts is an API read like a post's head: on a busy machine the first may miss the cap
    // (the sitemap then lists the fixed pages) and the next, up to the 5 s an unavailable API is left alone, has it.
    const postLocation = `/blog/${post!.slug}</loc>`;
    const sitemap = await fetchPageWithHead(
      `${nginx.baseUrl}/sitemap.xml`,
      (xml) => xml.includes(postLocation),
      10_000,
    );
    expect(sitemap.html).toContain(postLocation);
    expect(await (await fetch(`${nginx.baseUrl}/robots.txt`)).text()).toContain('Disallow: /dashboard');
    expect((await fetch(`${nginx.baseUrl}/feed.xml`)).headers.get('content-type')).toMatch(/rss\+xml/);
  });

  it('sends a request to the other API instance when one refuses connections, writes included', async () => {
    // A second nginx whose upstream lists a port nothing listens on before the real API.
    const closedPort = await findFreePort();
    const degraded = await startNginx({
      root: state.root,
      ports: portsFrom(state.ports.shell + 44),
      apiServers: [`127.0.0.1:${closedPort}`, api],
    });
    try {
      for (let attempt = 0; attempt < 4; attempt++) {
        expect((await fetch(`${degraded.baseUrl}/api/payment/config`)).status).toBe(200);
        const write = await fetch(`${degraded.baseUrl}/api/form/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ reference: 'ICAST-2025-ABCD-EFGH-JKMN', dob: '2018-05-14' }),
        });
        expect(write.status).toBe(404);
      }
      expect(degraded.errors()).toMatch(/connect\(\) failed \(111: Connection refused\)/);
    } finally {
      await degraded.stop();
    }
  });
});

/** The admin's session through nginx: the password and the code of the authenticator enrolled at the run's start. */
async function sessionCookie(from: string, account: { email: string; password: string }): Promise<string> {
  const code = await nextSignInCode(state.databaseUri, account.email, state.admin.secret);
  const answer = await send(from, 'POST', '/api/auth/login', { body: { ...account, code } });
  expect(answer.status).toBe(200);
  const cookies = answer.headers['set-cookie'] ?? [];
  return (Array.isArray(cookies) ? cookies : [cookies]).map((cookie) => cookie.split(';')[0]).join('; ');
}
