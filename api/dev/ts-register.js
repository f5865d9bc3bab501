// Runs the API's TypeScript sources directly in development (`npm run dev`), and in the specs that start the real
// entry point or a worker thread from source (startup, the crash drill, the text improver's workers).
// Not tsx: esbuild cannot emit decorator metadata, and Nest's dependency injection, ValidationPipe
// and Swagger all read it, so under tsx DTOs would silently go unvalidated. SWC emits it, with the settings of
// jest.base.js (tsc's transpile-only output for the API's tsconfig), several times faster than TypeScript's own
// transpiler: each start compiles the whole app again.
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

/** @type {import('@swc/core').Options} */
const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    target: 'es2022',
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
  inlineSourcesContent: true,
  swcrc: false,
  configFile: false,
};

require.extensions['.ts'] = function compileTypeScript(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = transformSync(source, { ...options, filename });
  module._compile(code, filename);
};
