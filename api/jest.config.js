// The API tests run against a real database: globalSetup starts one server (or uses MONGODB_URI) for the whole run,
// and each test file uses its own database on it, so files run side by side in parallel workers. Two workers keep
// this 2-core machine busy while a file waits on the database; API_TEST_WORKERS=1 runs one file at a time. A test's
// time limit is a safety net for a stuck test, never a speed check: generous, since two files and a CI's other lanes
// share the cores.
module.exports = {
  ...require('../jest.base.js')({ environment: 'node', testTimeout: 60000 }),
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
};
