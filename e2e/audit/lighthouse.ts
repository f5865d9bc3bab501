/**
 * `npm run audit`: Lighthouse (mobile, simulated throttling) performance, accessibility and SEO scores of the main
 * routes on the composed production build (build first: `npm run build`), with the metrics behind them.
 * Routes can be given as arguments (`npm run audit -- /faq`); `--hero-photos` first gives the home slides photos
 * through the staff API (`npm run audit -- --hero-photos /`). Uses Debian's chromium and its own port
 * range (AUDIT_PORT_BASE). Writes e2e/artifacts/lighthouse.json for the benchmark report, and with
 * `--full-reports` each route's whole Lighthouse result (lighthouse-<route>.full.json) to see where time goes.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { portsFromBase, startSite } from '@icast/stack';
import { launchChromium } from '@icast/stack/browser';
import { AUDIT_ADMIN, giveHeroSlidesPhotos } from './hero-photos';

const DEFAULT_PAGES = ['/', '/blog', '/admission', '/online-application'];
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
} as const;
const CATEGORIES = ['performance', 'accessibility', 'seo'] as const;
const TARGET = 95;

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
}

function metricText(result: LighthouseResult | undefined): string {
  return Object.entries(METRICS)
    .map(([id, label]) => {
      const value = result?.lhr.audits[id]?.numericValue ?? Number.NaN;
      return `${label} ${id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`}`;
    })
    .join(', ');
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '../..');
  const base = Number(process.env.AUDIT_PORT_BASE ?? process.env.E2E_PORT_BASE ?? 3100);
  const dataDir = path.join(root, '.data', `audit-${base}`);
  rmSync(dataDir, { recursive: true, force: true });
  const ports = portsFromBase(base);
  const heroPhotos = process.argv.includes('--hero-photos');
  const site = await startSite({
    root,
    ports,
    dataDir,
    apiEnv: {
      NODE_ENV: 'test',
      ADMIN_EMAIL: AUDIT_ADMIN.email,
      ADMIN_PASSWORD: AUDIT_ADMIN.password,
      // Measured as a school deploys it: Paystack mode, so no TEST MODE banner. No audited page makes a payment, so
      // the key is never used and the provider's address is one nothing answers on.
      PAYMENT_MODE: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_lighthouse_audit',
      PAYSTACK_BASE_URL: `http://127.0.0.1:${ports.spare + 1}`,
    },
    log: console.log,
  });
  if (heroPhotos) await giveHeroSlidesPhotos(site.apiUrl);
  const debuggingPort = ports.spare;
  const browser = await launchChromium([`--remote-debugging-port=${debuggingPort}`]);
  // Lighthouse is ESM-only; this script runs as CommonJS under tsx.
  const lighthouse = (await import('lighthouse')).default as unknown as Lighthouse;
  const rows: string[] = [];
  const report: Array<{ route: string; scores: Record<string, number>; metrics: string }> = [];
  const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const fullReports: Array<{ route: string; lhr: LighthouseResult['lhr'] }> = [];
  let belowTarget = false;
  try {
    for (const page of pages.length > 0 ? pages : DEFAULT_PAGES) {
      // As on a site in use: the document server has read the API for this page in the last half minute.
      await fetch(`${site.baseUrl}${page}`).then((response) => response.text());
      const result = await lighthouse(`${site.baseUrl}${page}`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const scores = CATEGORIES.map((category) => Math.round((result?.lhr.categories[category]?.score ?? 0) * 100));
      belowTarget ||= scores.some((score) => score < TARGET);
      const metrics = metricText(result);
      if (result && process.argv.includes('--full-reports')) fullReports.push({ route: page, lhr: result.lhr });
      rows.push(
        `${page.padEnd(20)} ${CATEGORIES.map((category, index) => `${category} ${scores[index]}`).join('  ')}  (${metrics})`,
      );
      report.push({
        route: page,
        scores: Object.fromEntries(CATEGORIES.map((category, index) => [category, scores[index] ?? 0])),
        metrics,
      });
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  console.log(`\nLighthouse (target ${TARGET}+):\n${rows.join('\n')}`);
  mkdirSync(path.join(root, 'e2e', 'artifacts'), { recursive: true });
  writeFileSync(path.join(root, 'e2e', 'artifacts', 'lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);
  for (const { route, lhr } of fullReports) {
    const name = `lighthouse-${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.full.json`;
    writeFileSync(path.join(root, 'e2e', 'artifacts', name), JSON.stringify(lhr));
  }
  if (belowTarget) console.log('Some scores are below the target.');
}

main().catch((error: unknown) => {
  console.error('audit failed:', error);
  process.exit(1);
});
