import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { unwrap } from '../api/errors.ts';
import { checkedReply } from '../api/reply-shape.ts';
import { isTablesReply } from '../api/later-reply-shapes.ts';
import type { Banner, Table } from '../api/types.ts';
import { bannerDate } from '../domain/banner-date.ts';
import { businessNow } from './business-time.ts';
import type { StoreDeps } from './deps.ts';
import type { RootStore } from './root-store.ts';

interface ForBranch<T> {
  branchId: number;
  /** null when the server could not be asked; the screens then go without. */
  value: T | null;
}

/**
 * What a branch shows besides its menu: today's banners (with their reach reported once) and its
 * tables for the dine-in picker. Missing banners are not the customer's problem; missing tables
 * are (the dine-in checkout asks where they sit), so the checkout says so and offers to try again.
 */
export class BranchContentStore {
  private bannersLoaded: ForBranch<Banner[]> | null = null;
  private tablesLoaded: ForBranch<Table[]> | null = null;
  private readonly reachReported = new Set<number>();

  constructor(
    private readonly root: RootStore,
    private readonly deps: Pick<StoreDeps, 'api' | 'clock'>,
  ) {
    makeAutoObservable<
      BranchContentStore,
      'root' | 'deps' | 'reachReported' | 'bannersLoaded' | 'tablesLoaded'
    >(
      this,
      {
        root: false,
        deps: false,
        reachReported: false,
        bannersLoaded: observableRef,
        tablesLoaded: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Today's banners of the current branch; empty until loaded or when they cannot be. */
  get banners(): Banner[] {
    const loaded = this.bannersLoaded;
    return loaded && loaded.branchId === this.root.business.branchId ? (loaded.value ?? []) : [];
  }

  /** The current branch's tables; null until loaded or when they cannot be. */
  get tables(): Table[] | null {
    const loaded = this.tablesLoaded;
    return loaded && loaded.branchId === this.root.business.branchId ? loaded.value : null;
  }

  /** The current branch's tables were asked for and could not be loaded. */
  get tablesFailed(): boolean {
    const loaded = this.tablesLoaded;
    return loaded !== null && loaded.branchId === this.root.business.branchId && loaded.value === null;
  }

  async loadBanners(): Promise<void> {
    const branchId = this.root.business.branchId;
    if (branchId === null || this.bannersLoaded?.branchId === branchId) return;
    const date = bannerDate(businessNow(this.deps.clock, this.root.business.timeZone));
    let banners: Banner[] | null = null;
    try {
      ({ banners } = await unwrap(
        this.deps.api.GET('/webapp/banners/{branchId}', { params: { path: { branchId }, query: { date } } }),
      ));
    } catch {
      banners = null;
    }
    runInAction(() => {
      this.bannersLoaded = { branchId, value: banners };
    });
    if (banners) void this.reportReach(branchId, banners);
  }

  /** Reach is statistics for the business: reported once per branch and session, failures unseen. */
  private async reportReach(branchId: number, banners: Banner[]): Promise<void> {
    if (banners.length === 0 || this.reachReported.has(branchId)) return;
    this.reachReported.add(branchId);
    try {
      await unwrap(
        this.deps.api.POST('/webapp/banners/reach', { body: { banners: banners.map((b) => b.id) } }),
      );
    } catch {
      this.reachReported.delete(branchId);
    }
  }

  async loadTables(): Promise<Table[] | null> {
    const branchId = this.root.business.branchId;
    if (branchId === null) return null;
    if (this.tablesLoaded?.branchId === branchId && this.tablesLoaded.value) return this.tablesLoaded.value;
    let tables: Table[] | null = null;
    try {
      ({ tables } = checkedReply(
        await unwrap(this.deps.api.GET('/webapp/tables/{branchId}', { params: { path: { branchId } } })),
        isTablesReply,
      ));
    } catch {
      tables = null;
    }
    runInAction(() => {
      this.tablesLoaded = { branchId, value: tables };
    });
    return tables;
  }
}
