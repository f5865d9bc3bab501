// One jest setup for every package: ts-jest in commonjs, workspace libs resolved from source
// (the "icast-source" export condition) so tests never need a prior build.
const path = require('node:path');

/** @param {{ environment: 'node' | 'jsdom', setupFiles?: string[], testTimeout?: number, roots?: string[] }} options */
module.exports = function jestConfig(options) {
  const jsdom = options.environment === 'jsdom';
  return {
    testEnvironment: jsdom ? path.join(__dirname, 'jest.jsdom-environment.js') : 'node',
    testEnvironmentOptions: {
      customExportConditions: jsdom
        ? ['icast-source', 'browser', 'require', 'default']
        : ['icast-source', 'node', 'require', 'default'],
    },
    roots: options.roots ?? ['<rootDir>/src'],
    testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          tsconfig: {
            module: 'commonjs',
            moduleResolution: 'node10',
            jsx: 'react-jsx',
            esModuleInterop: true,
            experimentalDecorators: true,
            emitDecoratorMetadata: true,
            isolatedModules: true,
          },
          diagnostics: false,
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'jest.style-stub.js'),
      '\\.(png|jpe?g|webp|svg|woff2?|mp4)$': path.join(__dirname, 'jest.file-stub.js'),
    },
    setupFiles: jsdom ? [path.join(__dirname, 'jest.jsdom-setup.js')] : [],
    setupFilesAfterEnv: [
      ...(options.setupFiles ?? []),
      ...(jsdom ? [path.join(__dirname, 'jest.testing-library-setup.js')] : []),
    ],
    testTimeout: options.testTimeout ?? 10000,
  };
};
