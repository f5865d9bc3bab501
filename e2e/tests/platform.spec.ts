import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { useBrowser } from '../support/browser';
import { withDatabase } from '../support/public-site';
import { adminContext, state } from './dashboard-support';

const browser = useBrowser();

/** Every script and stylesheet a visitor's browser can be sent: the shell's page, each remote's manifest. */
async function servedBundles(): Promise<string[]> {
  const shellPage = await (await fetch(`${state.baseUrl}/`)).text();
  const shellFiles = [...shellPage.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map(
    ([, file]) => new URL(file!, `${state.baseUrl}/`).href,
  );
  const { remotes } = JSON.parse(readFileSync(state.remotesJsonFile, 'utf8')) as {
    remotes: Array<{ entry: string }>;
  };
  const remoteFiles = await Promise.all(
    remotes.map(async ({ entry }) => {
      const manifest = (await (await fetch(entry)).json()) as {
        metaData: { remoteEntry: { name: string } };
        exposes: Array<{
          assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } };
        }>;
      };
      const assets = manifest.exposes.flatMap(({ assets: { js, css } }) => [...js.sync, ...js.async, ...css.sync]);
      return [manifest.metaData.remoteEntry.name, ...assets].map((file) => new URL(file, entry).href);
    }),
  );
  return [...new Set([...shellFiles, ...remoteFiles.flat()])];
}

describe('what the production build serves', () => {
  it('answers HEAD for the site pages like GET, without a body', async () => {
    // An unknown address is a real 404, for HEAD as for GET.
    const expected: Array<[string, number]> = [
      ['/', 200],
      ['/blog', 200],
      ['/admission', 200],
      ['/dashboard/home', 200],
      ['/no-such-page', 404],
    ];
    for (const [path, status] of expected) {
      const [head, get] = await Promise.all([
        fetch(`${state.baseUrl}${path}`, { method: 'HEAD' }),
        fetch(`${state.baseUrl}${path}`),
      ]);
      expect([path, head.status, get.status, head.headers.get('content-type')]).toEqual([
        path,
        status,
        status,
        get.headers.get('content-type'),
      ]);
      expect(await head.text()).toBe('');
    }
  });

  it('serves no source map: the bundles name none and every .map address is a 404', async () => {
    const bundles = await servedBundles();
    expect(bundles.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
    for (const file of bundles) {
      const body = await (await fetch(file)).text();
      expect([file, /sourceMappingURL=/.test(body)]).toEqual([file, false]);
      expect([file, (await fetch(`${file}.map`)).status]).toEqual([file, 404]);
    }
  });
});

describe('dashboard lists page through the server', () => {
  const marker = `Paged ${Date.now()}`;

  beforeAll(async () => {
    await withDatabase((db) =>
      db.collection('visitors').insertMany(
        Array.from({ length: 30 }, (_, index) => ({
          name: `${marker} ${String(index).padStart(2, '0')}`,
          number: '+2348031234567',
          submittedAt: new Date(Date.now() + 60_000 + index * 1000),
        })),
      ),
    );
  });
  // Dated ahead so they top the list here; gone afterwards, or a visitor another file adds would land on page 2.
  afterAll(async () => {
    await withDatabase((db) => db.collection('visitors').deleteMany({ name: { $regex: `^${marker} ` } }));
  });

  it('Next and Back move between pages kept in the address; thumb-sized and accessible at 375 px', async () => {
    const { context, page } = await adminContext(browser());
    try {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`${state.baseUrl}/dashboard/visitor`);
      const rows = page.getByRole('row');
      await page.getByText(new RegExp(`^Showing 1 to 25 of \\d+ visitors$`)).waitFor();
      // Newest first: the last seeded visitor tops page 1; the 25th from the top starts page 2's neighbour.
      expect(await rows.nth(1).textContent()).toContain(`${marker} 29`);
      const pages = page.getByRole('navigation', { name: 'Visitors pages' });
      await pages.getByRole('link', { name: 'Next page' }).click();
      await page.waitForURL(/\/dashboard\/visitor\?page=2$/);
      await page.getByText(/^Showing 26 to /).waitFor();
      expect(await rows.nth(1).textContent()).toContain(`${marker} 04`);
      expect(await pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
      // Thumb-sized targets (44 px) for every page link.
      for (const box of await pages
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((link) => link.getBoundingClientRect()).map(({ width, height }) => ({ width, height })),
        )) {
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      const results = await new AxeBuilder({ page }).include('main').analyze();
      const severe = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
      expect(severe.map((violation) => violation.id)).toEqual([]);

      await page.goBack();
      await page.waitForURL(/\/dashboard\/visitor$/);
      await page.getByText(/^Showing 1 to 25 of /).waitFor();
      expect(await rows.nth(1).textContent()).toContain(`${marker} 29`);
    } finally {
      await context.close();
    }
  });
});
