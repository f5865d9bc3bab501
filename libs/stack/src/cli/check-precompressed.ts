#!/usr/bin/env node
// `npm test` runs this after the production build: every script and style sheet the shell and the remotes send has
// its brotli and gzip copy beside it, each one decoding to the file (libs/build-config writes them).
import path from 'node:path';
import { findRepoRoot } from '../database';
import { BUNDLED_APPS } from '../bundle-syntax/check-bundle-syntax';
import { precompressedCopyProblems } from '../build-output/precompressed-copies';

const root = findRepoRoot(__dirname);
const problems = BUNDLED_APPS.flatMap((app) =>
  precompressedCopyProblems(path.join(root, app, 'dist')).map((problem) => `${app}/dist/${problem}`),
);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error('precompressed copies: the production build did not write the .br/.gz copies the servers send.');
  process.exit(1);
}
console.log(`precompressed copies: every script and style sheet of ${BUNDLED_APPS.join(', ')} has its .br and .gz.`);
