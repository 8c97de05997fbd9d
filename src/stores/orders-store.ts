import { makeAutoObservable, runInAction } from 'mobx';
import type { CalcOrderResult, Order, OrderPayload, OrderStatus } from '../api/types.ts';
import { isApiError, unwrap } from '../api/errors.ts';
import { idempotencyHeader } from '../api/idempotency.ts';
import { isCalcOrderResult, isDoneAck, isOrder } from '../api/later-reply-shapes.ts';
import { checkedReply } from '../api/reply-shape.ts';
import { isAddressValid } from '../domain/address.ts';
import { minimumOrderShortfall } from '../domain/checkout.ts';
import { paymentKindOf } from '../domain/order-next-step.ts';
import { feedbackPayload, type FeedbackDraft } from '../domain/feedback.ts';
import type { OrderSellingType } from '../domain/model.ts';
import type { StoreDeps } from './deps.ts';
import {
  DEVICE_ORDERS_KEY,
  readDeviceOrders,
  rememberDeviceOrder,
  type DeviceOrder,
} from './device-orders.ts';
import { BusinessAttempts } from './business-attempts.ts';
import { readStoredJson, spillingStorage } from './idempotent-attempt.ts';
import {
  connectionError,
  orderError,
  orderErrorFrom,
  submitErrorFrom,
  type OrderError,
} from './order-error.ts';
import type { orderPayloadFor } from './order-payload.ts';
import { calcOrderRequestFor, orderContactFor } from './order-request.ts';
import { contactRulesFor } from '../domain/device-contact.ts';
import { readAwaitingPayment, writeAwaitingPayment } from './awaiting-payment.ts';
import { ORDER_ATTEMPT_KEY, TERMINAL_PAYMENT_KEY } from './on-demand-keys.ts';
import { isRecord } from './persistence.ts';
import type { RootStore } from './root-store.ts';
import { OnDemand } from './on-demand.ts';
import type { TerminalPaymentStore } from './terminal-payment-store.ts';
import { cartTotals } from './cart-totals.ts';

export const ORDER_POLL_INTERVAL_MS = 15_000;

/** Statuses after which an order no longer changes, so polling stops. */
export const FINAL_ORDER_STATUSES: ReadonlySet<OrderStatus> = new Set(['completed', 'cancelled']);

export interface PlacedOrder {
  order: Order;
  /** Where to pay online; null for cash or wallet-paid orders. */
  paymentUrl: string | null;
  /** Shows the order's personal fields to this device later; kept in device orders only. */
  accessSecret: string | null;
}

/** Order history, one order with status polling, and placing an order from the cart. */
export class OrdersStore {
  history: Order[] = [];
  historyPage = 0;
  historyLastPage = 1;
  historyLoading = false;
  order: Order | null = null;
  /** The server's amounts for the checkout, from calc-order. */
  amounts: CalcOrderResult | null = null;
  placing = false;
  error: OrderError | null = null;
  lastPlaced: PlacedOrder | null = null;
  /** Orders placed from this device (any business), newest first. */
  deviceOrders: DeviceOrder[] = [];
  /** This business's open order attempts, kept on the device: see BusinessAttempts. */
  private readonly attempts: BusinessAttempts<OrderPayload, PlacedOrder>;
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  /** A kiosk's card payment on its terminal (issue 31): its code loads with the payment screen. */
  private readonly terminalOnDemand: OnDemand<TerminalPaymentStore>;
  /**
   * A kiosk order waiting for its card on the terminal (issue 31), kept on the device: until it is
   * paid or sent to the counter, "Place order" leads back to it and never places the cart again.
   */
  heldTerminalOrderId: number | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly deps: Pick<StoreDeps, 'api' | 'storage' | 'sessionStorage' | 'clock'>,
  ) {
    this.terminalOnDemand = new OnDemand('terminal payment', async () => {
      const { TerminalPaymentStore } = await import('./terminal-payment-store.ts');
      return new TerminalPaymentStore(root, deps);
    });
    // The attempt's key is kept on the device: a refresh after a lost reply must not order twice,
    // and neither must a visit to another business.
    this.attempts = new BusinessAttempts(
      spillingStorage(deps.storage, deps.sessionStorage),
      ORDER_ATTEMPT_KEY,
      () => root.business.ownerId,
    );
    this.deviceOrders = readDeviceOrders(deps.storage);
    const held = readStoredJson(deps.storage, TERMINAL_PAYMENT_KEY);
    if (isRecord(held) && typeof held.order_id === 'number') this.heldTerminalOrderId = held.order_id;
    makeAutoObservable<OrdersStore, 'root' | 'deps' | 'attempts' | 'pollTimer' | 'terminalOnDemand'>(
      this,
      { root: false, deps: false, attempts: false, pollTimer: false, terminalOnDemand: false },
      { autoBind: true },
    );
    root.customerSession.register('orders', () => {
      this.reset();
      this.forgetDeviceOrders();
      this.attempts.forgetAll();
      this.heldTerminalOrderId = null;
    });
  }

  /**
   * An earlier submit got no answer (lost reply, timeout, 5xx): until the server says whether it
   * placed it, only that same order may be sent again (see IdempotentAttempt).
   */
  get outcomeUnknown(): boolean {
    return this.attempts.outcomeUnknown || this.heldTerminalOrderId !== null;
  }

  /** This business's orders placed from this device, newest first. */
  get deviceOrdersOfBusiness(): DeviceOrder[] {
    const businessId = this.root.business.ownerId;
    return this.deviceOrders.filter((entry) => entry.business_id === businessId);
  }

  get hasMoreHistory(): boolean {
    return this.historyPage < this.historyLastPage;
  }

  /** Loads the first page of the customer's orders (again). */
  async loadHistory(): Promise<void> {
    this.history = [];
    this.historyPage = 0;
    this.historyLastPage = 1;
    await this.loadMoreHistory();
  }

  /** Appends the next page; failures reach the caller. */
  async loadMoreHistory(): Promise<void> {
    const businessId = this.root.business.ownerId;
    if (businessId === null || this.historyLoading || !this.hasMoreHistory) return;
    this.historyLoading = true;
    try {
      const page = await unwrap(
        this.deps.api.GET('/webapp/v5/orders/{businessId}', {
          params: { path: { businessId }, query: { page: this.historyPage + 1 } },
        }),
      );
      runInAction(() => {
        const known = new Set(this.history.map((order) => order.id));
        this.history.push(...page.orders.filter((order) => !known.has(order.id)));
        this.historyPage = page.page;
        this.historyLastPage = page.last_page;
      });
    } finally {
      runInAction(() => {
        this.historyLoading = false;
      });
    }
  }

  /**
   * Sends the customer's rating of the current branch or of one of their orders (users/rate).
   * Failures reach the caller, which keeps the draft; a garbled reply is a failure, not thanks.
   */
  async sendFeedback(draft: FeedbackDraft): Promise<void> {
    const branchId = this.root.business.branchId;
    if (branchId === null) throw new Error('Feedback needs a business to be loaded.');
    const reply = await unwrap(this.deps.api.POST('/users/rate', { body: feedbackPayload(draft, branchId) }));
    checkedReply(reply, isDoneAck);
  }

  /** One order by id; null when the server does not know it (the route shows 404). */
  async loadOrder(orderId: number, options: { full?: boolean } = {}): Promise<Order | null> {
    const order = await this.fetchOrder(orderId, options);
    if (order)
      runInAction(() => {
        this.order = order;
      });
    return order;
  }

  /** One order by id, without making it the order on screen (a table's list of its orders). */
  async fetchOrder(orderId: number, options: { full?: boolean } = {}): Promise<Order | null> {
    const branchId = this.root.business.branchId;
    // This device's secret for the order, if it placed it: the reply then carries its details.
    const secret = this.deviceOrders.find((entry) => entry.id === orderId)?.access_secret;
    const header = secret ? { 'X-Order-Secret': secret } : {};
    try {
      const { order } = await unwrap(
        options.full && branchId !== null
          ? this.deps.api.GET('/webapp/order/{branchId}/{orderId}', {
              params: { path: { branchId, orderId }, query: { full: true }, header },
            })
          : this.deps.api.GET('/webapp/order/{orderId}', { params: { path: { orderId }, header } }),
      );
      return checkedReply(order, isOrder);
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  }

  get isOrderFinal(): boolean {
    return this.order !== null && FINAL_ORDER_STATUSES.has(this.order.status);
  }

  /**
   * Follows an order's status: loads it now and every `intervalMs` until it is final or the
   * returned stop function (or `stopPolling`) is called. The status page starts and stops it.
   */
  startPolling(orderId: number, intervalMs = ORDER_POLL_INTERVAL_MS): () => void {
    this.stopPolling();
    const poll = async () => {
      try {
        await this.loadOrder(orderId);
      } catch {
        // A missed poll is retried on the next tick.
      }
      if (this.isOrderFinal) this.stopPolling();
    };
    const timer = setInterval(() => void poll(), intervalMs);
    this.pollTimer = timer;
    void poll();
    return () => {
      if (this.pollTimer === timer) this.stopPolling();
    };
  }

  stopPolling(): void {
    if (this.pollTimer !== null) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  get isPolling(): boolean {
    return this.pollTimer !== null;
  }

  /** Asks the server for the checkout's amounts (no side effects). */
  async calculate(type: OrderSellingType): Promise<CalcOrderResult | null> {
    const branchId = this.root.business.branchId;
    if (branchId === null || this.root.cart.isEmpty) return null;
    const amounts = checkedReply(
      await unwrap(
        this.deps.api.POST('/service/pos/calc-order/{branchId}', {
          params: { path: { branchId } },
          body: calcOrderRequestFor(this.root, type, branchId),
        }),
      ),
      isCalcOrderResult,
    );
    runInAction(() => {
      this.amounts = amounts;
    });
    return amounts;
  }

  /** What stops an order before anything is sent; null when it may be sent. */
  checkBeforePlacing(type: OrderSellingType): OrderError | null {
    const { cart } = this.root;
    if (cart.isEmpty || cart.pricedLines.length === 0) return orderError('empty-cart');
    if (!this.root.canOrder(type)) return orderError('closed');
    const contact = orderContactFor(this.root);
    // A kiosk's guest may leave both out and a table tablet asks for neither (device-contact.ts).
    const rules = contactRulesFor(this.root.device.mode);
    if ((rules.name === 'required' && !contact.name) || (rules.phone === 'required' && !contact.phone))
      return orderError('missing-contact');
    if (type === 'delivery') {
      const { delivery } = this.root;
      if (!isAddressValid(delivery.fieldsConfig, delivery.deliveryForm.fields))
        return orderError('invalid-address');
      if (minimumOrderShortfall(cartTotals(cart, type), delivery.minimumOrder) > 0)
        return orderError('below-minimum');
    }
    return null;
  }

  /**
   * Places the cart as an order: calc-order, then POST /webapp/order with this attempt's
   * Idempotency-Key. A double tap gets the same promise. While an earlier submit's outcome is
   * unknown, this sends that earlier order again instead (same body, same key), so the customer
   * lands on the order the server placed, or learns it was refused, before anything new is sent.
   * On success the cart is cleared; on failure it stays and `error` says why.
   */
  async placeOrder(type: OrderSellingType): Promise<PlacedOrder | null> {
    if (this.attempts.current.openBody !== null) return this.submit(null);
    if (this.heldTerminalOrderId !== null) return this.heldTerminalOrder(this.heldTerminalOrderId);
    if (readAwaitingPayment(this.deps.storage) !== null) {
      // The cart may be one the customer already paid for online: never offer to pay for it again.
      const paid = await this.paidAwaitingOrder();
      if (paid !== undefined) return paid;
    }
    const branchId = this.root.business.branchId;
    const blocked = branchId === null ? orderError('server') : this.checkBeforePlacing(type);
    if (blocked || branchId === null) {
      this.error = blocked;
      return null;
    }
    this.placing = true;
    this.error = null;
    let payloadFor: typeof orderPayloadFor;
    try {
      // The amounts are checked first; a failure here sent no order, so nothing is left unknown.
      // The payload's code loads meanwhile: its gift checks a phone number with libphonenumber
      // (28 KB), which the cart, loading this store cold, does without (issue #34).
      [, { orderPayloadFor: payloadFor }] = await Promise.all([
        this.calculate(type),
        import('./order-payload.ts'),
      ]);
    } catch (error) {
      runInAction(() => {
        this.error = orderErrorFrom(error);
        this.placing = false;
      });
      return null;
    }
    return this.submit(payloadFor(this.root, type, branchId));
  }

  /** Sends a new order, or the unresolved earlier one when there is one (`payload` is then ignored). */
  private async submit(payload: OrderPayload | null): Promise<PlacedOrder | null> {
    const sending = this.attempts.current.openBody ?? payload;
    if (sending === null) return null;
    return this.placingStep(async () => {
      const placed = await this.attempts.run(sending, (key, body) => this.send(body, key));
      runInAction(() => this.onPlaced(sending.selling_types, placed));
      return placed;
    }, submitErrorFrom);
  }

  /** One step of placing: `placing` shows meanwhile; a failure becomes `error` and null. */
  private async placingStep<R>(step: () => Promise<R>, errorOf: (error: unknown) => OrderError) {
    this.placing = true;
    this.error = null;
    try {
      return await step();
    } catch (error) {
      runInAction(() => {
        this.error = errorOf(error);
      });
      return null;
    } finally {
      runInAction(() => {
        this.placing = false;
      });
    }
  }

  private async send(payload: OrderPayload, key: string): Promise<PlacedOrder> {
    const response = await unwrap(
      this.deps.api.POST('/webapp/order', { params: { header: idempotencyHeader(key) }, body: payload }),
    );
    return {
      order: checkedReply(response.order, isOrder),
      paymentUrl: response.payment_url,
      accessSecret: response.access_secret,
    };
  }

  private onPlaced(type: OrderSellingType, placed: PlacedOrder): void {
    this.lastPlaced = placed;
    this.order = placed.order;
    this.deviceOrders = rememberDeviceOrder(
      this.deps.storage,
      this.deviceOrders,
      placed.order,
      placed.accessSecret,
    );
    if (type === 'delivery') {
      // An earlier delivery order sent again from another checkout: the delivery store may not be loaded.
      const delivery = this.root.deliveryIfLoaded;
      if (delivery) delivery.rememberAddress();
      else
        void this.root.loadDelivery().then(
          (loaded) => loaded.rememberAddress(),
          () => undefined,
        );
    }
    const usedWallet = (this.root.walletIfLoaded?.balanceForOrder ?? null) !== null;
    // An order paid online keeps the cart until the payment succeeds: a failed payment must let
    // the customer try again with the same cart (see settlePayment).
    if (placed.paymentUrl) writeAwaitingPayment(this.deps.storage, placed.order.id);
    // An order waiting for a card on the kiosk's terminal keeps the cart too, until it is paid or
    // sent to the counter (TerminalPaymentStore).
    else if (!this.awaitsTerminalPayment(placed.order)) this.root.cart.reset();
    else this.holdForTerminal(placed.order.id);
    if (usedWallet) void this.root.walletIfLoaded?.fetch();
  }

  /** The kiosk's card payment once its screen loaded it (issue 31). */
  get terminalPaymentIfLoaded(): TerminalPaymentStore | null {
    return this.terminalOnDemand.loaded;
  }

  loadTerminalPayment(): Promise<TerminalPaymentStore> {
    return this.terminalOnDemand.load();
  }

  /** Placed with the business's terminal method and not paid yet (issue 31). */
  awaitsTerminalPayment(order: Pick<Order, 'payment_type' | 'payment_status'>): boolean {
    const methods = this.root.business.business?.payment_methods ?? [];
    return order.payment_status === 'pending' && paymentKindOf(order.payment_type, methods) === 'terminal';
  }

  private holdForTerminal(orderId: number): void {
    this.heldTerminalOrderId = orderId;
    try {
      this.deps.storage.setItem(
        TERMINAL_PAYMENT_KEY,
        JSON.stringify({ order_id: orderId, payment_id: null }),
      );
    } catch {
      // Without storage only this page load remembers it.
    }
  }

  /** The held order was paid or sent to the counter: the next "Place order" is a new order. */
  releaseTerminalOrder(): void {
    this.heldTerminalOrderId = null;
  }

  /** "Place order" while an order waits for its card: that order, as it stands now, is the one placed. */
  private heldTerminalOrder(orderId: number): Promise<PlacedOrder | null> {
    return this.placingStep(async () => {
      const order = await this.fetchOrder(orderId);
      const placed = order ? { order, paymentUrl: null, accessSecret: null } : null;
      runInAction(() => {
        if (!order || !this.awaitsTerminalPayment(order)) this.heldTerminalOrderId = null;
        if (order?.payment_status === 'paid') this.root.cart.reset();
        if (placed) {
          this.lastPlaced = placed;
          this.order = order;
        }
      });
      return placed;
    }, orderErrorFrom);
  }

  /** A newer copy of an order from another call (a terminal payment's outcome): shown as it is now. */
  adoptOrder(order: Order): void {
    if (this.order?.id === order.id) this.order = order;
    if (this.lastPlaced?.order.id === order.id) this.lastPlaced = { ...this.lastPlaced, order };
  }

  /**
   * Back from the payment page: a paid order that was waiting for its payment empties the cart; a
   * failed one leaves the cart for another try. Orders not waiting for a payment change nothing.
   */
  settlePayment(order: Pick<Order, 'id' | 'payment_status'>): void {
    if (readAwaitingPayment(this.deps.storage) !== order.id) return;
    if (order.payment_status === 'paid') this.root.cart.reset();
    if (order.payment_status === 'paid' || order.payment_status === 'failed')
      writeAwaitingPayment(this.deps.storage, null);
  }

  /**
   * Asks the server about the order whose online payment the customer left for (the app's start
   * and the next "Place order" do): a paid one empties the cart, a failed one leaves it for another
   * try, an order the server does not know is forgotten. Returns the order; failures reach the caller.
   */
  async settleAwaitingPayment(): Promise<Order | null> {
    const orderId = readAwaitingPayment(this.deps.storage);
    if (orderId === null) return null;
    const order = await this.fetchOrder(orderId);
    runInAction(() => {
      if (order) this.settlePayment(order);
      else writeAwaitingPayment(this.deps.storage, null);
    });
    return order;
  }

  /**
   * Before placing: the order paid already (shown as placed, the cart emptied), null when it
   * could not be asked (`error` says why, nothing is sent), undefined when the cart may be placed.
   */
  private paidAwaitingOrder(): Promise<PlacedOrder | null | undefined> {
    return this.placingStep(async () => {
      const order = await this.settleAwaitingPayment();
      if (order?.payment_status !== 'paid') return undefined;
      const placed = { order, paymentUrl: null, accessSecret: null };
      runInAction(() => {
        this.lastPlaced = placed;
        this.order = order;
      });
      return placed;
    }, orderErrorFrom);
  }

  clearError(): void {
    this.error = null;
  }

  /** The checkout's own code could not be loaded (no connection): nothing was sent, try again. */
  reportUnreachable(): void {
    this.error = connectionError();
  }

  /**
   * Logout: the device's shortcuts to orders (and their access secrets, which show the orders'
   * names and phones) were the customer's.
   */
  forgetDeviceOrders(): void {
    this.deviceOrders = [];
    try {
      this.deps.storage.removeItem(DEVICE_ORDERS_KEY);
    } catch {
      // Nothing was stored, or storage is gone.
    }
  }

  /**
   * Another business: its orders are not this one's. An order of the other business whose outcome
   * is unknown stays open for when the customer comes back (BusinessAttempts).
   */
  reset(): void {
    this.stopPolling();
    this.history = [];
    this.historyPage = 0;
    this.historyLastPage = 1;
    this.order = null;
    this.amounts = null;
    this.error = null;
    this.lastPlaced = null;
  }
}
