import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { unwrap } from '../api/errors.ts';
import type { Branch } from '../api/types.ts';
import { linesNotSoldIn } from '../domain/branch-switch.ts';
import type { CartLine } from './cart-line.ts';
import type { StoreDeps } from './deps.ts';
import type { RootStore } from './root-store.ts';

export type BranchesState = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * The business's branches with addresses, map positions and opening hours (the branches page).
 * Loaded with that page only; switching branch itself is RootStore.chooseBranch (spec §4).
 */
export class BranchesStore {
  branches: Branch[] = [];
  state: BranchesState = 'idle';
  /** Why the last load failed, for ErrorNotice; null otherwise. */
  error: unknown = null;
  /** The business the list belongs to: another business's list is never shown. */
  private loadedFor: number | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly deps: Pick<StoreDeps, 'api'>,
  ) {
    makeAutoObservable<BranchesStore, 'root' | 'deps'>(
      this,
      { root: false, deps: false, branches: observableRef, error: observableRef },
      { autoBind: true },
    );
  }

  /** Fetches the list once per business; a failure may be retried. */
  async load(): Promise<void> {
    const businessId = this.root.business.ownerId;
    if (businessId === null) return;
    if (this.loadedFor === businessId && this.state === 'loaded') return;
    this.state = 'loading';
    this.error = null;
    try {
      const { branches } = await unwrap(
        this.deps.api.GET('/webapp/branches/{businessId}', { params: { path: { businessId } } }),
      );
      if (!Array.isArray(branches)) throw new Error('The branches reply holds no list');
      runInAction(() => {
        this.branches = branches;
        this.loadedFor = businessId;
        this.state = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.error = error;
      });
    }
  }

  /** The cart lines a switch to this branch would drop, to name before switching. */
  linesLostBySwitchingTo(branchId: number): CartLine[] {
    if (branchId === this.root.business.branchId) return [];
    return linesNotSoldIn(this.root.cart.items, branchId);
  }

  /** Whether this device may switch branch here: kiosks and table tablets are bound to theirs. */
  get canSwitch(): boolean {
    return !this.root.device.isManagedDevice;
  }
}
