import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkBundleSyntax, emittedScripts } from './check-bundle-syntax';

function distWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'icast-bundle-'));
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), source);
  }
  return dir;
}

// What the build emits for Chrome 70 / iOS Safari 12: arrows, classes, async/await, spread, `catch {}`, `import()`.
const ES2018 = [
  'const f = async ({ a, ...rest }) => ({ ...rest, a: await a });',
  'class A { m() { try { return import("./x.js"); } catch { return 1; } } }',
].join('\n');

describe('checkBundleSyntax', () => {
  it('accepts bundles the oldest browser we serve can parse', () => {
    const dist = distWith({ 'main.js': ES2018, 'chunks/1.abcdef12.js': 'var x = `t${1}`;' });
    const result = checkBundleSyntax(emittedScripts(dist));
    expect(result).toEqual({ ok: true, problems: [], report: '' });
    expect(emittedScripts(dist)).toHaveLength(2);
  });

  it.each([
    ['class fields', 'class A { x = 1; }'],
    ['private methods', 'class A { #m() {} }'],
    ['logical assignment', 'var a = {}; a.b ??= 1;'],
    ['optional chaining', 'var a = {}; var b = a?.c;'],
    ['nullish coalescing', 'var a = null ?? 1;'],
    ['BigInt literals', 'var big = 10n;'],
  ])('refuses a bundle using %s, naming the file and line', (_feature, source) => {
    const dist = distWith({ 'main.js': ES2018, 'late.12345678.js': `var ok = 1;\n${source}` });
    const result = checkBundleSyntax(emittedScripts(dist));
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([expect.objectContaining({ file: path.join(dist, 'late.12345678.js'), line: 2 })]);
    expect(result.report).toContain('late.12345678.js:2:');
  });

  it('fails when there is nothing to check, rather than passing an empty build', () => {
    const result = checkBundleSyntax(emittedScripts(path.join(tmpdir(), 'icast-no-such-dist')));
    expect(result).toMatchObject({ ok: false, problems: [] });
    expect(result.report).toMatch(/npm run build/);
  });
});
