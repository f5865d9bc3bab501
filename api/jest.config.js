// The API tests run against a real database: globalSetup starts one (or uses MONGODB_URI) for the whole run.
module.exports = {
  ...require('../jest.base.js')({ environment: 'node', testTimeout: 30000 }),
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
