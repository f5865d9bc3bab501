import { type KeptValue, type KeptValueStore, RefreshingValue } from './refreshing-value';

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

  it('after a start, answers the kept value at once whatever its age, computes behind it and keeps each new value', async () => {
    const saved: Array<KeptValue<number>> = [];
    let loads = 0;
    const kept: KeptValueStore<number> = {
      load: async () => {
        loads++;
        return { value: 41, computedAt: now - 24 * 60 * 60 * 1000 };
      },
      save: async (entry) => {
        saved.push(entry);
      },
    };
    const figures = new RefreshingValue(
      () =>
        new Promise<number>((resolve) => {
          computed++;
          release.push(() => resolve(42));
        }),
      { freshForMs: 30, servableForMs: 600, clock: () => now, kept },
    );
    // Two readers at once after the start: the kept value, read once, while one computation runs.
    const answers = await Promise.all([figures.get(), figures.get()]);
    expect(answers.map((answer) => answer.value)).toEqual([41, 41]);
    expect([loads, computed]).toEqual([1, 1]);
    await finish();
    expect(await figures.get()).toEqual({ value: 42, computedAt: 1_000 });
    expect(saved).toEqual([{ value: 42, computedAt: 1_000 }]);
    // Computed once here, the old rules hold again: too old to show means waiting for the next.
    now += 600;
    let answered = false;
    const next = figures.get().then(() => (answered = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    await finish();
    await next;
    expect(loads).toBe(1);
  });

  it('computes as before when nothing is kept or the store fails', async () => {
    const figures = new RefreshingValue(async () => 7, {
      freshForMs: 30,
      servableForMs: 600,
      clock: () => now,
      kept: {
        load: () => Promise.reject(new Error('database down')),
        save: () => Promise.reject(new Error('database down')),
      },
    });
    expect(await figures.get()).toEqual({ value: 7, computedAt: 1_000 });
  });
});
