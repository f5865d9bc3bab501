import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const apiRoot = path.resolve(__dirname, '..');
const BUILD_ARGS = ['-p', 'tsconfig.build.json'];

/**
 * What `npm run build -w api` puts in dist, compiled here into a temporary folder (about 10 s) so the check never
 * races a real build: the app, and no test code (specs, fakes, helpers in any `testing` folder).
 */
describe('the production build of the API', () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'icast-api-dist-'));
  let files: string[];

  beforeAll(() => {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), ...BUILD_ARGS, '--outDir', outDir], {
      cwd: apiRoot,
      stdio: 'pipe',
    });
    files = (readdirSync(outDir, { recursive: true }) as string[]).map((file) => file.split(path.sep).join('/'));
  }, 120_000);
  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
  });

  it('is the build npm runs', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.build).toBe(`tsc ${BUILD_ARGS.join(' ')}`);
  });

  it('contains the app', () => {
    expect(files).toEqual(expect.arrayContaining(['main.js', 'app.module.js', 'payments/payment.service.js']));
  });

  it('improves text with the compiled worker, never the TypeScript sources', () => {
    expect(files).toContain('content/blog/text-improver.worker.js');
    // Run from the build folder, where neither api/src nor api/dev is within reach: only the compiled worker can load.
    const script = `
      const { TextImproverPool } = require(${JSON.stringify(path.join(outDir, 'content/blog/text-improver.pool.js'))});
      const pool = new TextImproverPool({ timeLimitMs: 60000 });
      pool.improve('teh pupils recieve prizes').then((text) => { console.log(text); return pool.close(); });`;
    const output = execFileSync(process.execPath, ['-e', script], {
      env: {
        ...process.env,
        NODE_PATH: [path.join(apiRoot, 'node_modules'), path.join(apiRoot, '../node_modules')].join(path.delimiter),
      },
      encoding: 'utf8',
    });
    expect(output.trim()).toBe('The pupils receive prizes');
  }, 60_000);

  it('contains no file from a testing folder and no spec', () => {
    expect(files.filter((file) => file.split('/').includes('testing'))).toEqual([]);
    expect(files.filter((file) => /\.spec\./.test(file))).toEqual([]);
  });
});
