/**
 * `npm test`: every check CI runs, in the order that fails fastest, with one exit code.
 * Each jest runner prints its own summary; this prints one line per step at the end.
 *
 * The checks that read the sources but start nothing (typecheck, ESLint, Prettier) run side by side: each is one
 * process on one core, so on CI's two cores the three take about as long as the typecheck alone. Their output is held
 * and printed whole when each finishes, so it never interleaves.
 */
import { spawn } from 'node:child_process';
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

/** Steps in one stage run at the same time; stages run one after another. */
const stages: Step[][] = [
  [
    {
      name: 'build shared libs',
      command: bin('lerna'),
      args: ['run', 'build', '--scope', '@icast/*', '--stream'],
      blocking: true,
    },
  ],
  [
    { name: 'typecheck', command: bin('lerna'), args: ['run', 'typecheck', '--stream'] },
    { name: 'lint (eslint)', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
    { name: 'format (prettier)', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  ],
  [
    {
      name: 'unit + API tests (jest)',
      command: bin('lerna'),
      args: ['run', 'test', '--stream', '--concurrency', '1', '--ignore', 'e2e'],
    },
  ],
  [
    {
      name: 'production build',
      command: bin('lerna'),
      args: ['run', 'build', '--stream', '--ignore', '@icast/*'],
      blocking: true,
    },
  ],
  [
    {
      // Every emitted .js of the shell and the remotes must parse in the browsers of .browserslistrc.
      name: 'bundle syntax (acorn, .browserslistrc)',
      command: bin('tsx'),
      args: ['libs/stack/src/cli/check-bundle-syntax.ts'],
    },
  ],
  [
    {
      // The .br/.gz copies the Node server and nginx send, beside every script and style sheet, current.
      name: 'precompressed copies (.br, .gz)',
      command: bin('tsx'),
      args: ['libs/stack/src/cli/check-precompressed.ts'],
    },
  ],
  [{ name: 'browser tests (e2e)', command: 'npm', args: ['test', '-w', 'e2e'] }],
];

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
}

/** Runs a step; alone, its output streams as it comes, beside others it is printed whole at the end. */
function run(step: Step, alone: boolean): Promise<Result> {
  const started = Date.now();
  if (alone) console.log(`\n==> ${step.name}`);
  const child = spawn(step.command, step.args, {
    cwd: root,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    const finish = (ok: boolean) => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) process.stdout.write(`\n==> ${step.name} (${seconds.toFixed(1)}s)\n${Buffer.concat(output)}`);
      resolve({ name: step.name, ok, seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

async function main(): Promise<number> {
  const only = process.argv.slice(2);
  const wanted = (step: Step) => only.length === 0 || only.some((word) => step.name.includes(word));
  const stepCount = stages.flat().filter(wanted).length;
  const results: Result[] = [];

  for (const stage of stages) {
    const steps = stage.filter(wanted);
    if (steps.length === 0) continue;
    const stageResults = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
    results.push(...stageResults);
    const blocked = steps.find((step, index) => step.blocking && !stageResults[index]?.ok);
    if (blocked) {
      console.error(`\n${blocked.name} failed; the steps after it cannot run.`);
      break;
    }
  }

  console.log('\n==> summary');
  for (const result of results) {
    console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name.padEnd(26)} ${result.seconds.toFixed(1)}s`);
  }
  const failed = results.filter((result) => !result.ok).length;
  const skipped = stepCount - results.length;
  console.log(`steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} not run` : ''}`);
  return failed > 0 || skipped > 0 || results.length === 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
