/**
 * `npm run drill`: the site's parts fail on purpose, one at a time, against the production build; prints one
 * table of what was expected and what happened, and under it every rule a failed drill broke. Exit code 1 if any
 * drill failed. `npm run drill -- --only database --repeat 5` runs the drills whose name contains "database", five
 * times in a row. `--short` is the pass `npm test` runs: every drill once, smaller loads, shorter spells.
 */
import { parseArgs } from 'node:util';
import { launchChromium } from '@icast/stack/browser';
import { formatTable, startBenchSite } from './environment';
import { apiDown } from './drills/api-down';
import { applicationRush } from './drills/application-rush';
import { backupRestore } from './drills/backup-restore';
import { databaseOutage } from './drills/database-outage';
import { mailOutage } from './drills/mail-outage';
import { instanceKilled } from './drills/instance-killed';
import { lockoutThroughNginx } from './drills/lockout-through-nginx';
import { paystackSlow } from './drills/paystack-slow';
import { remoteDown } from './drills/remote-down';
import type { Drill } from './drills/types';

// The API drill stops the API for good, so it runs last.
const DRILLS: Drill[] = [
  databaseOutage,
  remoteDown,
  mailOutage,
  applicationRush,
  paystackSlow,
  lockoutThroughNginx,
  instanceKilled,
  backupRestore,
  apiDown,
];

async function main() {
  // `npm run drill -- mail` or `-- --only mail` runs the drills whose name contains "mail".
  const { values, positionals } = parseArgs({
    options: {
      only: { type: 'string' },
      repeat: { type: 'string', default: '1' },
      short: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  const only = values.only ?? (positionals.join(' ') || undefined);
  const repeat = Number(values.repeat);
  if (!Number.isInteger(repeat) || repeat < 1) throw new Error('--repeat takes a whole number, at least 1');
  const chosen = DRILLS.filter((drill) => !only || drill.name.toLowerCase().includes(only.toLowerCase()));
  if (chosen.length === 0) throw new Error(`no drill's name contains "${only}"`);
  // Its own data folder: `npm test`'s short pass may run while someone drills in full.
  const site = await startBenchSite(
    values.short ? 'drill-short' : 'drill',
    Number(process.env.DRILL_PORT_BASE ?? 3950),
  );
  const browser = await launchChromium();
  const rows: string[][] = [];
  const broken: string[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  try {
    for (let run = 1; run <= repeat; run++) {
      for (const drill of chosen) {
        const name = repeat > 1 ? `${drill.name} (run ${run})` : drill.name;
        console.log(`drill: ${name}...`);
        const started = Date.now();
        try {
          const result = await drill.run({ site, browser, cleanups, short: values.short });
          console.log(
            `drill: ${name}: ${result.ok ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
          );
          rows.push([name, drill.expectation, result.observed, result.ok ? 'PASS' : 'FAIL']);
          broken.push(...result.failed.map((rule) => `${name}: ${rule}`));
        } catch (error) {
          rows.push([name, drill.expectation, `drill crashed: ${String(error)}`, 'FAIL']);
          broken.push(`${name}: the drill itself crashed`);
        }
      }
    }
  } finally {
    for (const cleanup of cleanups) await cleanup();
    await browser.close();
    await site.stop();
  }
  console.log(`\n${formatTable(['drill', 'expected', 'observed', 'result'], rows)}`);
  if (broken.length > 0) console.log(`\nrules that did not hold:\n${broken.map((line) => `- ${line}`).join('\n')}`);
  const failed = rows.filter((row) => row[3] === 'FAIL').length;
  console.log(`\ndrills${values.short ? ' (short)' : ''}: ${rows.length - failed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(`drill failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
