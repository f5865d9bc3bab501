// A worker thread's entry file when the API runs from its TypeScript sources (jest, `npm run dev`): a worker
// starts without the parent's require hooks, so it registers the TypeScript loader itself, then loads the worker
// module named in its workerData. The production build runs the compiled .js worker directly.
require('./ts-register');
const { workerData } = require('piscina');

module.exports = require(workerData.typescriptWorker);
