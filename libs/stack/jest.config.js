const base = require('../../jest.base.js')({ environment: 'node' });

// beasties (the critical CSS of drawn pages) requires an HTML parser and a selector engine published as ES modules
// only: Node loads them, Jest needs them compiled to CommonJS like our own files.
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

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    [`/node_modules/(beasties/node_modules/)?(${ESM_ONLY})/.+\\.js$`]: [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`^(?!.*/node_modules/(beasties/node_modules/)?(${ESM_ONLY})/).*/node_modules/`],
};
