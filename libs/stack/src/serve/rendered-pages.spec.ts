import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { RenderedPages } from './rendered-pages';

describe('RenderedPages', () => {
  const content = { settings: { phones: ['0803 000 0000'] } };

  it('writes a page once while its inputs are the same objects, again when one changes', () => {
    const pages = new RenderedPages();
    const render = jest.fn(() => `<p>${Math.random()}</p>`);
    const first = pages.get('/about', ['template', content, 'hints'], render);
    expect(pages.get('/about', ['template', content, 'hints'], render)).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    // The same text in a new object is a new read: written again.
    const changed = pages.get('/about', ['template', { ...content }, 'hints'], render);
    expect(changed).not.toBe(first);
    expect(changed.etag).not.toBe(first.etag);
    expect(pages.get('/about', ['template', content, 'other hints'], render)).not.toBe(changed);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('keeps each address apart and only the latest pages', () => {
    const pages = new RenderedPages(2);
    const render = jest.fn((name: string) => `<p>${name}</p>`);
    const about = pages.get('/about', ['t'], () => render('about'));
    pages.get('/faq', ['t'], () => render('faq'));
    expect(pages.get('/about', ['t'], () => render('about'))).toBe(about);
    pages.get('/blog', ['t'], () => render('blog'));
    // /faq was the least recently used: pushed out by /blog.
    pages.get('/faq', ['t'], () => render('faq'));
    expect(render.mock.calls.map(([name]) => name)).toEqual(['about', 'faq', 'blog', 'faq']);
  });

  it('compresses the page once per encoding, to the same text', () => {
    const html = `<!doctype html><title>ICAST</title>${'<p>Elebu and Elewura campuses</p>'.repeat(200)}`;
    const page = new RenderedPages().get('/', ['t'], () => html);
    const br = page.encoded('br');
    expect(page.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(gunzipSync(page.encoded('gzip')).toString()).toBe(html);
    expect(br.length).toBeLessThan(page.encoded('gzip').length);
  });
});
