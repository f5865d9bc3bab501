import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { precompressedCopyProblems } from './precompressed-copies';

const script = 'window.page = "a script well over one kilobyte";\n'.repeat(40);

function folder(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'icast-copies-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('precompressedCopyProblems', () => {
  it('passes a build with both copies of every script and style sheet over 1 KB', () => {
    const dir = folder({
      'main.js': script,
      'main.js.br': brotliCompressSync(script),
      'main.js.gz': gzipSync(script),
      'css/site.12345678.css': script,
      'css/site.12345678.css.br': brotliCompressSync(script),
      'css/site.12345678.css.gz': gzipSync(script),
      'small.js': 'var small;',
      'assets/font.woff2': script,
    });
    expect(precompressedCopyProblems(dir)).toEqual([]);
  });

  it('names each missing copy, stale copy and copy without its file', () => {
    const dir = folder({
      'main.js': script,
      'main.js.gz': gzipSync(script),
      'remoteEntry.js': script,
      'remoteEntry.js.br': brotliCompressSync('an older build'),
      'remoteEntry.js.gz': gzipSync(script),
      'gone.js.br': brotliCompressSync(script),
    });
    expect(precompressedCopyProblems(dir)).toEqual([
      'gone.js.br: no gone.js beside it',
      'main.js: no .br copy',
      'remoteEntry.js.br: does not decode to remoteEntry.js as it is now',
    ]);
  });

  it('refuses a folder that was never built', () => {
    expect(precompressedCopyProblems('/nonexistent/dist')).toEqual(['/nonexistent/dist: no build']);
  });
});
