// The API tests run against a real database: globalSetup starts one server (or uses MONGODB_URI) for the whole run,
// and each test file uses its own database on it, so files run side by side in parallel workers. Two workers keep
// this 2-core machine busy while a file waits on the database; API_TEST_WORKERS=1 runs one file at a time. A test's
// time limit is a safety net for a stuck test, never a speed check: generous, since two files and a CI's other lanes
// share the cores.
const base = require('../jest.base.js')({ environment: 'node', testTimeout: 60000 });
module.exports = {
  ...base,
  // happy-dom (the DOM that TipTap's server-side HTML rendering writes into) ships only ES modules: SWC makes them
  // CommonJS for jest, as Node itself loads them with require(). Only the article specs load it (lazily).
  transform: {
    ...base.transform,
    '/node_modules/happy-dom/.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!happy-dom/)'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
};
