import { PUBLIC_CACHE_MAX_AGE_MS, PublicReadCache, cachedResponse } from './public-read-cache';

const answer = (value: unknown) => Promise.resolve(cachedResponse(value));
/** A loader that answers each value in turn, one per call. */
const loads = (...values: unknown[]) => {
  let call = 0;
  return jest.fn(() => answer(values[call++]));
};

describe('PublicReadCache', () => {
  it('serializes once and tags the body with a strong ETag that depends only on the content', () => {
    const first = cachedResponse([{ title: 'Sports Day' }], [['x-total-count', '1']]);
    expect(first.body).toBe('[{"title":"Sports Day"}]');
    expect(first.etag).toMatch(/^"[\w-]{27}"$/);
    expect(cachedResponse([{ title: 'Sports Day' }]).etag).toBe(first.etag);
    expect(cachedResponse([{ title: 'Sports Day!' }]).etag).not.toBe(first.etag);
  });

  it('answers repeated reads from memory until a write invalidates them', async () => {
    const cache = new PublicReadCache();
    const load = loads('first', 'second');
    expect((await cache.read('/list', load)).body).toBe('"first"');
    expect((await cache.read('/list', load)).body).toBe('"first"');
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidate();
    expect((await cache.read('/list', load)).body).toBe('"second"');
  });

  it('drops every kept answer at the time a loader said it stops being true, without a write', async () => {
    const cache = new PublicReadCache();
    let now = 1_000;
    const clock = () => now;
    const load = jest.fn(() => {
      cache.expireAt(5_000);
      return answer('before');
    });
    await cache.read('/list', load, clock);
    now = 4_999;
    expect(cache.has('/list', clock)).toBe(true);
    now = 5_000;
    expect(cache.has('/list', clock)).toBe(false);
    expect((await cache.read('/list', loads('after'), clock)).body).toBe('"after"');
  });

  it('lets fifty concurrent misses for one key share a single load', async () => {
    const cache = new PublicReadCache();
    let finish: (value: ReturnType<typeof cachedResponse>) => void = () => undefined;
    const load = jest.fn(() => new Promise<ReturnType<typeof cachedResponse>>((resolve) => (finish = resolve)));
    const readers = Array.from({ length: 50 }, () => cache.read('/list', load));
    finish(cachedResponse('shared'));
    const bodies = (await Promise.all(readers)).map((response) => response.body);
    expect(new Set(bodies)).toEqual(new Set(['"shared"']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads after the max-age, the net under the cross-instance version signal', async () => {
    const cache = new PublicReadCache();
    let clock = 1_000;
    const now = () => clock;
    const load = loads('old', 'new');
    await cache.read('/post/1', load, now);
    clock += PUBLIC_CACHE_MAX_AGE_MS - 1;
    expect((await cache.read('/post/1', load, now)).body).toBe('"old"');
    clock += 2;
    expect((await cache.read('/post/1', load, now)).body).toBe('"new"');
  });

  it('does not keep a result whose load overlapped a write', async () => {
    const cache = new PublicReadCache();
    let finish: (value: ReturnType<typeof cachedResponse>) => void = () => undefined;
    const reading = cache.read('/list', () => new Promise((resolve) => (finish = resolve)));
    cache.invalidate();
    finish(cachedResponse('stale'));
    expect((await reading).body).toBe('"stale"');
    expect((await cache.read('/list', () => answer('fresh'))).body).toBe('"fresh"');
  });

  it('does not keep failures (a missing post may be published a moment later)', async () => {
    const cache = new PublicReadCache();
    await expect(cache.read('/post/x', () => Promise.reject(new Error('Blog not found')))).rejects.toThrow();
    expect((await cache.read('/post/x', () => answer('published'))).body).toBe('"published"');
    expect(cache.size).toBe(1);
  });
});
