import { BLOG_CACHE_TTL_MS, BlogReadCache } from './blog-read-cache';

describe('BlogReadCache', () => {
  it('answers repeated reads from memory until a write invalidates them', async () => {
    const cache = new BlogReadCache();
    const load = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    expect(await cache.read('list', load)).toBe('first');
    expect(await cache.read('list', load)).toBe('first');
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidate();
    expect(await cache.read('list', load)).toBe('second');
  });

  it('forgets entries after the TTL, so other API instances catch up with writes they did not see', async () => {
    const cache = new BlogReadCache();
    let clock = 1_000;
    const now = () => clock;
    const load = jest.fn().mockResolvedValueOnce('old').mockResolvedValueOnce('new');
    await cache.read('post:1', load, now);
    clock += BLOG_CACHE_TTL_MS + 1;
    expect(await cache.read('post:1', load, now)).toBe('new');
  });

  it('does not keep a result whose load overlapped a write', async () => {
    const cache = new BlogReadCache();
    let finishLoad: (value: string) => void = () => undefined;
    const slowLoad = () => new Promise<string>((resolve) => (finishLoad = resolve));
    const reading = cache.read('list', slowLoad);
    cache.invalidate();
    finishLoad('stale');
    expect(await reading).toBe('stale');
    expect(await cache.read('list', async () => 'fresh')).toBe('fresh');
  });

  it('does not cache failures (a not-found post may be published a moment later)', async () => {
    const cache = new BlogReadCache();
    await expect(cache.read('post:x', () => Promise.reject(new Error('Blog not found')))).rejects.toThrow();
    expect(await cache.read('post:x', async () => 'published')).toBe('published');
  });
});
