// Runs the API's TypeScript sources directly in development (`npm run dev`).
// Not tsx: esbuild cannot emit decorator metadata, and Nest's dependency injection, ValidationPipe
// and Swagger all read it, so under tsx DTOs would silently go unvalidated.
const fs = require('node:fs');
const ts = require('typescript');

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  esModuleInterop: true,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  inlineSourceMap: true,
  inlineSources: true,
};

require.extensions['.ts'] = function compileTypeScript(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions, fileName: filename });
  module._compile(outputText, filename);
};
