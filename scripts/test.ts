/**
 * `npm test`: every check CI runs, in the order that fails fastest, with one exit code.
 * Each jest runner prints its own summary; this prints one line per step at the end.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Later steps cannot mean anything if this one failed. */
  blocking?: boolean;
}

const steps: Step[] = [
  {
    name: 'build shared libs',
    command: bin('lerna'),
    args: ['run', 'build', '--scope', '@icast/*', '--stream'],
    blocking: true,
  },
  { name: 'typecheck', command: bin('lerna'), args: ['run', 'typecheck', '--stream'] },
  { name: 'lint (eslint)', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  { name: 'format (prettier)', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  {
    name: 'unit + API tests (jest)',
    command: bin('lerna'),
    args: ['run', 'test', '--stream', '--concurrency', '1', '--ignore', 'e2e'],
  },
  {
    name: 'production build',
    command: bin('lerna'),
    args: ['run', 'build', '--stream', '--ignore', '@icast/*'],
    blocking: true,
  },
  {
    // Every emitted .js of the shell and the remotes must parse in the browsers of .browserslistrc.
    name: 'bundle syntax (acorn, .browserslistrc)',
    command: bin('tsx'),
    args: ['libs/stack/src/cli/check-bundle-syntax.ts'],
  },
  {
    // The .br/.gz copies the Node server and nginx send, beside every script and style sheet, current.
    name: 'precompressed copies (.br, .gz)',
    command: bin('tsx'),
    args: ['libs/stack/src/cli/check-precompressed.ts'],
  },
  { name: 'browser tests (e2e)', command: 'npm', args: ['test', '-w', 'e2e'] },
];

const only = process.argv.slice(2);
const results: Array<{ name: string; ok: boolean; seconds: number }> = [];

for (const step of steps) {
  if (only.length > 0 && !only.some((word) => step.name.includes(word))) continue;
  console.log(`\n==> ${step.name}`);
  const started = Date.now();
  const run = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const ok = run.status === 0;
  results.push({ name: step.name, ok, seconds: (Date.now() - started) / 1000 });
  if (!ok && step.blocking) {
    console.error(`\n${step.name} failed; the steps after it cannot run.`);
    break;
  }
}

console.log('\n==> summary');
for (const result of results) {
  console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name.padEnd(26)} ${result.seconds.toFixed(1)}s`);
}
const failed = results.filter((result) => !result.ok).length;
const skipped = only.length === 0 ? steps.length - results.length : 0;
console.log(`steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} not run` : ''}`);
process.exit(failed > 0 || skipped > 0 ? 1 : 0);
