import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError, unwrap } from '../api/errors.ts';
import { createIdempotencyKey, idempotencyHeader } from '../api/idempotency.ts';
import { checkedReply } from '../api/reply-shape.ts';
import type { Order, TableBill } from '../api/types.ts';
import { sittingBill, TABLE_BILL_POLL_MS } from '../domain/table-sitting.ts';
import {
  defaultTipPercentage,
  tipAmount,
  tipChoices,
  tipsEnabled,
  type TipChoice,
  type TipSettings,
} from '../domain/tips.ts';
import type { StoreDeps } from './deps.ts';
import { isRecord } from './persistence.ts';
import type { RootStore } from './root-store.ts';

/**
 * - `loading`: asking for the bill (or reading it); `open`: to be paid; `paid`: paid (on the
 *   terminal or on a phone); `nothing`: nothing is owed; `failed`: no answer (the bill is asked
 *   for again on "Try again": the server answers the same open bill, never a second one).
 */
/** How often the phone asks for the online payment page with one key before it shows the problem. */
const ONLINE_PAYMENT_TRIES = 4;

export type TableBillPhase = 'loading' | 'open' | 'paid' | 'nothing' | 'failed';

function isTableBill(value: unknown): value is TableBill {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.amount === 'number' &&
    Array.isArray(value.order_ids) &&
    Array.isArray(value.lines) &&
    (value.status === 'open' || value.status === 'paid' || value.status === 'replaced')
  );
}

/**
 * The bill of a table sitting (issue 31), on the tablet and on the guest's phone. The tablet asks
 * for the bill of the sitting's orders (the server answers the one open bill of those orders,
 * however often "Pay the bill" is tapped or the reply is lost) and follows it until it is paid,
 * whichever way: the paired terminal (TerminalPaymentStore, with the bill's id) or the phone. The
 * phone reads the bill by its id and pays it on the business's online payment page.
 */
export class TableBillStore {
  bill: TableBill | null = null;
  phase: TableBillPhase = 'loading';
  /** The server's refusal of the last call, or `server` without an answer. */
  problem: string | null = null;
  paying = false;
  /** The chosen tip tile's percentage (0: "No tip"); the business's default when the bill opens. */
  tipPercentage = 0;
  /** A tip tile was tapped and its bill is being asked for: the tiles and the ways to pay wait. */
  choosingTip = false;
  private sittingOrders: readonly Order[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The online payment's key: a retry after a lost reply replays the same payment page. */
  private onlineKey: string | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly deps: Pick<StoreDeps, 'api'>,
  ) {
    makeAutoObservable<TableBillStore, 'root' | 'deps' | 'timer' | 'onlineKey' | 'sittingOrders'>(
      this,
      { root: false, deps: false, timer: false, onlineKey: false, sittingOrders: false },
      { autoBind: true },
    );
    this.tipPercentage = defaultTipPercentage(this.tipSettings);
  }

  /** The business's tips on table bills (issue 31); null: it takes none (the demo). */
  get tipSettings(): TipSettings | null {
    return this.root.business.business?.tips ?? null;
  }

  /** The tip tiles for this bill ("No tip" first, each preset with its amount); empty without tips. */
  get tipChoices(): TipChoice[] {
    return this.bill ? tipChoices(this.tipSettings, this.bill.amount) : [];
  }

  /**
   * The tablet: the bill of this sitting's orders (the domain rule says which are owed), with the
   * chosen tip. `followedBillId` is a bill whose card payment this device follows (after a
   * reload): that bill is read and shown as it is, so the payment under way is never disturbed.
   */
  async open(orders: readonly Order[], followedBillId: string | null = null): Promise<void> {
    this.sittingOrders = orders;
    if (followedBillId !== null) {
      await this.read(followedBillId);
      if (this.bill?.id === followedBillId && this.bill.status !== 'replaced') return;
    }
    await this.request(false);
  }

  /**
   * The guest taps a tip tile: the bill with that tip (the server answers a new bill that replaces
   * the open one; the phone's QR code follows it). Nothing changes while one is being asked for.
   */
  async chooseTip(percentage: number): Promise<void> {
    if (this.choosingTip || this.phase !== 'open' || percentage === this.tipPercentage) return;
    const previous = this.tipPercentage;
    this.tipPercentage = percentage;
    this.choosingTip = true;
    // The open bill is not read meanwhile: its answer would put the old tip back on screen.
    this.clearTimer();
    const ok = await this.request(true);
    runInAction(() => {
      this.choosingTip = false;
      if (!ok) {
        this.tipPercentage = previous;
        this.schedulePoll();
      }
    });
  }

  /** Asks for the bill of the sitting's orders with the chosen tip; false when it failed. */
  private async request(keepShown: boolean): Promise<boolean> {
    const orders = this.sittingOrders;
    const branchId = this.root.business.branchId;
    const tableId = this.root.device.boundTableId;
    if (branchId === null || tableId === null) return false;
    const owed = orders.map((order) => ({
      id: order.id,
      total: order.amounts.total,
      status: order.status,
      payment_status: order.payment_status,
    }));
    const base = sittingBill(owed, {});
    this.problem = null;
    if (typeof base === 'string') {
      this.phase = orders.length > 0 && base === 'nothing_to_pay' ? 'paid' : 'nothing';
      return false;
    }
    // The tip is the chosen tile's amount for what is owed (the server checks the same rule).
    const tip =
      this.tipPercentage > 0 && tipsEnabled(this.tipSettings)
        ? tipAmount(base.amount, this.tipPercentage)
        : 0;
    if (!keepShown) this.phase = 'loading';
    try {
      const reply = await unwrap(
        this.deps.api.POST('/webapp/table-bills', {
          params: { header: idempotencyHeader(createIdempotencyKey()) },
          body: {
            branch_id: branchId,
            table_id: tableId,
            order_ids: base.orderIds,
            ...(tip > 0 ? { tip } : {}),
          },
        }),
      );
      runInAction(() => this.show(checkedReply(reply.bill, isTableBill)));
      return true;
    } catch (error) {
      runInAction(() => {
        // A tip that could not be set keeps the bill shown (and its tip); the words say why.
        if (keepShown && this.bill) this.problem = isApiError(error) ? (error.code ?? 'server') : 'server';
        else this.failed(error);
      });
      return false;
    }
  }

  /** The phone (or a reload): the bill by its id, followed until it is paid. */
  async read(billId: string): Promise<void> {
    try {
      const reply = await unwrap(
        this.deps.api.GET('/webapp/table-bills/{billId}', { params: { path: { billId } } }),
      );
      runInAction(() => {
        // A late answer about a bill that another (a new tip's) has replaced on screen is dropped.
        if (this.bill !== null && this.bill.id !== billId) return;
        this.problem = null;
        this.show(checkedReply(reply.bill, isTableBill));
      });
    } catch (error) {
      runInAction(() => {
        if (this.bill === null) this.failed(error);
        else if (this.bill.id === billId) this.schedulePoll();
      });
    }
  }

  /**
   * The guest pays on the phone: the business's online payment page is opened (the caller goes to
   * the returned address). A retry uses the same key, so a lost reply never opens a second payment.
   */
  async payOnline(): Promise<string | null> {
    const bill = this.bill;
    if (!bill || bill.status !== 'open' || this.paying) return null;
    this.paying = true;
    this.problem = null;
    this.onlineKey ??= createIdempotencyKey();
    const key = this.onlineKey;
    for (let tries = 1; ; tries += 1) {
      try {
        const reply = await unwrap(
          this.deps.api.POST('/webapp/table-bills/{billId}/online-payment', {
            params: { path: { billId: bill.id }, header: idempotencyHeader(key) },
          }),
        );
        runInAction(() => {
          this.paying = false;
          this.show(checkedReply(reply.bill, isTableBill));
        });
        return reply.payment_url;
      } catch (error) {
        const refused = isApiError(error) && error.status !== null && error.status < 500;
        // No answer (a lost reply, a network error, a 5xx): asked again with the same key, which
        // replays the one payment page; never a second payment.
        if (!refused && tries < ONLINE_PAYMENT_TRIES) {
          await new Promise((resolve) => setTimeout(resolve, 1_500 * tries));
          continue;
        }
        runInAction(() => {
          this.paying = false;
          this.problem = isApiError(error) ? (error.code ?? 'server') : 'server';
          // Refused (paid meanwhile, a card on the terminal): the bill's state tells what now.
          if (refused) {
            this.onlineKey = null;
            void this.read(bill.id);
          }
        });
        return null;
      }
    }
  }

  private show(bill: TableBill): void {
    this.bill = bill;
    // The tile of the bill's tip is the chosen one (a reload, or a bill read from the server).
    const shown = tipChoices(this.tipSettings, bill.amount).find((choice) => choice.tip === bill.tip);
    if (shown && !this.choosingTip) this.tipPercentage = shown.percentage;
    this.phase = bill.status === 'paid' ? 'paid' : 'open';
    if (bill.status === 'paid') {
      this.clearTimer();
      // The tablet's list shows its orders paid.
      if (this.root.device.isTableTablet) void this.root.tableSittingIfLoaded?.loadOrders();
    } else this.schedulePoll();
  }

  /** The sitting's orders could not be read: "Try again" asks again. */
  markFailed(): void {
    this.problem = 'server';
    this.phase = 'failed';
  }

  private failed(error: unknown): void {
    this.problem = isApiError(error) ? (error.code ?? 'server') : 'server';
    this.phase = 'failed';
  }

  /** The bill is read again until it is paid (the phone or the terminal may pay it). */
  private schedulePoll(): void {
    this.clearTimer();
    const id = this.bill?.id;
    if (!id || this.bill?.status !== 'open') return;
    this.timer = setTimeout(() => void this.read(id), TABLE_BILL_POLL_MS);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The screen closed: polling stops. */
  dispose(): void {
    this.clearTimer();
  }
}
