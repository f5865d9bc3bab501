// Runs the API's TypeScript sources directly in development (`npm run dev`), and in the specs that start the real
// entry point or a worker thread from source (startup, the crash drill, the text improver's workers).
// Not tsx: esbuild cannot emit decorator metadata, and Nest's dependency injection, ValidationPipe
// and Swagger all read it, so under tsx DTOs would silently go unvalidated. SWC emits it, with the settings of
// jest.base.js (tsc's transpile-only output for the API's tsconfig), several times faster than TypeScript's own
// transpiler, and each file only once on a machine (below).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
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

/**
 * Compiled output kept on disk by a hash of the source, the options and SWC's version, as jest keeps its transform:
 * a second start (the crash drill's restart, each text improver worker thread, startup.spec's three starts)
 * compiles only what changed. A cache that cannot be read or written is compiled past, never an error.
 */
const cacheDir = path.join(os.tmpdir(), `icast-ts-register-${require('@swc/core/package.json').version}`);
const optionsKey = JSON.stringify(options);

function compiled(source, filename) {
  const key = createHash('sha256').update(optionsKey).update('\0').update(filename).update('\0').update(source);
  const cached = path.join(cacheDir, `${key.digest('hex')}.js`);
  try {
    return fs.readFileSync(cached, 'utf8');
  } catch {
    // Not compiled yet (or not readable): compile below.
  }
  const { code } = transformSync(source, { ...options, filename });
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    // Written aside and renamed: processes starting side by side never read half a file.
    const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    fs.writeFileSync(partial, code);
    fs.renameSync(partial, cached);
  } catch {
    // A read-only or full disk: this start compiled anyway.
  }
  return code;
}

require.extensions['.ts'] = function compileTypeScript(module, filename) {
  module._compile(compiled(fs.readFileSync(filename, 'utf8'), filename), filename);
};
