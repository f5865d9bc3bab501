export interface RefreshingValueOptions<T = unknown> {
  /** Served as is while younger than this. */
  freshForMs: number;
  /** Between fresh and this age the last value is served at once while a new one is computed behind it. */
  servableForMs: number;
  clock?: () => number;
  /**
   * Where the last value is kept across restarts (and shared by API instances): after a start the first reader gets
   * the kept value at once, whatever its age (it says when it was computed), while a new one is computed behind it,
   * instead of waiting for a computation that takes seconds on FerretDB. Saved after every computation; a failure to
   * load or save is as if nothing was kept.
   */
  kept?: KeptValueStore<T>;
}

export interface KeptValue<T> {
  value: T;
  computedAt: number;
}

export interface KeptValueStore<T> {
  load(): Promise<KeptValue<T> | undefined>;
  save(kept: KeptValue<T>): Promise<void>;
}

/**
 * A value that is slow to compute (a summary over whole collections), kept and recomputed behind the answers:
 * readers get the last value at once while it is fresh or still servable, at most one computation runs at a time,
 * and a failed refresh keeps the last value. Only the first read, or one after a long quiet, waits.
 */
export class RefreshingValue<T> {
  private current: { value: T; computedAt: number } | undefined;
  private computing: Promise<{ value: T; computedAt: number }> | undefined;
  private changedWhileComputing = false;
  private readonly clock: () => number;
  /** The kept value is read once, by the first reader(s) after a start. */
  private loadingKept: Promise<void> | undefined;
  /** The current value came from the store and nothing was computed since: served whatever its age. */
  private currentIsKept = false;

  constructor(
    private readonly compute: () => Promise<T>,
    private readonly options: RefreshingValueOptions<T>,
  ) {
    this.clock = options.clock ?? Date.now;
  }

  /** The value and when its computation started (the moment the figures describe). */
  async get(): Promise<{ value: T; computedAt: number }> {
    if (!this.current && this.options.kept) await this.loadKept(this.options.kept);
    const age = this.current ? this.clock() - this.current.computedAt : Infinity;
    if (this.current && age < this.options.freshForMs) return this.current;
    const next = this.refresh();
    if (this.current && (age < this.options.servableForMs || this.currentIsKept)) {
      // The next reader gets the new value; a failure here just leaves the old one in place.
      next.catch(() => undefined);
      return this.current;
    }
    return next;
  }

  /**
   * The data changed: a new value is computed behind the current one, which readers keep until it lands. A change
   * during a computation computes once more after it (that one may have read the data before the change).
   */
  refreshBehind(): void {
    if (this.computing) {
      this.changedWhileComputing = true;
      return;
    }
    this.refresh().catch(() => undefined);
  }

  private loadKept(kept: KeptValueStore<T>): Promise<void> {
    this.loadingKept ??= kept.load().then(
      (found) => {
        if (!found || this.current) return;
        this.current = found;
        this.currentIsKept = true;
      },
      () => undefined,
    );
    return this.loadingKept;
  }

  private refresh(): Promise<{ value: T; computedAt: number }> {
    this.computing ??= (async () => {
      const computedAt = this.clock();
      try {
        const value = await this.compute();
        this.current = { value, computedAt };
        this.currentIsKept = false;
        await this.options.kept?.save(this.current).catch(() => undefined);
        return this.current;
      } finally {
        this.computing = undefined;
        if (this.changedWhileComputing) {
          this.changedWhileComputing = false;
          this.refreshBehind();
        }
      }
    })();
    return this.computing;
  }
}
