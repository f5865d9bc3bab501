// One jest setup for every package: SWC to commonjs, workspace libs resolved from source
// (the "icast-source" export condition) so tests never need a prior build.
const path = require('node:path');

/** @param {boolean} tsx */
const swcJest = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      target: 'es2022',
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: true,
        react: { runtime: 'automatic' },
      },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

/**
 * Published as ES modules only and required by beasties (the document server's critical CSS, libs/stack): Node loads
 * them, Jest needs them compiled to CommonJS like our own files. Only read when a test draws a page with styles.
 */
const ESM_ONLY = [
  'boolbase',
  'css-select',
  'css-what',
  'nth-check',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'entities',
  'domelementtype',
].join('|');
const ESM_ONLY_FILE = `/node_modules/(beasties/node_modules/)?(${ESM_ONLY})/.+\\.js$`;

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
      // SWC, not ts-jest: the same transpile-only output (types are checked by `npm run typecheck`) for half the CPU
      // on the API's cold start, which every package pays once per run (docs/testing.md). The options are
      // what the packages' tsconfig gives tsc: ES2022 with its class fields, Nest's legacy decorators with their
      // constructor types (dependency injection reads them), React's automatic JSX runtime, CommonJS for jest.
      // JSX only in .tsx, as tsc: in a .ts file `<T>(value: T) => ...` is a generic, not an element.
      '^.+\\.ts$': swcJest(false),
      '^.+\\.tsx$': swcJest(true),
      [ESM_ONLY_FILE]: ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
    },
    transformIgnorePatterns: [`^(?!.*/node_modules/(beasties/node_modules/)?(${ESM_ONLY})/).*/node_modules/`],
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
