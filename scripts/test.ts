/**
 * `npm test`: every check CI runs, with one exit code. Each jest runner prints its own summary; this prints one line
 * per step at the end.
 *
 * The steps form a small graph instead of fixed stages: each starts as soon as the steps it needs have passed and
 * there are cores free for it (TEST_CORES, default: the machine's cores plus one, since every step waits on disk,
 * the database or a browser part of the time). Ready steps start in the order listed, so the API suite starts beside
 * the production build, the short checks, the unit suites and the drills fill the other core while it runs, and the
 * browser suite (two workers) follows it. Beside each other, each step's output is held and printed whole when it
 * ends, so two never interleave.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Steps (by name) that must have passed before this one can mean anything. */
  after?: string[];
  /** Steps (by name) that must have ended, passed or failed, before this one starts: not side by side. */
  notBeside?: string[];
  /** Cores the step keeps busy (jest workers, a site and its browser); 1 if unset. */
  cores?: number;
}

const lernaOnOneCore = (...args: string[]): Pick<Step, 'command' | 'args'> => ({
  command: bin('lerna'),
  args: ['run', ...args, '--stream', '--concurrency', '1'],
});

const LIBS = 'build shared libs';
const WEB_APPS = ['shell', 'mf-public', 'mf-admissions', 'mf-dashboard'];
const BUILD = 'production build';
const API = 'API tests (jest, real database)';

/** In start order when several are ready. */
const steps: Step[] = [
  { name: LIBS, command: bin('lerna'), args: ['run', 'build', '--scope', '@icast/*', '--stream'], cores: 2 },
  { name: BUILD, ...lernaOnOneCore('build', '--ignore', '@icast/*'), after: [LIBS] },
  // Two jest workers on one database server.
  { name: API, ...lernaOnOneCore('test', '--scope', 'api'), after: [LIBS], cores: 2 },
  // Two jest workers, each with a site of its own (e2e/support/global-setup.ts) and its browser. Not beside the API
  // suite: on two cores the four workers slow each other past the journeys' time limits (seven timed out when tried,
  // docs/testing.md), and the run is no shorter for it, since both keep the cores busy.
  {
    name: 'browser tests (e2e)',
    command: 'npm',
    args: ['test', '-w', 'e2e'],
    after: [BUILD],
    notBeside: [API],
    cores: 2,
  },
  { name: 'unit tests (jest)', ...lernaOnOneCore('test', '--ignore', 'api', '--ignore', 'e2e'), after: [LIBS] },
  // Each package's own `typecheck` but the shell's and the remotes', which are one program (tsconfig.web-apps.json):
  // they share their options and the libs' sources, which four runs checked four times (about 16 core-seconds).
  {
    name: 'typecheck',
    ...lernaOnOneCore('typecheck', ...WEB_APPS.flatMap((app) => ['--ignore', app])),
    after: [LIBS],
  },
  {
    name: 'typecheck (shell and remotes)',
    command: bin('tsc'),
    args: ['--noEmit', '-p', 'tsconfig.web-apps.json'],
    after: [LIBS],
  },
  {
    // Every fault drill once, small and short: a change that breaks a drill (a body, a page) fails here.
    name: 'fault drills, short (bench)',
    command: 'npm',
    args: ['run', 'drill', '-w', 'bench', '--', '--short'],
    after: [BUILD],
    // Alone: the drills load the machine on purpose (a thousand applications at once, a lockout attack), and beside
    // the API suite its health-within-300-ms checks failed (endpoint-inputs.spec waited 6.4 s once); beside the
    // browser suite its journeys would pass their time limits the same way.
    notBeside: [API, 'browser tests (e2e)'],
  },
  { name: 'lint (eslint)', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  { name: 'format (prettier)', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  {
    // Every emitted .js of the shell and the remotes must parse in the browsers of .browserslistrc.
    name: 'bundle syntax (acorn, .browserslistrc)',
    command: bin('tsx'),
    args: ['libs/stack/src/cli/check-bundle-syntax.ts'],
    after: [BUILD],
  },
  {
    // The .br/.gz copies the Node server and nginx send, beside every script and style sheet, current.
    name: 'precompressed copies (.br, .gz)',
    command: bin('tsx'),
    args: ['libs/stack/src/cli/check-precompressed.ts'],
    after: [BUILD],
  },
];

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
  /** Seconds after `npm test` began. */
  startedAt: number;
}

/** Runs a step; alone, its output streams as it comes, beside others it is printed whole when it ends. */
function run(step: Step, began: number, alone: boolean): Promise<Result> {
  const started = Date.now();
  const startedAt = (started - began) / 1000;
  console.log(
    alone ? `\n==> ${step.name}` : `\n==> ${step.name}: started at ${startedAt.toFixed(0)}s, output when it ends`,
  );
  const child = spawn(step.command, step.args, {
    cwd: root,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    let ended = false;
    const finish = (ok: boolean) => {
      if (ended) return;
      ended = true;
      const seconds = (Date.now() - started) / 1000;
      if (!alone) process.stdout.write(`\n==> ${step.name} (${seconds.toFixed(1)}s)\n${Buffer.concat(output)}`);
      resolve({ name: step.name, ok, seconds, startedAt });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

/** Parses TEST_CORES: how many cores' worth of steps may run at once. */
function coreBudget(): number {
  const raw = process.env.TEST_CORES;
  if (raw === undefined || raw === '') return availableParallelism() + 1;
  const cores = Number(raw);
  if (!Number.isInteger(cores) || cores < 1 || cores > 64) {
    throw new Error(`TEST_CORES must be a whole number from 1 to 64 (got ${raw})`);
  }
  return cores;
}

async function main(): Promise<number> {
  const only = process.argv.slice(2);
  const wanted = steps.filter((step) => only.length === 0 || only.some((word) => step.name.includes(word)));
  const names = new Set(wanted.map((step) => step.name));
  const passed = new Set<string>();
  const failed = new Set<string>();
  // A step asked for alone runs without the ones it needs (as the old stages did): they are assumed done.
  const needs = (step: Step) => (step.after ?? []).filter((name) => names.has(name));
  const ended = (name: string) => !names.has(name) || passed.has(name) || failed.has(name);
  const ready = (step: Step) =>
    needs(step).every((name) => passed.has(name)) && (step.notBeside ?? []).every((name) => ended(name));
  const budget = coreBudget();
  const began = Date.now();

  const results: Result[] = [];
  const waiting = [...wanted];
  const running = new Map<string, Promise<{ step: Step; result: Result }>>();
  let busy = 0;

  for (;;) {
    // A step whose prerequisite failed cannot run. The others start in the order listed while fewer than the budget's
    // cores are busy (a two-core step may take the last one); a ready step never lets a later one pass it, so the
    // browser suite is not kept waiting by the short checks once the API suite has ended.
    for (const step of [...waiting]) {
      const blockedBy = needs(step).find((name) => failed.has(name));
      if (blockedBy) {
        waiting.splice(waiting.indexOf(step), 1);
        failed.add(step.name);
        console.error(`\n==> ${step.name}: not run, ${blockedBy} failed`);
      }
    }
    for (const step of waiting.filter(ready)) {
      if (busy >= budget) break;
      waiting.splice(waiting.indexOf(step), 1);
      busy += step.cores ?? 1;
      running.set(
        step.name,
        run(step, began, wanted.length === 1).then((result) => ({ step, result })),
      );
    }
    if (running.size === 0) break;
    const { step, result } = await Promise.race(running.values());
    running.delete(step.name);
    busy -= step.cores ?? 1;
    results.push(result);
    (result.ok ? passed : failed).add(step.name);
  }

  console.log(`\n==> summary (${((Date.now() - began) / 1000).toFixed(0)}s in all, ${budget} cores' worth at once)`);
  for (const result of results) {
    console.log(
      `${result.ok ? 'PASS' : 'FAIL'}  ${result.name.padEnd(38)} ${result.seconds.toFixed(1).padStart(6)}s` +
        `  (from ${result.startedAt.toFixed(0)}s)`,
    );
  }
  const failures = results.filter((result) => !result.ok).length;
  const skipped = wanted.length - results.length;
  console.log(`steps: ${results.length - failures} passed, ${failures} failed${skipped ? `, ${skipped} not run` : ''}`);
  return failures > 0 || skipped > 0 || results.length === 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
