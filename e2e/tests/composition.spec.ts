import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveStatic } from '@icast/stack';
import { ABOUT } from '@icast/content';
import { useFreshPage, wakeTheApp } from '../support/browser';
import { serveRemoteDist, waitForPortClosed } from '../support/remote-server';
import { readState } from '../support/state';

const REMOTES = ['mf_public', 'mf_admissions', 'mf_dashboard'] as const;
const state = readState();
const { page, errors: consoleErrors } = useFreshPage({});

const heading = (name: string | RegExp) => page().getByRole('heading', { level: 1, name });

describe('the shell composes the three remotes at runtime', () => {
  it('renders / with the shell header and footer around mf-public content', async () => {
    const errors = consoleErrors();
    await page().goto(`${state.baseUrl}/`);
    await heading(/Welcome to/).waitFor();
    expect(await page().locator('[data-remote="mf_public"]').count()).toBe(1);
    expect(await page().getByTestId('mission').textContent()).toBe(ABOUT.mission);
    expect(await page().locator('header nav[aria-label="Main"]').isVisible()).toBe(true);
    expect(await page().locator('footer').getByRole('link', { name: 'Portal' }).getAttribute('href')).toBe('/portal');
    expect(errors).toEqual([]);
  });

  it('renders /admission from mf-admissions and /login from mf-dashboard', async () => {
    await page().goto(`${state.baseUrl}/admission`);
    await heading('Admission').waitFor();
    expect(await page().locator('[data-remote="mf_admissions"]').count()).toBe(1);

    await page().goto(`${state.baseUrl}/login`);
    await heading('Staff sign in').waitFor();
    expect(await page().locator('[data-remote="mf_dashboard"] input[type="email"]').count()).toBe(1);
  });

  it('shows the fallback page for an unknown route', async () => {
    await page().goto(`${state.baseUrl}/no-such-page`);
    await heading('OOps!!! PAGE UNAVAILABLE').waitFor();
    expect(await page().title()).toMatch(/not found/i);
  });

  it('downloads react-dom once on /, from the shell only', async () => {
    const origins = [state.baseUrl, ...REMOTES.map((name) => `http://localhost:${state.ports[name]}`)];
    const reactDomFiles = new Map<string, Set<string>>();
    for (const origin of origins) {
      const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as Manifest;
      reactDomFiles.set(new URL(origin).port, new Set(reactDomAssets(manifest)));
    }
    expect(reactDomFiles.get(String(state.ports.shell))?.size).toBeGreaterThan(0);

    const fetched: string[] = [];
    page().on('response', (response) => {
      const url = new URL(response.url());
      if (reactDomFiles.get(url.port)?.has(path.basename(url.pathname))) fetched.push(response.url());
    });
    await page().goto(`${state.baseUrl}/`);
    await heading(/Welcome to/).waitFor();
    await wakeTheApp(page());
    await page().waitForLoadState('networkidle');

    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.every((url) => new URL(url).port === String(state.ports.shell))).toBe(true);
    expect(new Set(fetched).size).toBe(fetched.length);
  });
});

describe('a remote that is down only takes its own region with it', () => {
  it('shows Retry when a page chunk of a remote cannot be downloaded, and Retry fetches it', async () => {
    await page().goto(`${state.baseUrl}/`);
    await heading(/Welcome to/).waitFor();
    await wakeTheApp(page());
    // Every public page but home is a chunk of its own: drop the gallery's, as a bad connection would.
    const remoteScripts = (url: URL) => url.port === String(state.ports.mf_public) && url.pathname.endsWith('.js');
    await page().route(remoteScripts, (route) => route.abort('internetdisconnected'));
    // A client-side navigation, as a menu link makes: the shell and the remote are already loaded.
    await page().evaluate(() => {
      window.history.pushState({}, '', '/gallery-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const retry = page().getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(await page().locator('header nav[aria-label="Main"]').isVisible()).toBe(true);

    await page().unroute(remoteScripts);
    await retry.click();
    await heading('Gallery').waitFor();
  });

  it('shows Retry on /admission while / works, then recovers without reloading the shell', async () => {
    // The admissions remote is down: remotes.json points at a port nothing answers on. The real remote keeps
    // running for the files after this one (a server restarted inside this file would close with it).
    const remotesFile = state.remotesJsonFile;
    const original = readFileSync(remotesFile, 'utf8');
    const config = JSON.parse(original) as { remotes: Array<{ name: string; entry: string }> };
    for (const remote of config.remotes) {
      if (remote.name === 'mf_admissions') remote.entry = `http://localhost:${state.ports.spare}/mf-manifest.json`;
    }
    writeFileSync(remotesFile, JSON.stringify(config));
    let server: { close(): Promise<void> } | undefined;
    try {
      await waitForPortClosed(state.ports.spare);
      await page().goto(`${state.baseUrl}/admission`);
      await page().getByRole('heading', { name: 'This part of the site is temporarily unavailable' }).waitFor();
      const retry = page().getByRole('button', { name: 'Retry' });
      expect(await retry.isVisible()).toBe(true);
      expect(await page().locator('header nav[aria-label="Main"]').isVisible()).toBe(true);

      await page().evaluate(() => Object.assign(window, { __shellMarker: 'still here' }));
      await page().locator('header').getByRole('link', { name: 'Home' }).click();
      await heading(/Welcome to/).waitFor();
      await page().goBack();
      await retry.waitFor();

      server = await serveRemoteDist(state.root, 'mf-admissions', state.ports.spare);
      await retry.click();
      await heading('Admission').waitFor();
      expect(await page().evaluate(() => (window as unknown as { __shellMarker?: string }).__shellMarker)).toBe(
        'still here',
      );
    } finally {
      writeFileSync(remotesFile, original);
      await server?.close();
    }
  });
});

describe('remote addresses come from remotes.json at runtime', () => {
  it('follows a remote to another port with no shell rebuild', async () => {
    const remotesFile = state.remotesJsonFile;
    const original = readFileSync(remotesFile, 'utf8');
    const moved = await serveRemoteDist(state.root, 'mf-public', state.ports.spare);
    try {
      const config = JSON.parse(original) as { remotes: Array<{ name: string; entry: string }> };
      for (const remote of config.remotes) {
        if (remote.name === 'mf_public') remote.entry = `http://localhost:${state.ports.spare}/mf-manifest.json`;
      }
      writeFileSync(remotesFile, JSON.stringify(config));

      const fromSpare: string[] = [];
      page().on('response', (response) => {
        if (new URL(response.url()).port === String(state.ports.spare)) fromSpare.push(response.url());
      });
      await page().goto(`${state.baseUrl}/`);
      await heading(/Welcome to/).waitFor();
      // The page arrives drawn; the browser loads the remote when the app takes it over (woken by a touch).
      await wakeTheApp(page());
      expect(fromSpare.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
      expect(fromSpare.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    } finally {
      writeFileSync(remotesFile, original);
      await moved.close();
    }
  });
});

describe('a remote redeployed on its own', () => {
  it("changes the page's server HTML and its browser code, with no shell rebuild or restart", async () => {
    // A new build of mf-public: the same files with the About page's Apply button reworded, server and browser (the
    // page's words are the school's, edited in the dashboard; the button is the remote's own).
    const release = mkdtempSync(path.join(tmpdir(), 'icast-mf-public-'));
    cpSync(path.join(state.root, 'mf-public', 'dist'), release, { recursive: true });
    for (const folder of [release, path.join(release, 'server')]) {
      for (const file of readdirSync(folder).filter((name) => /^page-about\..*\.js$/.test(name))) {
        const text = readFileSync(path.join(folder, file), 'utf8');
        writeFileSync(path.join(folder, file), text.replaceAll('Apply Now', 'Apply for a Place Today'));
      }
    }
    // Drop the precompressed copies of what changed, so the new files themselves are served.
    for (const file of readdirSync(release).filter((name) => /^page-about\..*\.js\.(br|gz)$/.test(name))) {
      rmSync(path.join(release, file));
    }
    const remotesFile = state.remotesJsonFile;
    const original = readFileSync(remotesFile, 'utf8');
    const deployed = await serveStatic({ dir: release, port: state.ports.spare, cors: true, host: '127.0.0.1' });
    try {
      const config = JSON.parse(original) as { remotes: Array<{ name: string; entry: string }> };
      for (const remote of config.remotes) {
        if (remote.name === 'mf_public') remote.entry = `http://localhost:${state.ports.spare}/mf-manifest.json`;
      }
      writeFileSync(remotesFile, JSON.stringify(config));
      // The document server picks the new build up within its manifest cache (2 s); the shell keeps running.
      let html = '';
      for (let attempt = 0; attempt < 40 && !html.includes('Apply for a Place Today'); attempt++) {
        html = await (await fetch(`${state.baseUrl}/about`)).text();
        if (!html.includes('Apply for a Place Today')) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(html).toContain('Apply for a Place Today');
      await page().goto(`${state.baseUrl}/about`);
      await heading(/About/).waitFor();
      await page().getByRole('link', { name: 'Apply for a Place Today' }).waitFor();
    } finally {
      writeFileSync(remotesFile, original);
      await deployed.close();
    }
  });
});

interface Manifest {
  shared?: Array<{ name: string; assets?: { js?: { sync?: string[]; async?: string[] } } }>;
}

function reactDomAssets(manifest: Manifest): string[] {
  return (manifest.shared ?? [])
    .filter((shared) => shared.name === 'react-dom')
    .flatMap((shared) => [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])])
    .map((file) => path.basename(file));
}
