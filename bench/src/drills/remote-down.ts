import path from 'node:path';
import { serveStatic } from '@icast/stack';
import { root } from '../environment';
import { judge, type Drill } from './types';

async function waitUntilClosed(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(300) });
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`port ${port} still answers`);
}

/** The admissions team's server goes away during the day and comes back. */
export const remoteDown: Drill = {
  name: "a remote's server stopped",
  expectation: 'its routes show Retry, the rest of the site works, Retry recovers without a reload',
  async run({ site, browser, cleanups }) {
    process.kill(site.pids.mf_admissions ?? -1, 'SIGTERM');
    await waitUntilClosed(site.ports.mf_admissions);
    const page = await browser.newPage();
    try {
      await page.goto(`${site.baseUrl}/admission`);
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor({ timeout: 10_000 });
      await page.evaluate(() => Object.assign(window, { __drillMarker: true }));

      const home = await browser.newPage();
      await home.goto(`${site.baseUrl}/`);
      const homeWorks = await home
        .locator('[data-remote="mf_public"] h1')
        .first()
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      await home.close();

      const server = await serveStatic({
        dir: path.join(root, 'mf-admissions', 'dist'),
        port: site.ports.mf_admissions,
        cors: true,
      });
      const started = Date.now();
      await retry.click();
      await page.locator('[data-remote="mf_admissions"] h1').first().waitFor({ timeout: 10_000 });
      const recoveredMs = Date.now() - started;
      const noReload = await page.evaluate(() => '__drillMarker' in window);
      // The restarted remote stays up: the drills after this one use its pages.
      cleanups.push(() => server.close());
      return judge(
        `Retry shown; home ${homeWorks ? 'works' : 'BROKEN'}; recovered in ${recoveredMs} ms ${noReload ? 'without' : 'WITH'} a reload`,
        {
          'the home page works while the admissions remote is down': homeWorks,
          'Retry recovers without a reload': noReload,
        },
      );
    } finally {
      await page.close();
    }
  },
};
