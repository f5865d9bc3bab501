import { writeFileSync } from 'node:fs';
import { useFreshPage } from '../support/browser';
import { artifactPath, readState } from '../support/state';

/**
 * What a parent's phone gets before the first touch on a page that is only read, per route: the HTML (compressed as
 * sent), the style sheets, and the scripts evaluated. The budget: HTML at most 30 KB compressed, no application
 * script evaluated, the one inline script at most 5 KB. Written to e2e/artifacts/page-bytes.json for BENCHMARKS.md.
 */
const state = readState();
const { page } = useFreshPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

const HTML_BUDGET = 30 * 1024;
/** shell/webpack.config.js `preloadFonts`: the core fonts every page's text is set in. */
const FIRST_PAINT_FONTS = ['nunito-core-400', 'nunito-core-700', 'merriweather-core-700'];
const INLINE_SCRIPT_BUDGET = 5 * 1024;
const ROUTES = [
  '/',
  '/about',
  '/blog',
  '/events',
  '/faq',
  '/gallery-page',
  '/admission',
  '/online-application',
  '/contacts',
];

interface Measured {
  route: string;
  htmlBytes: number;
  cssBytes: number;
  scriptBytesFetched: number;
  applicationScriptsEvaluated: string[];
  inlineScriptBytes: number;
}

const measured: Measured[] = [];

async function measure(route: string): Promise<Measured> {
  const session = await page().context().newCDPSession(page());
  await session.send('Network.enable');
  await session.send('Debugger.enable');
  const types = new Map<string, string>();
  const sizes = { html: 0, css: 0, script: 0 };
  const evaluated: string[] = [];
  session.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  session.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId);
    if (type === 'Document') sizes.html += event.encodedDataLength;
    if (type === 'Stylesheet') sizes.css += event.encodedDataLength;
    if (type === 'Script') sizes.script += event.encodedDataLength;
  });
  // Every script the page compiles: from a file (an application script) or inline (the document's own address).
  session.on('Debugger.scriptParsed', (event) => {
    if (event.url && !event.url.startsWith(`${state.baseUrl}${route}`)) evaluated.push(event.url);
  });
  await page().goto(`${state.baseUrl}${route}`, { waitUntil: 'networkidle' });
  const inlineScriptBytes = await page().evaluate(
    () => new TextEncoder().encode(document.querySelector('script[data-entry]')?.textContent ?? '').length,
  );
  await session.detach();
  return {
    route,
    htmlBytes: sizes.html,
    cssBytes: sizes.css,
    scriptBytesFetched: sizes.script,
    applicationScriptsEvaluated: evaluated,
    inlineScriptBytes,
  };
}

describe('bytes before the first interaction on a page that is only read', () => {
  afterAll(() => {
    writeFileSync(artifactPath('page-bytes.json'), JSON.stringify(measured, null, 2));
  });

  it.each(ROUTES)('%s stays within the budget', async (route) => {
    const result = await measure(route);
    measured.push(result);
    expect(result.htmlBytes).toBeGreaterThan(0);
    expect(result.htmlBytes).toBeLessThanOrEqual(HTML_BUDGET);
    expect(result.applicationScriptsEvaluated).toEqual([]);
    expect(result.scriptBytesFetched).toBe(0);
    expect(result.inlineScriptBytes).toBeGreaterThan(0);
    expect(result.inlineScriptBytes).toBeLessThanOrEqual(INLINE_SCRIPT_BUDGET);
  });

  it('a news post stays within the budget too', async () => {
    await page().goto(`${state.baseUrl}/blog`);
    const href = await page()
      .getByTestId('blog-card')
      .first()
      .locator('a[href^="/blog/"]')
      .first()
      .getAttribute('href');
    expect(href).toMatch(/^\/blog\/[\w-]+$/);
    const result = await measure(href!);
    measured.push({ ...result, route: '/blog/{slug}' });
    expect(result.htmlBytes).toBeLessThanOrEqual(HTML_BUDGET);
    expect(result.applicationScriptsEvaluated).toEqual([]);
    expect(result.inlineScriptBytes).toBeLessThanOrEqual(INLINE_SCRIPT_BUDGET);
  });

  it.each(ROUTES)(
    '%s hints its fonts, and a picture painted largest has its size and is fetched first',
    async (route) => {
      await page().goto(`${state.baseUrl}${route}`, { waitUntil: 'networkidle' });
      const first = await page().evaluate(
        () =>
          new Promise<{ fonts: string[]; largest: Record<string, string | null> }>((resolve) => {
            const fonts = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')).map(
              (link) => `${new URL(link.href).pathname} ${link.crossOrigin ?? 'no-cors'}`,
            );
            new PerformanceObserver((entries) => {
              const element = (entries.getEntries().at(-1) as PerformanceEntry & { element?: Element | null })?.element;
              resolve({
                fonts,
                largest: {
                  tag: element?.tagName.toLowerCase() ?? null,
                  width: element?.getAttribute('width') ?? null,
                  height: element?.getAttribute('height') ?? null,
                  fetchpriority: element?.getAttribute('fetchpriority') ?? null,
                  loading: element?.getAttribute('loading') ?? null,
                },
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      // Each font from its first byte, in the mode the style sheet asks for it (else it is fetched twice).
      for (const font of FIRST_PAINT_FONTS) {
        expect(first.fonts).toContainEqual(
          expect.stringMatching(new RegExp(`^/assets/${font}\\.\\w+\\.woff2 anonymous$`)),
        );
      }
      if (first.largest.tag === 'img') {
        expect(first.largest).toMatchObject({ fetchpriority: 'high', loading: 'eager' });
        expect(Number(first.largest.width)).toBeGreaterThan(0);
        expect(Number(first.largest.height)).toBeGreaterThan(0);
      }
    },
  );
});
