import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Route } from 'playwright-core';
import { useFreshPage } from '../support/browser';
import { waitForPortClosed } from '../support/remote-server';
import { readState } from '../support/state';

const state = readState();
const { page } = useFreshPage({});

const admissionHeading = () => page().getByRole('heading', { level: 1, name: 'Admission' });
const unavailable = () => page().getByRole('heading', { name: 'This part of the site is temporarily unavailable' });

/** Every request this page makes to an origin's port. */
function requestsTo(port: number): string[] {
  const seen: string[] = [];
  page().on('request', (request) => {
    if (new URL(request.url()).port === String(port)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/**
 * The admissions remote behind a switch, on the spare port: while it is down every file (its manifest, its
 * `remoteEntry.js`, its chunks, its server build) answers 503, as a remote that is being redeployed or has crashed;
 * up, it answers with the real remote's files.
 */
async function admissionsBehindASwitch(): Promise<{ up(): void; close(): Promise<void> }> {
  let down = true;
  const real = `http://127.0.0.1:${state.ports.mf_admissions}`;
  const server: Server = createServer((request, response) => {
    if (down) {
      response.writeHead(503, { 'access-control-allow-origin': '*', 'content-type': 'text/plain' });
      response.end('down');
      return;
    }
    void fetch(`${real}${request.url ?? '/'}`)
      .then(async (answer) => {
        const headers: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          // fetch has already decoded the body.
          if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) {
            headers[name] = value;
          }
        });
        response.writeHead(answer.status, headers);
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => {
        response.writeHead(502);
        response.end();
      });
  });
  await waitForPortClosed(state.ports.spare);
  await new Promise<void>((resolve) => server.listen(state.ports.spare, '127.0.0.1', resolve));
  expect((server.address() as AddressInfo).port).toBe(state.ports.spare);
  return {
    up: () => {
      down = false;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('Retry brings a remote back without a reload', () => {
  it('on a page the server drew, after this browser could not load the remote (manifest, entry and chunk failed)', async () => {
    const admissions = (url: URL) => url.port === String(state.ports.mf_admissions);
    const refuse = (route: Route) => route.abort('connectionrefused');
    // The server draws the page once it has read the remote's manifest (reads are time-capped): its style sheet is in.
    const styleSheet = `<link rel="stylesheet" href="http://localhost:${state.ports.mf_admissions}/`;
    const deadline = Date.now() + 20_000;
    let html = '';
    while (!html.includes(styleSheet) && Date.now() < deadline) {
      html = await (await fetch(`${state.baseUrl}/admission`)).text();
    }
    expect(html).toContain(styleSheet);
    expect(html).toContain('<h1');
    await page().route(admissions, refuse);
    const requested = requestsTo(state.ports.mf_admissions);

    await page().goto(`${state.baseUrl}/admission`);
    // The page reads; the app wakes at the parent's first touch and cannot load the remote.
    await admissionHeading().waitFor();
    await page().getByRole('button', { name: 'Chat with Aunty ICAST' }).focus();
    await unavailable().waitFor();
    expect(requested).toContain('/mf-manifest.json');
    await page().evaluate(() => Object.assign(window, { __notReloaded: true }));

    await page().unroute(admissions, refuse);
    requested.length = 0;
    await page().getByRole('button', { name: 'Retry' }).click();
    await admissionHeading().waitFor();
    await page().locator('[data-remote="mf_admissions"][data-remote-status="ready"]').waitFor();
    expect(requested).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    // The remote's style sheet that failed is fetched again, and the page is drawn with it.
    expect(requested.some((file) => file.endsWith('.css'))).toBe(true);
    expect(await page().evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  });

  it('on a page the browser drew because the server could not load the remote either', async () => {
    const remotesFile = state.remotesJsonFile;
    const original = readFileSync(remotesFile, 'utf8');
    const switchable = await admissionsBehindASwitch();
    try {
      const config = JSON.parse(original) as { remotes: Array<{ name: string; entry: string }> };
      for (const remote of config.remotes) {
        if (remote.name === 'mf_admissions') remote.entry = `http://localhost:${state.ports.spare}/mf-manifest.json`;
      }
      writeFileSync(remotesFile, JSON.stringify(config));
      const requested = requestsTo(state.ports.spare);

      await page().goto(`${state.baseUrl}/admission`);
      await unavailable().waitFor();
      expect(requested).toContain('/mf-manifest.json');
      await page().evaluate(() => Object.assign(window, { __notReloaded: true }));

      switchable.up();
      requested.length = 0;
      await page().getByRole('button', { name: 'Retry' }).click();
      await admissionHeading().waitFor();
      await page().locator('[data-remote="mf_admissions"][data-remote-status="ready"]').waitFor();
      expect(requested).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
      expect(await page().evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
    } finally {
      writeFileSync(remotesFile, original);
      await switchable.close();
    }
  });
});
