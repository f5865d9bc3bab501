import { execFile } from 'node:child_process';
import path from 'node:path';
import { PRODUCTION_DOCUMENTS_KEY } from '../../testing/environment-problems';

const apiRoot = path.resolve(__dirname, '..', '..', '..');

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real entry point the way `npm run dev` does, with the given environment. */
function startApi(env: Record<string, string>): Promise<Exit> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['-r', './dev/ts-register.js', 'src/main.ts'],
      // Generous: compiling main.ts on a loaded 2-core CI machine has taken over 20 s, and three at once beside
      // the other lanes of npm test over 60 s.
      { cwd: apiRoot, env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env }, encoding: 'utf8', timeout: 240_000 },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
  });
}

describe('starting the API with a malformed environment', () => {
  // The three starts run side by side: each spends seconds compiling the sources, and none reaches a database.
  let badPort: Exit;
  let badDatabaseUri: Exit;
  let productionWithoutPayments: Exit;
  beforeAll(async () => {
    [badPort, badDatabaseUri, productionWithoutPayments] = await Promise.all([
      startApi({ API_PORT: 'abc', MONGODB_URI: 'mongodb://127.0.0.1:1/icast' }),
      startApi({ MONGODB_URI: 'localhost:27017' }),
      startApi({
        NODE_ENV: 'production',
        ...PRODUCTION_DOCUMENTS_KEY,
        JWT_SECRET: 'x'.repeat(32),
        MONGODB_URI: 'mongodb://127.0.0.1:1/icast',
      }),
    ]);
  }, 300_000);

  it('exits 1 with one line naming API_PORT', () => {
    const result = badPort;
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('Invalid environment: API_PORT must be an integer between 1 and 65535 (got "abc")\n');
    expect(result.stdout).toBe('');
  });

  it('exits 1 with one line naming MONGODB_URI', () => {
    const result = badDatabaseUri;
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'Invalid environment: MONGODB_URI must start with mongodb:// or mongodb+srv:// (got "localhost:27017")\n',
    );
  });

  it('exits 1 in production with no Paystack key and no PAYMENT_MODE, before touching the database', () => {
    const result = productionWithoutPayments;
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'Invalid environment: PAYSTACK_SECRET_KEY is required in production ' +
        '(or PAYMENT_MODE=sandbox for a test site that takes no money)\n',
    );
  });
});
