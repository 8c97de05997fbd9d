import { makeAutoObservable, runInAction } from 'mobx';
import type { Order } from '../api/types.ts';
import type { Minor } from '../domain/model.ts';
import { sittingTotal } from '../domain/table-sitting.ts';
import type { StoreDeps } from './deps.ts';
import { TABLE_SITTING_KEY } from './on-demand-keys.ts';
import { isRecord } from './persistence.ts';
import type { RootStore } from './root-store.ts';
import { TableCall } from './table-call.ts';

interface SavedSitting {
  waiterRequestId: number | null;
  billRequestId: number | null;
  billAsked: boolean;
}

const positiveIdOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/**
 * The party at a table tablet (issue 15): its calls to the staff (the waiter, the bill), whether
 * it asked for the bill (the tablet then starts over for the next party once it is left alone),
 * and the orders it placed in this sitting with the running total. The orders are the device's
 * own (OrdersStore.deviceOrders, which every end of a customer's session forgets), so a sitting
 * is exactly what was ordered since the last party left. Registered with the customer session:
 * the one reset forgets it all, the table binding (DeviceStore) stays.
 */
export class TableSittingStore {
  readonly waiter: TableCall;
  readonly bill: TableCall;
  billAsked = false;
  /** This sitting's orders as last loaded, newest first; null before the first load. */
  orders: Order[] | null = null;
  ordersLoading = false;
  /** Some of the sitting's orders could not be loaded; the list says so and offers a retry. */
  ordersFailed = false;

  constructor(
    private readonly root: RootStore,
    private readonly deps: Pick<StoreDeps, 'api' | 'storage'>,
  ) {
    this.waiter = new TableCall('waiter', deps, () => this.save());
    this.bill = new TableCall('bill', deps, () => this.save());
    makeAutoObservable<TableSittingStore, 'root' | 'deps'>(
      this,
      { root: false, deps: false, waiter: false, bill: false },
      { autoBind: true },
    );
    this.restore();
    root.customerSession.register('table-sitting', this.forgetParty);
  }

  /** Calls the waiter to this table (once, however often it is tapped). */
  callWaiter(): Promise<void> {
    return this.callFor(this.waiter);
  }

  /** The party asks for the bill; from then on an idle tablet starts over for the next party. */
  async askForBill(): Promise<void> {
    await this.callFor(this.bill);
    if (this.bill.phase === 'waiting' || this.bill.phase === 'idle')
      runInAction(() => {
        this.billAsked = true;
        // The idle time before the next party counts from asking for the bill.
        this.root.device.touch();
        this.save();
      });
  }

  /** The party takes a call back; taking back the bill also stops the idle reset it started. */
  async cancelCall(call: TableCall): Promise<void> {
    await call.cancel();
    if (call === this.bill && call.phase === 'idle')
      runInAction(() => {
        this.billAsked = false;
        this.save();
      });
  }

  private async callFor(call: TableCall): Promise<void> {
    const { branchId } = this.root.business;
    const tableId = this.root.device.boundTableId;
    if (branchId === null || tableId === null) return;
    await call.call(branchId, tableId);
  }

  get runningTotal(): Minor {
    return sittingTotal(
      (this.orders ?? []).map((order) => ({ status: order.status, total: order.amounts.total })),
    );
  }

  /** Loads every order of this sitting with its status now (the existing order call). */
  async loadOrders(): Promise<void> {
    const orders = await this.root.loadOrders();
    const placed = orders.deviceOrdersOfBusiness;
    this.ordersLoading = true;
    const results = await Promise.allSettled(placed.map((entry) => orders.fetchOrder(entry.id)));
    runInAction(() => {
      this.orders = results.flatMap((result) =>
        result.status === 'fulfilled' && result.value ? [result.value] : [],
      );
      this.ordersFailed = results.some((result) => result.status === 'rejected');
      this.ordersLoading = false;
    });
  }

  /** The party left: its calls, its bill and its orders go; the tablet's table stays. */
  forgetParty(): void {
    this.waiter.reset();
    this.bill.reset();
    this.billAsked = false;
    this.orders = null;
    this.ordersFailed = false;
    try {
      this.deps.storage.removeItem(TABLE_SITTING_KEY);
    } catch {
      // Nothing was stored, or storage is gone.
    }
  }

  private save(): void {
    const saved: SavedSitting = {
      waiterRequestId: this.waiter.requestId,
      billRequestId: this.bill.requestId,
      billAsked: this.billAsked,
    };
    try {
      this.deps.storage.setItem(TABLE_SITTING_KEY, JSON.stringify(saved));
    } catch {
      // Without storage a reload forgets the call, not the staff: they were called all the same.
    }
  }

  /** A reload keeps "waiter called" and the asked bill of the party at the table. */
  private restore(): void {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(this.deps.storage.getItem(TABLE_SITTING_KEY) ?? 'null');
    } catch {
      return;
    }
    if (!isRecord(parsed)) return;
    const waiterId = positiveIdOrNull(parsed.waiterRequestId);
    const billId = positiveIdOrNull(parsed.billRequestId);
    this.billAsked = parsed.billAsked === true;
    if (waiterId !== null) this.waiter.resume(waiterId);
    if (billId !== null) this.bill.resume(billId);
  }

  /** Stops following calls (tests, hot reload). */
  dispose(): void {
    this.waiter.reset();
    this.bill.reset();
  }
}
