import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { REMOTE_SERVER_FOLDER } from '@icast/contracts';
import path from 'node:path';
import { parse, type Token } from 'acorn';

/** The apps whose production bundles reach a browser: the shell and the three remotes. */
export const BUNDLED_APPS = ['shell', 'mf-public', 'mf-admissions', 'mf-dashboard'] as const;

/**
 * What the oldest browsers of .browserslistrc parse (Chrome 70, iOS Safari 12): ES2018, `catch {}` (ES2019) and
 * `import()` (ES2020, which webpack's and module federation's runtimes use), but not the rest of ES2020. acorn, the
 * parser webpack and es-check use, reads the files as ES2020 scripts (refusing every later edition: class fields,
 * `??=`, numeric separators...), and these ES2020 tokens are refused on top.
 */
const EDITION = 2020;
const TOO_NEW_TOKENS: Record<string, string> = { '?.': 'optional chaining (?.)', '??': 'nullish coalescing (??)' };

export interface SyntaxProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

/**
 * Every .js file a build emitted for browsers (webpack's dist, subfolders included): a remote's Node build in
 * `dist/server/` runs on the document server's Node, never in a phone's browser.
 */
export function emittedScripts(distDir: string): string[] {
  if (!existsSync(distDir)) return [];
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && !file.startsWith(`${REMOTE_SERVER_FOLDER}${path.sep}`))
    .map((file) => path.join(distDir, file))
    .sort();
}

/** The first syntax in the file a browser we serve could not parse, or undefined. */
export function findTooNewSyntax(file: string, source: string = readFileSync(file, 'utf8')): SyntaxProblem | undefined {
  const tooNew: Array<{ token: Token; what: string }> = [];
  try {
    parse(source, {
      ecmaVersion: EDITION,
      sourceType: 'script',
      locations: true,
      onToken: (token) => {
        const what =
          TOO_NEW_TOKENS[token.type.label] ??
          (typeof (token as Token & { value?: unknown }).value === 'bigint' ? 'a BigInt literal' : '');
        if (what) tooNew.push({ token, what });
      },
    });
  } catch (error) {
    const { loc, message } = error as SyntaxError & { loc?: { line: number; column: number } };
    return { file, line: loc?.line ?? 0, column: loc?.column ?? 0, message: `newer than ES${EDITION}: ${message}` };
  }
  const first = tooNew[0];
  if (!first) return undefined;
  const { line, column } = first.token.loc?.start ?? { line: 0, column: 0 };
  return {
    file,
    line,
    column,
    message: `${first.what} is ES2020 syntax that Chrome 70 and iOS Safari 12 cannot parse`,
  };
}

export function checkBundleSyntax(files: string[]): { ok: boolean; problems: SyntaxProblem[]; report: string } {
  if (files.length === 0) return { ok: false, problems: [], report: 'No bundle to check: run `npm run build` first.' };
  const problems = files.flatMap((file) => findTooNewSyntax(file) ?? []);
  const report = problems.map(({ file, line, column, message }) => `${file}:${line}:${column} ${message}`).join('\n');
  return { ok: problems.length === 0, problems, report };
}
