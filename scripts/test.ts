/**
 * `npm test`: every check CI runs, with one exit code. Each jest runner prints its own summary; this prints one line
 * per step at the end.
 *
 * The API suite is one jest process and its database, about one core for ten minutes; CI has two. The checks that
 * need no database (typecheck, ESLint, Prettier, the other packages' jest suites, the production build) run one after
 * another beside it, each on one core, so the run takes about as long as the API suite alone instead of the sum.
 * Beside each other, each step's output is held and printed whole when it ends, so two never interleave.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Later stages cannot mean anything if this step failed. */
  blocking?: boolean;
}

/** Steps one after another. */
type Lane = Step[];
/** Lanes side by side; a stage starts when the one before it has ended. */
type Stage = Lane[];

const lernaOnOneCore = (...args: string[]): Pick<Step, 'command' | 'args'> => ({
  command: bin('lerna'),
  args: ['run', ...args, '--stream', '--concurrency', '1'],
});

const stages: Stage[] = [
  [
    [
      {
        name: 'build shared libs',
        command: bin('lerna'),
        args: ['run', 'build', '--scope', '@icast/*', '--stream'],
        blocking: true,
      },
    ],
  ],
  [
    [{ name: 'API tests (jest, real database)', ...lernaOnOneCore('test', '--scope', 'api') }],
    [
      { name: 'typecheck', ...lernaOnOneCore('typecheck') },
      { name: 'lint (eslint)', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
      { name: 'format (prettier)', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
      { name: 'unit tests (jest)', ...lernaOnOneCore('test', '--ignore', 'api', '--ignore', 'e2e') },
      { name: 'production build', ...lernaOnOneCore('build', '--ignore', '@icast/*'), blocking: true },
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
    ],
  ],
  [[{ name: 'browser tests (e2e)', command: 'npm', args: ['test', '-w', 'e2e'] }]],
];

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
}

/** Runs a step; alone, its output streams as it comes, beside others it is printed whole at the end. */
function run(step: Step, alone: boolean): Promise<Result> {
  const started = Date.now();
  console.log(alone ? `\n==> ${step.name}` : `\n==> ${step.name}: started, output when it ends`);
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

/** A lane stops at a failed blocking step: what follows it in the lane cannot mean anything either. */
async function runLane(lane: Lane, alone: boolean): Promise<{ results: Result[]; blockedBy?: string }> {
  const results: Result[] = [];
  for (const step of lane) {
    const result = await run(step, alone);
    results.push(result);
    if (!result.ok && step.blocking) return { results, blockedBy: step.name };
  }
  return { results };
}

async function main(): Promise<number> {
  const only = process.argv.slice(2);
  const wanted = (step: Step) => only.length === 0 || only.some((word) => step.name.includes(word));
  const stepCount = stages.flat(2).filter(wanted).length;
  const results: Result[] = [];

  for (const stage of stages) {
    const lanes = stage.map((lane) => lane.filter(wanted)).filter((lane) => lane.length > 0);
    if (lanes.length === 0) continue;
    const alone = lanes.length === 1;
    const ended = await Promise.all(lanes.map((lane) => runLane(lane, alone)));
    results.push(...ended.flatMap((lane) => lane.results));
    const blockedBy = ended.find((lane) => lane.blockedBy)?.blockedBy;
    if (blockedBy) {
      console.error(`\n${blockedBy} failed; the steps after it cannot run.`);
      break;
    }
  }

  console.log('\n==> summary');
  for (const result of results) {
    console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name.padEnd(38)} ${result.seconds.toFixed(1)}s`);
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
