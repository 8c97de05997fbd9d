import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ShiftsSchedule } from '../api/types.ts';
import { checkedReply, isRecord } from '../api/reply-shape.ts';
import { unwrap } from '../api/errors.ts';
import type { OrderSellingType } from '../domain/model.ts';
import { isOpen } from '../domain/shifts.ts';
import type { StoreDeps } from './deps.ts';
import type { RootStore } from './root-store.ts';

export type ShiftsState = 'not-fetched' | 'fetching' | 'fetched' | 'error';

/**
 * A branch's opening hours as the status line and the checkout's times read them. Here, with its
 * only reader, rather than with the other replies' shapes: this store loads right after the
 * menu's first paint, and those shapes would come with it.
 */
export function isShiftsSchedule(value: unknown): value is ShiftsSchedule {
  return (
    isRecord(value) &&
    typeof value.time_zone === 'string' &&
    isRecord(value.today) &&
    Array.isArray(value.days)
  );
}

/**
 * Opening shifts of the current branch per selling type. Loaded on demand (RootStore.fetchShifts,
 * issue #34); whether an order may be placed is RootStore.canOrder, which also answers before.
 */
export class ShiftsStore {
  schedule: ShiftsSchedule | null = null;
  state: ShiftsState = 'not-fetched';
  private branchId: number | null = null;
  private fetching: { branchId: number; promise: Promise<void> } | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly deps: Pick<StoreDeps, 'api' | 'clock'>,
  ) {
    makeAutoObservable<ShiftsStore, 'root' | 'deps' | 'branchId' | 'fetching'>(
      this,
      { root: false, deps: false, fetching: false, branchId: true, schedule: observableRef },
      { autoBind: true },
    );
  }

  /**
   * Fetches the current branch's shifts (the client sends the current-time header, so the server
   * answers "open now" for this moment). `force` refreshes, e.g. when the checkout opens.
   */
  fetch(force = false): Promise<void> {
    const branchId = this.root.business.branchId;
    if (branchId === null) return Promise.resolve();
    if (this.fetching?.branchId === branchId) return this.fetching.promise;
    if (!force && this.state === 'fetched' && this.branchId === branchId) return Promise.resolve();
    this.state = 'fetching';
    const promise = this.load(branchId).finally(() => {
      if (this.fetching?.promise === promise) this.fetching = null;
    });
    this.fetching = { branchId, promise };
    return promise;
  }

  private async load(branchId: number): Promise<void> {
    try {
      const schedule = checkedReply(
        await unwrap(this.deps.api.GET('/webapp/v5/shifts/{branchId}', { params: { path: { branchId } } })),
        isShiftsSchedule,
      );
      runInAction(() => {
        this.schedule = schedule;
        this.branchId = branchId;
        this.state = 'fetched';
      });
    } catch (error) {
      // Without shifts the shop counts as open (spec §4); the server refuses an order if it is not.
      console.warn('Shifts could not be fetched', error);
      runInAction(() => {
        this.state = 'error';
      });
    }
  }

  /**
   * The schedule of the current branch, or null while unknown (then everything counts as open).
   * The checkout turns it into slots (features/checkout/checkout-schedule.ts): that date arithmetic
   * needs Luxon, which stays out of the menu's first load.
   */
  get current(): ShiftsSchedule | null {
    return this.branchId !== null && this.branchId === this.root.business.branchId ? this.schedule : null;
  }

  isOpen(type: OrderSellingType): boolean {
    // Before the delivery store loads, no country to ship to is chosen (RootStore.deliveryIfLoaded).
    const shipping = type === 'delivery' && this.root.deliveryIfLoaded?.isShipping === true;
    return isOpen(this.current, type, { shipping });
  }

  /** Another business or branch: its shifts must be fetched again. */
  reset(): void {
    this.schedule = null;
    this.state = 'not-fetched';
    this.branchId = null;
    this.fetching = null;
  }
}
