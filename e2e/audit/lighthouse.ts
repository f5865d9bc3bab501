/**
 * `npm run audit`: Lighthouse performance and accessibility scores of / and /blog on the composed production
 * build (build first: `npm run build`). Uses Debian's chromium and its own port range (AUDIT_PORT_BASE).
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { portsFromBase, startSite } from '@icast/stack';

const PAGES = ['/', '/blog'];
const CATEGORIES = ['performance', 'accessibility'] as const;
const TARGET = 95;

interface LighthouseResult {
  lhr: { categories: Record<string, { score: number | null }> };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '../..');
  const base = Number(process.env.AUDIT_PORT_BASE ?? process.env.E2E_PORT_BASE ?? 3100);
  const dataDir = path.join(root, '.data', `audit-${base}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const site = await startSite({ root, ports: portsFromBase(base), dataDir, log: console.log });
  const debuggingPort = base + 29;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debuggingPort}`],
  });
  // Lighthouse is ESM-only; this script runs as CommonJS under tsx.
  const lighthouse = (await import('lighthouse')).default as unknown as Lighthouse;
  const rows: string[] = [];
  let belowTarget = false;
  try {
    for (const page of PAGES) {
      const result = await lighthouse(`${site.baseUrl}${page}`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const scores = CATEGORIES.map((category) => Math.round((result?.lhr.categories[category]?.score ?? 0) * 100));
      belowTarget ||= scores.some((score) => score < TARGET);
      rows.push(`${page.padEnd(8)} ${CATEGORIES.map((category, index) => `${category} ${scores[index]}`).join('  ')}`);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  console.log(`\nLighthouse (target ${TARGET}+):\n${rows.join('\n')}`);
  if (belowTarget) console.log('Some scores are below the target.');
}

main().catch((error: unknown) => {
  console.error('audit failed:', error);
  process.exit(1);
});
