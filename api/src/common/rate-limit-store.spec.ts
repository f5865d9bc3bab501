import { RateLimitStore } from './rate-limit-store';

describe('RateLimitStore', () => {
  let clock: number;
  let store: RateLimitStore;
  const hit = (key = '10.0.0.1', limit = 3, ttl = 60_000, block = 60_000) => store.increment(key, ttl, limit, block);

  beforeEach(() => {
    clock = 1_000_000;
    store = new RateLimitStore(() => clock);
  });
  afterEach(() => store.onApplicationShutdown());

  it('counts hits per key up to the limit, then blocks until the block ends', async () => {
    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
    await hit();
    expect((await hit()).isBlocked).toBe(false);
    expect(await hit()).toEqual({ totalHits: 4, timeToExpire: 60, isBlocked: true, timeToBlockExpire: 60 });
    expect((await hit('10.0.0.2')).isBlocked).toBe(false);
    clock += 30_000;
    expect(await hit()).toMatchObject({ isBlocked: true, totalHits: 4, timeToBlockExpire: 30 });
    clock += 30_001;
    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
  });

  it('starts a new window when the old one ends, and keeps a block longer than the window', async () => {
    await hit('a', 5, 1_000);
    await hit('a', 5, 1_000);
    clock += 1_001;
    expect((await hit('a', 5, 1_000)).totalHits).toBe(1);
    for (let i = 0; i < 5; i++) await hit('b', 1, 1_000, 10_000);
    clock += 5_000;
    expect(await hit('b', 1, 1_000, 10_000)).toMatchObject({ isBlocked: true, timeToBlockExpire: 5 });
  });

  it('forgets finished windows when it sweeps, so passing addresses do not pile up', async () => {
    for (let address = 0; address < 1_000; address++) await hit(`10.0.${address >> 8}.${address & 255}`);
    expect(store.size).toBe(1_000);
    store.sweep();
    expect(store.size).toBe(1_000);
    clock += 60_001;
    await hit('still-here');
    store.sweep();
    expect(store.size).toBe(1);
  });
});
