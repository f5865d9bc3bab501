import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { allEndpoints, API_PREFIX } from '@icast/contracts';

/**
 * docs/architecture.md is what a newcomer reads first, so it must describe the code as it is: every folder or file it
 * names exists, and every API call it names is a route of the endpoint table. A move or a rename that leaves the page
 * behind fails here.
 */
const REPO = path.resolve(__dirname, '../..');
const page = readFileSync(path.join(REPO, 'docs', 'architecture.md'), 'utf8');
const TOP_FOLDERS = ['api', 'libs', 'shell', 'mf-public', 'mf-admissions', 'mf-dashboard', 'e2e', 'bench', 'docs'];

/** What a build writes (`shell/dist-server/server.js`): named by the page, present only after `npm run build`. */
const BUILD_OUTPUT = /\/(dist|dist-server)(\/|$)/;

/** `api/src/admissions`, `libs/contracts/src/routes.ts`: code spans that are paths inside the repository. */
export function documentedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)].map(([, span]) => span!);
  return [
    ...new Set(
      spans.filter(
        (span) =>
          TOP_FOLDERS.some((folder) => span.startsWith(`${folder}/`)) &&
          !/[*<>{}]/.test(span) &&
          !BUILD_OUTPUT.test(span),
      ),
    ),
  ];
}

/** `POST /api/form`, `GET /api/blog/get-blog/:id`: the calls the page names, as method and path. */
export function documentedCalls(markdown: string): Array<{ method: string; path: string }> {
  return [...markdown.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/api\/[^`\s]+)`/g)].map(([, method, url]) => ({
    method: method!,
    path: url!,
  }));
}

describe('docs/architecture.md', () => {
  it('names only folders and files that exist', () => {
    const paths = documentedPaths(page);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((relative) => !existsSync(path.join(REPO, relative)))).toEqual([]);
  });

  it('names only API calls the endpoint table has', () => {
    const routes = new Set(
      allEndpoints().map(({ endpoint }) => `${endpoint.method} ${API_PREFIX}/${endpoint.path.replace(/^\//, '')}`),
    );
    const calls = documentedCalls(page);
    expect(calls.length).toBeGreaterThan(5);
    expect(calls.map((call) => `${call.method} ${call.path}`).filter((call) => !routes.has(call))).toEqual([]);
  });

  it('would notice a folder that moved and a route that went', () => {
    const moved = documentedPaths(
      'the HTTP pieces are in `api/src/common/body-limits.ts` and `libs/contracts/src`, built to `api/dist/main.js`',
    );
    expect(moved.filter((relative) => !existsSync(path.join(REPO, relative)))).toEqual([
      'api/src/common/body-limits.ts',
    ]);
    expect(documentedCalls('| `GET /api/blog/get-blogs` | and `DELETE /api/nothing` |')).toEqual([
      { method: 'GET', path: '/api/blog/get-blogs' },
      { method: 'DELETE', path: '/api/nothing' },
    ]);
  });
});

/** The code of every app and library (no dependencies, no builds). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|mjs|css|conf|sh)$/.test(name) ? [full] : [];
  });
}

/** `issue 16`, `Issue 18 item 3`, `issue-14.md`: a pointer to a ticket instead of a reason. */
export const ISSUE_NUMBER = /\b[Ii]ssues? ?#?\d+\b|issue-\d+/;

describe('decisions and comments', () => {
  it('files decisions by topic, with no work log', () => {
    const files = readdirSync(path.join(REPO, 'docs', 'decisions'));
    expect(files.filter((name) => /issue|progress/i.test(name))).toEqual([]);
  });

  it('gives reasons in comments, never an issue number', () => {
    const folders = TOP_FOLDERS.filter((folder) => folder !== 'docs').map((folder) => path.join(REPO, folder));
    const pointers = folders
      .flatMap(sourceFiles)
      .filter((file) => file !== __filename && ISSUE_NUMBER.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(REPO, file));
    expect(pointers).toEqual([]);
    expect(
      ['see issue 16', 'Issue 18 item 3', 'docs/decisions/issue-14.md', 'reissued 3 times'].map((text) =>
        ISSUE_NUMBER.test(text),
      ),
    ).toEqual([true, true, true, false]);
  });
});
