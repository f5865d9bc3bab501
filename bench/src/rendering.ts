import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { PAYMENT_CONFIG_ELEMENT_ID, REMOTES_JSON_ELEMENT_ID, SITE_CONTENT_ELEMENT_ID } from '@icast/contracts';
import { remoteServerEntry, type RemotesConfig } from '@icast/contracts';
import type { RunningSite } from '@icast/stack';
import { root } from './environment';

/** What the shell's server bundle exports (shell/dist-server/server.js). */
interface ShellRenderer {
  renderPage(request: {
    url: string;
    remotes: Array<{ name: string; entry: string }>;
    pageData: Record<string, unknown>;
  }): Promise<{ kind: string; html?: string }>;
}

export interface ColdRender {
  route: string;
  /** CPU time (user + system) of one render whose page is not kept and whose remotes are loaded. */
  cpuMs: number;
  wallMs: number;
}

/**
 * A cold render, measured in this process with the shell's own server bundle: the remotes' server builds loaded by a
 * first render, then each route rendered again (nothing kept at this level: the document server's page cache is not
 * involved) and its CPU time taken from process.cpuUsage(), the median of five.
 */
export async function measureColdRenders(site: RunningSite, routes: string[]): Promise<ColdRender[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the built bundle, found at run time
  const shell = require(path.join(root, 'shell', 'dist-server', 'server.js')) as ShellRenderer;
  const remotes = (await (await fetch(`${site.baseUrl}/remotes.json`)).json()) as RemotesConfig;
  const [siteContent, paymentConfig] = await Promise.all([
    fetch(`${site.apiUrl}/api/site-content`).then((response) => response.json()),
    fetch(`${site.apiUrl}/api/payment/config`).then((response) => response.json()),
  ]);
  const request = (route: string) => ({
    url: `${site.baseUrl}${route}`,
    remotes: remotes.remotes.map(({ name, entry }) => ({ name, entry: remoteServerEntry(entry) })),
    pageData: {
      [REMOTES_JSON_ELEMENT_ID]: remotes,
      [SITE_CONTENT_ELEMENT_ID]: siteContent,
      [PAYMENT_CONFIG_ELEMENT_ID]: paymentConfig,
    },
  });
  const results: ColdRender[] = [];
  for (const route of routes) {
    await shell.renderPage(request(route));
    const samples: Array<{ cpu: number; wall: number }> = [];
    for (let round = 0; round < 5; round++) {
      const cpuBefore = process.cpuUsage();
      const wallBefore = performance.now();
      const result = await shell.renderPage(request(route));
      if (result.kind !== 'page') throw new Error(`${route} was not rendered: ${JSON.stringify(result)}`);
      const cpu = process.cpuUsage(cpuBefore);
      samples.push({ cpu: (cpu.user + cpu.system) / 1000, wall: performance.now() - wallBefore });
    }
    const median = <T>(values: T[], key: (value: T) => number) => values.map(key).sort((a, b) => a - b)[2] ?? NaN;
    results.push({
      route,
      cpuMs: Math.round(median(samples, (sample) => sample.cpu) * 10) / 10,
      wallMs: Math.round(median(samples, (sample) => sample.wall) * 10) / 10,
    });
  }
  return results;
}

export interface HtmlWeight {
  route: string;
  /** The page as the document server sends it to a browser taking brotli. */
  brotliBytes: number;
  rawBytes: number;
}

/** Each page's HTML as a browser gets it (brotli, as the document server keeps it), and its size unpacked. */
export async function measureHtml(site: RunningSite, routes: string[]): Promise<HtmlWeight[]> {
  const weights: HtmlWeight[] = [];
  for (const route of routes) {
    const html = await (await fetch(`${site.baseUrl}${route}`)).text();
    const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
    weights.push({ route, brotliBytes: brotli.length, rawBytes: Buffer.byteLength(html) });
  }
  return weights;
}
