import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cacheControlFor, serveStatic, type RunningStaticServer } from './static-server';
import { WAKE_SCRIPT_SOURCE } from './wake-on-demand';
import { findFreePort } from '../database';

function makeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'icast-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var entry;');
  writeFileSync(path.join(dir, '123.abcdef12.js'), 'var chunk;');
  writeFileSync(path.join(dir, '123.abcdef12.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(path.join(dir, 'remotes.json'), '{"remotes":[]}');
  return dir;
}

describe('cacheControlFor', () => {
  it.each([
    ['remoteEntry.js', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['main.js', 'no-cache'],
    ['index.html', 'no-cache'],
    ['325.130b7d9b.js', 'public, max-age=31536000, immutable'],
    ['assets/nunito.1a2b3c4d.woff2', 'public, max-age=31536000, immutable'],
    ['robots.txt', 'public, max-age=3600'],
  ])('%s -> %s', (file, expected) => expect(cacheControlFor(file)).toBe(expected));
});

describe('serveStatic', () => {
  let dist: string;
  let server: RunningStaticServer;
  let api: Server;

  beforeAll(async () => {
    dist = makeDist();
    api = createServer((request, response) => {
      response.setHeader('Content-Type', 'application/json');
      const { 'x-forwarded-for': forwardedFor, 'x-request-id': requestId } = request.headers;
      response.end(JSON.stringify({ path: request.url, forwardedFor, requestId }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiPort = (api.address() as AddressInfo).port;
    server = await serveStatic({
      dir: dist,
      port: await findFreePort(),
      host: '127.0.0.1',
      cors: true,
      apiUrl: `http://127.0.0.1:${apiPort}`,
    });
  });

  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => api.close(resolve));
  });

  const get = (pathname: string, init?: RequestInit) => fetch(`${server.url}${pathname}`, init);

  it('sends CORS and cache headers a remote needs', async () => {
    const entry = await get('/remoteEntry.js');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const chunk = await get('/123.abcdef12.js');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
  });

  it('answers client-side routes with index.html but unknown files with a JSON 404', async () => {
    const page = await get('/blog/some-post', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>app</title>');
    const missing = await get('/missing.abcdef12.js');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ statusCode: 404, message: 'Not found: /missing.abcdef12.js' });
  });

  it('answers HEAD for pages and files like GET, without a body', async () => {
    for (const pathname of ['/', '/blog/some-post', '/dashboard/home', '/remoteEntry.js', '/remotes.json']) {
      const [head, got] = await Promise.all([get(pathname, { method: 'HEAD' }), get(pathname)]);
      expect([pathname, head.status]).toEqual([pathname, 200]);
      expect([pathname, head.headers.get('content-type')]).toEqual([pathname, got.headers.get('content-type')]);
      expect([pathname, head.headers.get('cache-control')]).toEqual([pathname, got.headers.get('cache-control')]);
      expect(await head.text()).toBe('');
    }
    const missing = await get('/missing.abcdef12.js', { method: 'HEAD' });
    expect(missing.status).toBe(404);
  });

  it('never serves a source map, even one left in the folder', async () => {
    for (const pathname of ['/123.abcdef12.js.map', '/123.ABCDEF12.JS.MAP', '/assets/x.css.map']) {
      const response = await get(pathname);
      expect([pathname, response.status]).toEqual([pathname, 404]);
      expect(await response.text()).not.toContain('secret.ts');
    }
  });

  it('reads remotes.json on every request so a deploy can change it without a restart', async () => {
    expect(await (await get('/remotes.json')).json()).toEqual({ remotes: [] });
    writeFileSync(path.join(dist, 'remotes.json'), '{"remotes":[{"name":"mf_public","entry":"/x"}]}');
    const changed = await get('/remotes.json');
    expect(changed.headers.get('cache-control')).toBe('no-store');
    expect(await changed.json()).toEqual({ remotes: [{ name: 'mf_public', entry: '/x' }] });
  });

  it('sends the security headers with every page and file, the CSP with pages, and no HSTS over plain HTTP', async () => {
    for (const pathname of ['/', '/blog/some-post', '/remoteEntry.js', '/remotes.json', '/missing.abcdef12.js']) {
      const response = await get(pathname);
      expect([pathname, response.headers.get('x-content-type-options')]).toEqual([pathname, 'nosniff']);
      expect([pathname, response.headers.get('referrer-policy')]).toEqual([
        pathname,
        'strict-origin-when-cross-origin',
      ]);
      expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
      expect(response.headers.has('strict-transport-security')).toBe(false);
    }
    expect((await get('/')).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await get('/remoteEntry.js')).headers.has('content-security-policy')).toBe(false);
  });

  it('lets the page load remotes from the origins remotes.json names now, and no other', async () => {
    writeFileSync(
      path.join(dist, 'remotes.json'),
      JSON.stringify({ remotes: [{ name: 'mf_public', entry: 'https://remote.example.org/mf-manifest.json' }] }),
    );
    const policy = (await get('/admission')).headers.get('content-security-policy');
    expect(policy).toContain(`script-src 'self' https://remote.example.org ${WAKE_SCRIPT_SOURCE};`);
    writeFileSync(path.join(dist, 'remotes.json'), '{"remotes":[]}');
    expect((await get('/admission')).headers.get('content-security-policy')).toContain(
      `script-src 'self' ${WAKE_SCRIPT_SOURCE};`,
    );
  });

  it('sends HSTS when it runs in production, only on answers that came over HTTPS, subdomains only when asked', async () => {
    const secure = await serveStatic({
      dir: dist,
      port: await findFreePort(),
      host: '127.0.0.1',
      strictTransportSecurity: true,
    });
    const withSubdomains = await serveStatic({
      dir: dist,
      port: await findFreePort(),
      host: '127.0.0.1',
      strictTransportSecurity: { includeSubDomains: true },
    });
    const overHttps = { headers: { 'X-Forwarded-Proto': 'https' } };
    try {
      expect((await fetch(`${secure.url}/`)).headers.has('strict-transport-security')).toBe(false);
      const response = await fetch(`${secure.url}/`, overHttps);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect((await fetch(`${withSubdomains.url}/`, overHttps)).headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect((await fetch(`${withSubdomains.url}/`)).headers.has('strict-transport-security')).toBe(false);
    } finally {
      await secure.close();
      await withSubdomains.close();
    }
  });

  it('proxies /api to the API with the path intact', async () => {
    const response = await get('/api/health?x=1');
    expect(await response.json()).toMatchObject({ path: '/api/health?x=1' });
  });

  it("overwrites the client's X-Forwarded-For and X-Request-Id with its own, so no client picks its address", async () => {
    const forged = { 'X-Forwarded-For': '203.0.113.9', 'X-Request-Id': 'chosen-by-the-client' };
    const seen = (await (await get('/api/health', { headers: forged })).json()) as Record<string, string>;
    expect(seen.forwardedFor).toBe('127.0.0.1');
    expect(seen.requestId).toMatch(/^[0-9a-f]{32}$/);
    const again = (await (await get('/api/health')).json()) as Record<string, string>;
    expect(again.requestId).not.toBe(seen.requestId);
  });

  it('answers 502 JSON when the API is down', async () => {
    const port = await findFreePort();
    const orphan = await serveStatic({ dir: dist, port, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9' });
    try {
      const response = await fetch(`${orphan.url}/api/health`);
      expect(response.status).toBe(502);
      expect(((await response.json()) as { message: string }).message).toMatch(/not reachable/);
    } finally {
      await orphan.close();
    }
  });

  it('refuses a port that is taken with a message naming it', async () => {
    const port = Number(new URL(server.url).port);
    await expect(serveStatic({ dir: dist, port, host: '127.0.0.1' })).rejects.toThrow(`port ${port} is already in use`);
  });
});
