#!/usr/bin/env node
// `npm test` runs this after the production build: a bundle with syntax newer than the browsers in .browserslistrc
// leaves those phones with a blank page, so it fails the run.
import path from 'node:path';
import { findRepoRoot } from '../database';
import { BUNDLED_APPS, checkBundleSyntax, emittedScripts } from '../bundle-syntax/check-bundle-syntax';

const root = findRepoRoot(__dirname);
const files = BUNDLED_APPS.flatMap((app) => emittedScripts(path.join(root, app, 'dist')));
const result = checkBundleSyntax(files);
if (!result.ok) {
  console.error(result.report);
  console.error(`bundle syntax: a production bundle is newer than the browsers in .browserslistrc.`);
  process.exit(1);
}
console.log(
  `bundle syntax: all ${files.length} .js files of ${BUNDLED_APPS.join(', ')} parse in the browsers we serve.`,
);
