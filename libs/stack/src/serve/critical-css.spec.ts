import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemotesConfig } from '@icast/contracts';
import { CriticalCss, STYLE_SHEET_LIMIT } from './critical-css';

/** The browser's address of mf_public: nothing listens there, this server reaches the remote at its internal one. */
const PUBLIC_REMOTE = 'http://mf-public.invalid:3001';
const REMOTES: RemotesConfig = {
  remotes: [{ name: 'mf_public', entry: `${PUBLIC_REMOTE}/mf-manifest.json` }],
} as RemotesConfig;
const pageWith = (...links: string[]) =>
  `<!doctype html><html><head><title>About</title>${links.join('')}</head><body><main><h1 class="title">About</h1></main></body></html>`;

describe('critical CSS of a drawn page', () => {
  let remote: Server;
  let internal: string;
  let remoteSheetReads = 0;
  const shellDir = mkdtempSync(path.join(tmpdir(), 'icast-critical-'));
  writeFileSync(path.join(shellDir, 'main.css'), 'main{margin:0}.unused{color:red}');
  writeFileSync(path.join(tmpdir(), 'icast-outside.css'), 'main{color:red}');

  beforeAll(async () => {
    remote = createServer((request, response) => {
      if (request.url === '/routes.css') remoteSheetReads += 1;
      if (request.url === '/routes.css') return response.end('.title{font-size:2rem}.gallery{display:grid}');
      if (request.url === '/fonts.css')
        return response.end(
          "@font-face {\n  font-family: 'Nunito';\n  src: url(fonts/nunito.woff2) format('woff2');\n}\n" +
            "@font-face{font-family:'Unused';src:url(fonts/unused.woff2)}" +
            ":root{--font-body:'Nunito',sans-serif}main{font-family:var(--font-body)}",
        );
      if (request.url === '/huge.css') return response.end(`main{color:red}${' '.repeat(STYLE_SHEET_LIMIT)}`);
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    internal = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    remote.closeAllConnections();
    await new Promise((resolve) => remote.close(resolve));
  });

  it("reads a remote's sheet at its internal address, as the page names it, and keeps it per address", async () => {
    const css = new CriticalCss({ shellDir, remoteInternalUrls: { mf_public: internal } });
    const link = `<link rel="stylesheet" href="${PUBLIC_REMOTE}/routes.css" />`;
    const result = await css.inline(pageWith('<link href=/main.css rel=stylesheet>', link), REMOTES);
    expect(result).toMatchObject({ state: 'inlined' });
    const html = result.state === 'inlined' ? result.html : '';
    expect(html).toContain('<style>main{margin:0}.title{font-size:2rem}</style></head>');
    expect(html).toContain(`</main><link href=/main.css rel=stylesheet>${link}</body>`);
    // Kept: the next page naming it does not read it again.
    expect(await css.inline(pageWith(link), REMOTES)).toMatchObject({ state: 'inlined' });
    expect(remoteSheetReads).toBe(1);
  });

  it('brings the faces of the fonts the first screen names, through custom properties too, from their sheet', async () => {
    const css = new CriticalCss({ shellDir, remoteInternalUrls: { mf_public: internal } });
    const result = await css.inline(pageWith(`<link rel="stylesheet" href="${PUBLIC_REMOTE}/fonts.css">`), REMOTES);
    const inline = result.state === 'inlined' ? (/<style>(.*)<\/style>/.exec(result.html)?.[1] ?? '') : '';
    expect(inline).toContain(
      `@font-face { font-family: 'Nunito'; src: url(${PUBLIC_REMOTE}/fonts/nunito.woff2) format('woff2'); }`,
    );
    expect(inline).toContain('main{font-family:var(--font-body)}');
    expect(inline).not.toContain('Unused');
  });

  it('gives the page as it was for a sheet too large, of an unknown site, outside the shell, or missing', async () => {
    const css = new CriticalCss({ shellDir, remoteInternalUrls: { mf_public: internal } });
    for (const href of [
      `${PUBLIC_REMOTE}/huge.css`,
      'https://elsewhere.example/routes.css',
      '/../icast-outside.css',
      '/%2e%2e/icast-outside.css',
      `${PUBLIC_REMOTE}/missing.css`,
    ]) {
      expect([href, await css.inline(pageWith(`<link rel="stylesheet" href="${href}">`), REMOTES)]).toEqual([
        href,
        { state: 'failed' },
      ]);
    }
    // A page with no style sheet of its own is left as it is.
    expect(await css.inline(pageWith(), REMOTES)).toEqual({ state: 'none' });
  });
});
