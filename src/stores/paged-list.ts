import { makeAutoObservable, runInAction } from 'mobx';

/** One page of a list as the server sends it. */
export interface ListPage<T> {
  page: number;
  last_page: number;
  items: readonly T[];
}

/**
 * A list the server hands out page by page (history screens): the next page is asked for once at
 * a time, an entry already shown is not repeated, and a failure is kept so the screen can offer a
 * retry.
 */
export class PagedList<T extends { id: number }> {
  items: T[] = [];
  page = 0;
  lastPage = 1;
  loading = false;
  failed = false;

  constructor(private readonly fetchPage: (page: number) => Promise<ListPage<T> | null>) {
    makeAutoObservable<PagedList<T>, 'fetchPage'>(this, { fetchPage: false }, { autoBind: true });
  }

  get hasMore(): boolean {
    return this.page < this.lastPage;
  }

  /** Starts again from the first page. */
  async reload(): Promise<void> {
    this.clear();
    await this.loadMore();
  }

  async loadMore(): Promise<void> {
    if (this.loading || !this.hasMore) return;
    this.loading = true;
    this.failed = false;
    try {
      const page = await this.fetchPage(this.page + 1);
      runInAction(() => {
        if (!page) return;
        const known = new Set(this.items.map((item) => item.id));
        this.items.push(...page.items.filter((item) => !known.has(item.id)));
        this.page = page.page;
        this.lastPage = page.last_page;
      });
    } catch {
      runInAction(() => {
        this.failed = true;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  clear(): void {
    this.items = [];
    this.page = 0;
    this.lastPage = 1;
    this.failed = false;
  }
}
