import type { Browser } from 'playwright-core';
import type { RunningSite } from '@icast/stack';

export interface PageWeight {
  route: string;
  jsBytes: number;
  cssBytes: number;
  reactDomFetches: number;
  /** Remotes whose files were fetched on this route. */
  remotesFetched: string[];
}

interface ManifestShared {
  name: string;
  assets?: { js?: { sync?: string[]; async?: string[] } };
}

async function reactDomFiles(site: RunningSite): Promise<Set<string>> {
  const origins = [site.ports.shell, site.ports.mf_public, site.ports.mf_admissions, site.ports.mf_dashboard];
  const files = new Set<string>();
  for (const port of origins) {
    const manifest = (await (await fetch(`http://localhost:${port}/mf-manifest.json`)).json()) as {
      shared?: ManifestShared[];
    };
    for (const shared of manifest.shared ?? []) {
      if (shared.name !== 'react-dom') continue;
      for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
        files.add(`${port}/${file}`);
      }
    }
  }
  return files;
}

/** Bytes on the wire (after gzip) of a cold first load, counted by Chromium's network layer. */
export async function measurePageWeight(browser: Browser, site: RunningSite, route: string): Promise<PageWeight> {
  const reactDom = await reactDomFiles(site);
  const remotePorts = new Map([
    [String(site.ports.mf_public), 'mf_public'],
    [String(site.ports.mf_admissions), 'mf_admissions'],
    [String(site.ports.mf_dashboard), 'mf_dashboard'],
  ]);
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  const requests = new Map<string, { url: string; type: string }>();
  let jsBytes = 0;
  let cssBytes = 0;
  session.on('Network.responseReceived', (event) => {
    requests.set(event.requestId, { url: event.response.url, type: event.type });
  });
  session.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request?.type === 'Script') jsBytes += event.encodedDataLength;
    if (request?.type === 'Stylesheet') cssBytes += event.encodedDataLength;
  });
  await page.goto(`${site.baseUrl}${route}`, { waitUntil: 'networkidle' });
  await context.close();

  const urls = [...requests.values()].map((request) => new URL(request.url));
  return {
    route,
    jsBytes,
    cssBytes,
    reactDomFetches: urls.filter((url) => reactDom.has(`${url.port}${url.pathname}`)).length,
    remotesFetched: [...new Set(urls.map((url) => remotePorts.get(url.port)).filter((name) => name !== undefined))],
  };
}

/** Milliseconds from navigation to the remote's heading on screen, median of cold loads. */
export async function medianTimeToRemotePaint(browser: Browser, site: RunningSite, loads = 10): Promise<number> {
  const times: number[] = [];
  for (let load = 0; load < loads; load++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/admission`, { waitUntil: 'commit' });
    await page.locator('[data-remote] h1').first().waitFor();
    times.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  return Math.round(median(times));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
