/**
 * `npm run drill`: the site's parts fail on purpose, one at a time, against the production build;
 * prints one table of what was expected and what happened. Exit code 1 if any drill failed.
 */
import { launchChromium } from '@icast/stack/browser';
import { formatTable, startBenchSite } from './environment';
import { apiDown } from './drills/api-down';
import { applicationRush } from './drills/application-rush';
import { databaseOutage } from './drills/database-outage';
import { mailOutage } from './drills/mail-outage';
import { paystackSlow } from './drills/paystack-slow';
import { remoteDown } from './drills/remote-down';
import type { Drill } from './drills/types';

// The API drill stops the API for good, so it runs last.
const DRILLS: Drill[] = [databaseOutage, remoteDown, mailOutage, applicationRush, paystackSlow, apiDown];

async function main() {
  // `npm run drill -- mail` runs only the drills whose name contains "mail".
  const only = process.argv.slice(2).join(' ').toLowerCase();
  const drills = DRILLS.filter((drill) => drill.name.toLowerCase().includes(only));
  const site = await startBenchSite('drill', Number(process.env.DRILL_PORT_BASE ?? 3950));
  const browser = await launchChromium();
  const rows: string[][] = [];
  const cleanups: Array<() => Promise<void>> = [];
  try {
    for (const drill of drills) {
      console.log(`drill: ${drill.name}...`);
      try {
        const result = await drill.run({ site, browser, cleanups });
        rows.push([drill.name, drill.expectation, result.observed, result.ok ? 'PASS' : 'FAIL']);
      } catch (error) {
        rows.push([drill.name, drill.expectation, `drill crashed: ${String(error)}`, 'FAIL']);
      }
    }
  } finally {
    for (const cleanup of cleanups) await cleanup();
    await browser.close();
    await site.stop();
  }
  console.log(`\n${formatTable(['drill', 'expected', 'observed', 'result'], rows)}`);
  const failed = rows.filter((row) => row[3] === 'FAIL').length;
  console.log(`\ndrills: ${rows.length - failed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(`drill failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
