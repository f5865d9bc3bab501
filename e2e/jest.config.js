const base = require('../jest.base.js')({ environment: 'node', testTimeout: 60000, roots: ['<rootDir>/tests'] });

module.exports = {
  ...base,
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  // One composed site, one browser: files run one after another.
  maxWorkers: 1,
};
