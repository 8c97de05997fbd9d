import { observable, runInAction } from 'mobx';

/**
 * A store whose code loads with the first screen that needs it instead of with the menu: the
 * menu's first load carries only what browsing needs. A route that shows such a store awaits
 * `load()` before it renders; code that may run before that uses `loaded` and copes with null.
 */
export class OnDemand<T> {
  private readonly box = observable.box<T | null>(null, { deep: false });
  private loading: Promise<T> | null = null;

  constructor(
    private readonly name: string,
    private readonly create: () => Promise<T>,
  ) {}

  /** The store once loaded; null before (observable, so a screen shows it when it arrives). */
  get loaded(): T | null {
    return this.box.get();
  }

  /** The store, for screens behind a route that loaded it; anywhere else this is a bug. */
  get current(): T {
    const value = this.box.get();
    if (value === null) throw new Error(`The ${this.name} store is used before its route loaded it.`);
    return value;
  }

  /** Loads the store's code once; a failed load (offline) may be tried again. */
  load(): Promise<T> {
    this.loading ??= this.create().then(
      (value) => {
        runInAction(() => this.box.set(value));
        return value;
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /** For tests and for stores built at once: the store is there from the start. */
  provide(value: T): void {
    this.loading = Promise.resolve(value);
    runInAction(() => this.box.set(value));
  }
}
