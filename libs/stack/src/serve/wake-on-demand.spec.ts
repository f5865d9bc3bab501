import { createHash } from 'node:crypto';
import { WAKE_SCRIPT, WAKE_SCRIPT_SOURCE, wakeOnDemandIn } from './wake-on-demand';

// The shell's built index.html, minified as the build writes it.
const BUILT = `<!doctype html><html lang=en-NG><head><title>ICAST</title><script defer src=/main.js fetchpriority=high></script><link href=/main.css rel=stylesheet></head><body><div id=root></div><script type="application/json" id="data">{}</script></body></html>`;

describe('the page that wakes the app on demand', () => {
  it("takes the template's entry scripts out and names them to the one inline script, before </body>", () => {
    const html = wakeOnDemandIn(BUILT);
    expect(html).not.toContain('src=/main.js');
    expect(html).toContain('<link href=/main.css rel=stylesheet>');
    expect(html).toContain('<script type="application/json" id="data">{}</script>');
    expect(html.endsWith(`<script data-entry="[&quot;/main.js&quot;]">${WAKE_SCRIPT}</script></body></html>`)).toBe(
      true,
    );
  });

  it('reads every way a build writes the attribute, in order, and leaves a template with no entry alone', () => {
    const html = wakeOnDemandIn(
      `<head><script src="/a.js"></script><script defer src='/b.js'></script></head><body></body>`,
    );
    expect(html).toBe(
      `<head></head><body><script data-entry="[&quot;/a.js&quot;,&quot;/b.js&quot;]">${WAKE_SCRIPT}</script></body>`,
    );
    expect(wakeOnDemandIn('<body><div id=root></div></body>')).toBe('<body><div id=root></div></body>');
  });

  it('is small (at most 5 KB) and allowed by exactly its hash', () => {
    expect(Buffer.byteLength(WAKE_SCRIPT)).toBeLessThanOrEqual(5 * 1024);
    expect(WAKE_SCRIPT_SOURCE).toBe(`'sha256-${createHash('sha256').update(WAKE_SCRIPT).digest('base64')}'`);
  });
});
