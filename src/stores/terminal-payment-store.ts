import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError, unwrap } from '../api/errors.ts';
import { idempotencyHeader } from '../api/idempotency.ts';
import { isOrder } from '../api/later-reply-shapes.ts';
import { checkedReply } from '../api/reply-shape.ts';
import type { CardSummary, Order, TerminalPayment, TerminalPaymentPayload } from '../api/types.ts';
import {
  isFinalPaymentStatus,
  nextPollDelayMs,
  screenForPayment,
  TERMINAL_PAYMENT_STATUSES,
} from '../domain/terminal-payment.ts';
import type { StoreDeps } from './deps.ts';
import { IdempotentAttempt, readStoredJson, spillingStorage, storedAttempt } from './idempotent-attempt.ts';
import { TERMINAL_PAYMENT_ATTEMPT_KEY, TERMINAL_PAYMENT_KEY } from './on-demand-keys.ts';
import { isRecord } from './persistence.ts';
import type { RootStore } from './root-store.ts';

/**
 * Where the card payment of the order on screen stands, as the kiosk shows it:
 * - `starting`: asking the terminal (or asking again after no answer: the same payment);
 * - `waiting`: the terminal waits for the card; `cancelling` after the customer tapped Cancel;
 * - `paid`: approved (the order went to the kitchen paid); `counter`: to be paid at the counter;
 * - `declined`: the card was refused; `choose`: cancelled or timed out, the payment choice again;
 * - `offline`: the terminal did not answer; `failed`: no answer from the server (asked again).
 */
export type TerminalPhase =
  'starting' | 'waiting' | 'cancelling' | 'paid' | 'counter' | 'declined' | 'choose' | 'offline' | 'failed';

/** What the terminal is asked to take: an order's (or, with a bill id, a bill's) total. */
export interface Payable {
  id: number;
  amounts: Pick<Order['amounts'], 'total'>;
}

interface Followed {
  order_id: number;
  payment_id: string | null;
  /** A table bill's payment (issue 31): the tablet shows that bill's waiting screen after a reload. */
  bill_id?: string | null;
}

function isTerminalPayment(value: unknown): value is TerminalPayment {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.order_id === 'number' &&
    (TERMINAL_PAYMENT_STATUSES as readonly unknown[]).includes(value.status)
  );
}

/**
 * A kiosk's card payment on its paired terminal (issue 31). One payment at a time per order: the
 * create call goes through an IdempotentAttempt whose key survives a reload, so a lost reply is
 * sent again with the same key (the server replays the payment it started) and never starts a
 * second one; a started payment is followed by asking its state until it is final. Only after a
 * final decline, cancel or time-out may the customer start another (a new key).
 */
export class TerminalPaymentStore {
  orderId: number | null = null;
  /** The table bill whose card payment is followed (null for a kiosk order's). */
  billId: string | null = null;
  payment: TerminalPayment | null = null;
  phase: TerminalPhase | null = null;
  /** The server's refusal or problem code of the last call, for the words on screen. */
  problem: string | null = null;
  private readonly attempt: IdempotentAttempt<TerminalPaymentPayload, TerminalPayment>;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly storage: StoreDeps['storage'];

  constructor(
    private readonly root: RootStore,
    private readonly deps: Pick<StoreDeps, 'api' | 'storage' | 'sessionStorage' | 'clock'>,
  ) {
    this.storage = spillingStorage(deps.storage, deps.sessionStorage);
    this.attempt = new IdempotentAttempt(
      undefined,
      storedAttempt(this.storage, TERMINAL_PAYMENT_ATTEMPT_KEY),
    );
    makeAutoObservable<TerminalPaymentStore, 'root' | 'deps' | 'attempt' | 'timer' | 'storage'>(
      this,
      { root: false, deps: false, attempt: false, timer: false, storage: false },
      { autoBind: true },
    );
    root.customerSession.register('terminal-payment', this.forget);
    this.resume();
  }

  /**
   * A payment the customer must not lose: being started or asked again, waiting on the terminal,
   * or being cancelled. The idle reset waits while this is true.
   */
  get inProgress(): boolean {
    return (
      this.phase === 'starting' ||
      this.phase === 'waiting' ||
      this.phase === 'cancelling' ||
      this.phase === 'failed'
    );
  }

  /** This order's card payment is the screen's business (not paid, not at the counter yet). */
  holds(orderId: number): boolean {
    return this.orderId === orderId && this.phase !== 'paid' && this.phase !== 'counter';
  }

  /**
   * The table bill whose card payment is under way on this device (waiting on the terminal, or a
   * start whose answer was lost): the tablet shows its waiting screen again, never "Pay by card".
   */
  get pendingBillId(): string | null {
    if (this.billId === null) return null;
    if (this.inProgress) return this.billId;
    return this.phase === null && this.attempt.unresolvedBody?.bill_id === this.billId ? this.billId : null;
  }

  /** The card an order was paid with on this device, for the order-number screen. */
  paidCard(orderId: number): CardSummary | null {
    return this.orderId === orderId && this.payment?.status === 'approved' ? this.payment.card : null;
  }

  /** The amount asked on the terminal (the order's total, minor units). */
  get amount(): number | null {
    return this.payment?.amount ?? this.attempt.openBody?.amount ?? null;
  }

  /**
   * Starts (or, while an earlier start got no answer, asks again about) the card payment of the
   * order on the paired terminal. Does nothing while a payment of it is waiting on the terminal.
   */
  async pay(order: Payable, billId: string | null = null): Promise<void> {
    const terminalId = this.root.device.terminalId;
    if (terminalId === null) return;
    if (this.orderId === order.id && (this.phase === 'waiting' || this.phase === 'cancelling')) return;
    this.follow(order.id, null, billId);
    this.phase = 'starting';
    this.problem = null;
    // A table sitting's bill (issue 31) is paid like an order, named by its bill id instead.
    const body: TerminalPaymentPayload =
      billId === null
        ? { order_id: order.id, terminal_id: terminalId, amount: order.amounts.total }
        : { bill_id: billId, terminal_id: terminalId, amount: order.amounts.total };
    const unresolved = this.attempt.unresolvedBody;
    const sameTarget =
      unresolved !== null &&
      (billId === null ? unresolved.order_id === order.id : unresolved.bill_id === billId);
    try {
      // An earlier start whose answer was lost is sent again as it was (same key, same body).
      const sending = sameTarget && unresolved !== null ? unresolved : body;
      const payment = await this.attempt.run(sending, (key, payload) => this.create(key, payload));
      runInAction(() => this.show(payment));
    } catch (error) {
      runInAction(() => this.startFailed(error, order, billId));
    }
  }

  /** The customer tapped Cancel: the terminal is told; the reply is the payment's state now. */
  async cancel(): Promise<void> {
    const id = this.payment?.id;
    if (!id || this.payment?.status !== 'pending') return;
    this.phase = 'cancelling';
    try {
      const reply = await unwrap(
        this.deps.api.POST('/webapp/terminal-payments/{paymentId}/cancel', {
          params: { path: { paymentId: id } },
        }),
      );
      runInAction(() => this.show(checkedReply(reply.payment, isTerminalPayment)));
    } catch {
      // No answer: the payment is followed as before; its state says whether the cancel arrived.
      runInAction(() => {
        this.phase = 'waiting';
      });
      this.schedulePoll();
    }
  }

  /** Pay at the counter instead: the order goes to the kitchen unpaid, the cart is done. */
  async payAtCounter(): Promise<boolean> {
    const orderId = this.orderId;
    if (orderId === null || this.inProgress) return false;
    try {
      const reply = await unwrap(
        this.deps.api.POST('/webapp/order/{orderId}/pay-at-counter', { params: { path: { orderId } } }),
      );
      const order = checkedReply(reply.order, isOrder);
      runInAction(() => {
        this.attempt.forget();
        this.phase = 'counter';
        this.root.orders.releaseTerminalOrder();
        this.root.orders.adoptOrder(order);
        this.root.cart.reset();
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.problem = isApiError(error) ? (error.code ?? 'server') : 'server';
      });
      return false;
    }
  }

  private async create(key: string, body: TerminalPaymentPayload): Promise<TerminalPayment> {
    const reply = await unwrap(
      this.deps.api.POST('/webapp/terminal-payments', { params: { header: idempotencyHeader(key) }, body }),
    );
    return checkedReply(reply.payment, isTerminalPayment);
  }

  private startFailed(error: unknown, order: Payable, billId: string | null): void {
    const code = isApiError(error) ? error.code : null;
    this.problem = code;
    if (code === 'terminal_offline') {
      // Nothing was started: the next try is a new one.
      this.attempt.forget();
      this.phase = 'offline';
      return;
    }
    if (code === 'order_already_paid') {
      this.attempt.forget();
      void this.refreshOrder(order.id);
      return;
    }
    if (this.attempt.isUnresolved) {
      // No answer: ask again with the same key (the server replays the payment it started).
      this.phase = 'failed';
      this.clearTimer();
      this.timer = setTimeout(() => void this.pay(order, billId), 2_000);
      return;
    }
    this.phase = 'offline';
  }

  private show(payment: TerminalPayment): void {
    this.payment = payment;
    this.follow(payment.order_id, payment.id, payment.bill_id ?? null);
    const screen = screenForPayment(payment.status);
    if (screen === 'waiting') {
      this.phase = 'waiting';
      this.schedulePoll();
      return;
    }
    this.clearTimer();
    // The idle time counts from the payment's end: the customer gets all of it to choose what next.
    this.root.device.touch();
    if (screen === 'paid') {
      this.phase = 'paid';
      this.root.orders.releaseTerminalOrder();
      this.root.cart.reset();
      void this.refreshOrder(payment.order_id);
    } else this.phase = screen === 'declined' ? 'declined' : 'choose';
  }

  private schedulePoll(): void {
    this.clearTimer();
    const startedAt = this.payment ? Date.parse(this.payment.created_at) : this.deps.clock.now();
    const delay = nextPollDelayMs(Math.max(0, this.deps.clock.now() - startedAt));
    this.timer = setTimeout(() => void this.poll(), delay);
  }

  /** Asks the payment's state; a lost reply is asked again, never answered by a new payment. */
  private async poll(): Promise<void> {
    const id = this.payment?.id;
    if (!id) return;
    try {
      const reply = await unwrap(
        this.deps.api.GET('/webapp/terminal-payments/{paymentId}', { params: { path: { paymentId: id } } }),
      );
      const payment = checkedReply(reply.payment, isTerminalPayment);
      runInAction(() => {
        if (this.payment?.id !== payment.id) return;
        if (this.phase === 'cancelling' && !isFinalPaymentStatus(payment.status)) return this.schedulePoll();
        this.show(payment);
      });
    } catch {
      runInAction(() => this.schedulePoll());
    }
  }

  private async refreshOrder(orderId: number): Promise<void> {
    const order = await this.root.orders.fetchOrder(orderId).catch(() => null);
    if (!order) return;
    runInAction(() => {
      this.root.orders.adoptOrder(order);
      if (order.payment_status === 'paid') {
        this.phase = 'paid';
        this.root.orders.releaseTerminalOrder();
        this.root.cart.reset();
      }
    });
  }

  private follow(orderId: number, paymentId: string | null, billId: string | null): void {
    this.orderId = orderId;
    this.billId = billId;
    try {
      this.storage.setItem(
        TERMINAL_PAYMENT_KEY,
        JSON.stringify({ order_id: orderId, payment_id: paymentId, bill_id: billId } satisfies Followed),
      );
    } catch {
      // Without storage a reload loses the screen, not the payment: the server holds one per order.
    }
  }

  /** After a reload: the payment being followed is asked about again. */
  private resume(): void {
    const saved = readStoredJson(this.storage, TERMINAL_PAYMENT_KEY);
    if (!isRecord(saved) || typeof saved.order_id !== 'number') return;
    this.orderId = saved.order_id;
    this.billId = typeof saved.bill_id === 'string' ? saved.bill_id : null;
    if (typeof saved.payment_id === 'string') {
      this.payment = {
        id: saved.payment_id,
        order_id: saved.order_id,
        bill_id: this.billId,
        terminal_id: this.root.device.terminalId ?? '',
        amount: 0,
        tip: 0,
        status: 'pending',
        card: null,
        decline_reason: null,
        created_at: new Date(this.deps.clock.now()).toISOString(),
        completed_at: null,
      };
      this.phase = 'waiting';
      void this.poll();
    }
    // A start whose answer never came: the payment screen asks again (same key) when it opens.
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The end of the customer's session (the idle reset waits for a final state first). */
  forget(): void {
    this.clearTimer();
    this.attempt.forget();
    this.orderId = null;
    this.billId = null;
    this.payment = null;
    this.phase = null;
    this.problem = null;
    try {
      this.storage.removeItem(TERMINAL_PAYMENT_KEY);
    } catch {
      // Nothing stored.
    }
  }
}
