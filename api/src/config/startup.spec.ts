import { spawnSync } from 'node:child_process';
import path from 'node:path';

const apiRoot = path.resolve(__dirname, '..', '..');

/** Runs the real entry point the way `npm run dev` does, with the given environment. */
function startApi(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['-r', './dev/ts-register.js', 'src/main.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env },
    encoding: 'utf8',
    // Generous: compiling main.ts on a loaded 2-core CI machine has taken over 20 s.
    timeout: 60_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('starting the API with a malformed environment', () => {
  it('exits 1 with one line naming API_PORT', () => {
    const result = startApi({ API_PORT: 'abc', MONGODB_URI: 'mongodb://127.0.0.1:1/icast' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('Invalid environment: API_PORT must be an integer between 1 and 65535 (got "abc")\n');
    expect(result.stdout).toBe('');
  });

  it('exits 1 with one line naming MONGODB_URI', () => {
    const result = startApi({ MONGODB_URI: 'localhost:27017' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'Invalid environment: MONGODB_URI must start with mongodb:// or mongodb+srv:// (got "localhost:27017")\n',
    );
  });

  it('exits 1 in production with no Paystack key and no PAYMENT_MODE, before touching the database', () => {
    const result = startApi({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      MONGODB_URI: 'mongodb://127.0.0.1:1/icast',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'Invalid environment: PAYSTACK_SECRET_KEY is required in production ' +
        '(or PAYMENT_MODE=sandbox for a test site that takes no money)\n',
    );
  });
});
