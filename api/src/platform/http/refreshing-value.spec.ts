import { RefreshingValue } from './refreshing-value';

describe('RefreshingValue', () => {
  let now: number;
  let computed: number;
  let release: Array<() => void>;
  let failNext: boolean;
  const value = () =>
    new RefreshingValue(
      () =>
        new Promise<number>((resolve, reject) => {
          computed++;
          const result = computed;
          release.push(() => (failNext ? reject(new Error('database down')) : resolve(result)));
        }),
      { freshForMs: 30, servableForMs: 600, clock: () => now },
    );
  const finish = async () => {
    release.splice(0).forEach((done) => done());
    await new Promise((resolve) => setImmediate(resolve));
  };

  beforeEach(() => {
    now = 1_000;
    computed = 0;
    release = [];
    failNext = false;
  });

  it('computes once for readers arriving together, then serves the value while fresh', async () => {
    const figures = value();
    const first = [figures.get(), figures.get()];
    await finish();
    expect(await Promise.all(first)).toEqual([
      { value: 1, computedAt: 1_000 },
      { value: 1, computedAt: 1_000 },
    ]);
    now += 29;
    expect(await figures.get()).toEqual({ value: 1, computedAt: 1_000 });
    expect(computed).toBe(1);
  });

  it('answers a stale value at once while one new computation runs, then the new value', async () => {
    const figures = value();
    const first = figures.get();
    await finish();
    await first;
    now += 100;
    expect(await figures.get()).toEqual({ value: 1, computedAt: 1_000 });
    expect(await figures.get()).toEqual({ value: 1, computedAt: 1_000 });
    expect(computed).toBe(2);
    await finish();
    expect(await figures.get()).toEqual({ value: 2, computedAt: 1_100 });
  });

  it('waits for a new value once the last one is too old to show', async () => {
    const figures = value();
    const first = figures.get();
    await finish();
    await first;
    now += 600;
    let answered = false;
    const next = figures.get().then((result) => {
      answered = true;
      return result;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    await finish();
    expect(await next).toEqual({ value: 2, computedAt: 1_600 });
  });

  it('keeps the last value when a refresh fails, and reports a failure when it has none', async () => {
    const figures = value();
    failNext = true;
    const first = figures.get();
    await finish();
    await expect(first).rejects.toThrow('database down');
    failNext = false;
    const second = figures.get();
    await finish();
    await second;
    now += 100;
    failNext = true;
    expect((await figures.get()).value).toBe(2);
    await finish();
    expect((await figures.get()).value).toBe(2);
  });

  it('computes behind a change, and once more after a computation the change may have missed', async () => {
    const figures = value();
    const first = figures.get();
    await finish();
    expect(await first).toEqual({ value: 1, computedAt: 1_000 });

    figures.refreshBehind();
    // A second change while the first recount runs: that recount may have read the data before it.
    figures.refreshBehind();
    expect(await figures.get()).toEqual({ value: 1, computedAt: 1_000 });
    await finish();
    expect(computed).toBe(3);
    await finish();
    expect(await figures.get()).toEqual({ value: 3, computedAt: 1_000 });
    expect(computed).toBe(3);
  });
});
