const base = require('../jest.base.js')({ environment: 'node', testTimeout: 60000, roots: ['<rootDir>/tests'] });

// Files run in E2E_WORKERS jest workers (default 2), each against a site of its own that global setup starts
// (e2e/support/state.ts): its own ports, database and inbox, so each file is alone on its site as before.
const workers = Number(process.env.E2E_WORKERS ?? 2);
if (!Number.isInteger(workers) || workers < 1 || workers > 4) {
  throw new Error(`E2E_WORKERS must be a whole number from 1 to 4 (got ${process.env.E2E_WORKERS})`);
}

module.exports = {
  ...base,
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  maxWorkers: workers,
};
