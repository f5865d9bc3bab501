import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { requestFrom } from '../nginx/request-from';
import { findFreePort } from '../database';
import { serveStatic, type RunningStaticServer } from './static-server';

/** Script text that compresses well and is well over the build's 1 KB threshold. */
const script = (name: string) =>
  Array.from({ length: 200 }, (_, index) => `window.${name}${index} = "${name} number ${index}";`).join('\n');

/** A file with the build's two copies beside it, each marked so the test can tell which one came. */
function writeWithCopies(dir: string, name: string, text: string): void {
  writeFileSync(path.join(dir, name), text);
  writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(`${text}\n// br copy`));
  writeFileSync(path.join(dir, `${name}.gz`), gzipSync(`${text}\n// gz copy`, { level: 9 }));
}

describe('the build’s precompressed copies, through the static server', () => {
  let dist: string;
  let server: RunningStaticServer;
  const size = (name: string) => String(statSync(path.join(dist, name)).size);

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'icast-precompressed-'));
    writeWithCopies(dist, 'main.js', script('main'));
    writeWithCopies(dist, '325.130b7d9b.js', script('chunk'));
    writeWithCopies(dist, 'index.html', `<!doctype html><title>app</title>${'<p>school</p>'.repeat(200)}`);
    writeWithCopies(dist, '.hidden.js', script('hidden'));
    writeFileSync(path.join(dist, 'no-copy.js'), script('nocopy'));
    server = await serveStatic({ dir: dist, port: await findFreePort(), host: '127.0.0.1', cors: true });
  });
  afterAll(() => server.close());

  const get = (pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
    requestFrom('127.0.0.1', `${server.url}${pathname}`, { method, headers });

  it('sends the brotli copy to a browser that takes br, with the original’s type and headers', async () => {
    const original = await get('/main.js', { 'Accept-Encoding': 'identity' });
    const answer = await get('/main.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['content-length']).toBe(size('main.js.br'));
    expect(brotliDecompressSync(answer.bytes).toString()).toBe(`${script('main')}\n// br copy`);
    for (const header of ['content-type', 'cache-control', 'access-control-allow-origin', 'x-content-type-options']) {
      expect([header, answer.headers[header]]).toEqual([header, original.headers[header]]);
    }
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    const chunk = await get('/325.130b7d9b.js', { 'Accept-Encoding': 'br' });
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the gzip copy to a gzip-only client, and to one that refuses br', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0']) {
      const answer = await get('/main.js', { 'Accept-Encoding': accept });
      expect([accept, answer.headers['content-encoding']]).toEqual([accept, 'gzip']);
      expect(answer.headers['content-length']).toBe(size('main.js.gz'));
      expect(gunzipSync(answer.bytes).toString()).toBe(`${script('main')}\n// gz copy`);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    }
  });

  it('sends the file itself to a client that takes neither, still saying the answer varies', async () => {
    const clients: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of clients) {
      const answer = await get('/main.js', headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-length']).toBe(size('main.js'));
      expect(answer.body).toBe(script('main'));
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    }
  });

  it('answers HEAD with the copy’s headers and no body', async () => {
    const head = await get('/main.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(size('main.js.br'));
    expect(head.bytes.length).toBe(0);
  });

  it('sends the whole copy for a Range request (a part of the original still works without encoding)', async () => {
    const encoded = await get('/main.js', { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
    expect(encoded.status).toBe(200);
    expect(encoded.headers['content-range']).toBeUndefined();
    expect(encoded.headers['content-length']).toBe(size('main.js.br'));
    const plain = await get('/main.js', { 'Accept-Encoding': 'identity', Range: 'bytes=0-9' });
    expect(plain.status).toBe(206);
    expect(plain.body).toBe(script('main').slice(0, 10));
  });

  it('answers a repeated request with 304 when the copy is unchanged', async () => {
    const first = await get('/main.js', { 'Accept-Encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/main.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('still compresses a file without a copy on the fly', async () => {
    const br = await get('/no-copy.js', { 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(script('nocopy'));
    const gzip = await get('/no-copy.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(script('nocopy'));
  });

  it('keeps the page’s CSP on a precompressed HTML file', async () => {
    const page = await get('/index.html', { 'Accept-Encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('serves no copy of what the folder would not serve itself', async () => {
    for (const pathname of ['/.hidden.js', '/main.js.missing']) {
      const answer = await get(pathname, { 'Accept-Encoding': 'br' });
      expect([pathname, answer.status]).toEqual([pathname, 404]);
    }
    // An encoded slash keeps `..` past the URL parser: left to express.static (which stays in the folder), no copy.
    const climbing = await get('/assets/..%2fmain.js', { 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(climbing.bytes).toString()).toBe(script('main'));
  });

  it('finds a copy written after it started (a new build needs no restart)', async () => {
    writeFileSync(path.join(dist, 'later.js'), script('later'));
    expect((await get('/later.js', { 'Accept-Encoding': 'gzip' })).headers['content-length']).toBeUndefined();
    writeFileSync(path.join(dist, 'later.js.gz'), gzipSync(script('later')));
    const answer = await get('/later.js', { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBe(size('later.js.gz'));
  });
});
