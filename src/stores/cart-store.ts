import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CarDetails, Coupon, ScheduleChoice } from '../api/types.ts';
import type { GiftDraft } from '../domain/gift-draft.ts';
import { isApiError, unwrap } from '../api/errors.ts';
import { checkedReply, isCouponReply } from '../api/reply-shape.ts';
import { isInBranch } from '../domain/availability.ts';
import { addLine, clampQuantity, quantityBounds, sameLine } from '../domain/cart-lines.ts';
import { DEFAULT_PAYMENT_TYPE } from '../domain/checkout.ts';
import type { OrderSellingType } from '../domain/model.ts';
import type { OrderTotalsInput } from '../domain/order-totals.ts';
import { pricedLineFor, type PricedLine } from '../domain/priced-line.ts';
import { isStoredCartLine, uniqueLineKey, type CartLine, type NewCartLine } from './cart-line.ts';
import type { StoreDeps } from './deps.ts';
import {
  arrayOf,
  isBoolean,
  isNumber,
  isString,
  nullable,
  objectWith,
  persistStore,
  pickValid,
  stopPersistingStore,
  type PersistSpec,
} from './persistence.ts';
import type { RootStore } from './root-store.ts';

export type CouponError = 'not-found' | 'not-applicable' | 'failed';

type PersistedCart = 'items' | 'car' | 'name' | 'phone' | 'coupon';

/** Version 1; bad lines are dropped one by one so one broken line does not empty the cart. */
const CART_PERSISTENCE: PersistSpec<CartStore, PersistedCart> = {
  name: 'cart',
  version: 1,
  properties: ['items', 'car', 'name', 'phone', 'coupon'],
  restore(data) {
    const restored = pickValid(data, {
      car: nullable(objectWith({ plate: isString })),
      name: isString,
      phone: isString,
      coupon: nullable(
        objectWith({
          code: isString,
          discount_type: isString,
          discount_value: isNumber,
          all_menu: isBoolean,
          item_ids: arrayOf(isNumber),
          user_type: isString,
          free_delivery: isBoolean,
        }),
      ),
    }) as Partial<Pick<CartStore, PersistedCart>>;
    if (Array.isArray(data.items)) restored.items = data.items.filter(isStoredCartLine) as CartLine[];
    return restored;
  },
};

/** The customer's cart: lines, contact, car, table, schedule, payment choice and coupon. */
export class CartStore {
  items: readonly CartLine[] = [];
  /** The customer's note on the whole order. */
  note = '';
  coupon: Coupon | null = null;
  couponError: CouponError | null = null;
  car: CarDetails | null = null;
  name = '';
  phone = '';
  /** Table id for dine-in. */
  table: number | null = null;
  schedule: ScheduleChoice = { type: 'now' };
  payment_type = DEFAULT_PAYMENT_TYPE;
  /** A delivery sent as a gift, as typed (in memory only); null when the order is no gift. */
  gift: GiftDraft | null = null;
  /** The address text the customer searched the map for. */
  queriedAddress: string | null = null;
  /** The lines restored from storage at the start: none of them is an "Add" of this visit. */
  restoredKeys: ReadonlySet<string> = new Set();
  readonly hydrated: Promise<void>;

  /** `storageKey` lets a second cart (the reservation's pre-order) persist apart from this one. */
  constructor(
    private readonly root: RootStore,
    private readonly deps: Pick<StoreDeps, 'api' | 'storage'>,
    storageKey = CART_PERSISTENCE.name,
  ) {
    makeAutoObservable<CartStore, 'root' | 'deps'>(
      this,
      {
        root: false,
        deps: false,
        hydrated: false,
        restoredKeys: false,
        // Lines are replaced, never changed in place (every method below assigns a new array of
        // new lines): a deep observable turned each added line and its whole item snapshot into
        // observables inside the tap, and the saving reaction copied them all back out (toJS).
        items: observableRef,
      },
      { autoBind: true },
    );
    this.hydrated = persistStore(this, { ...CART_PERSISTENCE, name: storageKey }, deps.storage).then(() => {
      this.restoredKeys = new Set(this.items.map((line) => line.key));
    });
    root.customerSession.register(storageKey, this.forgetCustomer);
  }

  get isEmpty(): boolean {
    return this.items.length === 0;
  }

  /** Units in the cart, for the cart badge. */
  get count(): number {
    return this.items.reduce((sum, line) => sum + line.quantity, 0);
  }

  /** The menu's current item when the menu has it (prices may have changed), else the snapshot. */
  private currentItemOf(line: CartLine) {
    return this.root.menu.itemById(line.item_id) ?? line.item;
  }

  /** Lines priced from the current menu; a line that no longer fits its item is left out. */
  get pricedLines(): PricedLine[] {
    return this.items
      .map((line) =>
        pricedLineFor(
          this.currentItemOf(line),
          line.price_label_id,
          line.modifiers,
          line.quantity,
          line.key,
          this.root.menu.grandCategoryIdOf(line.item_id),
        ),
      )
      .filter((line): line is PricedLine => line !== null);
  }

  /** Keys of lines whose price label or modifiers the item no longer has. */
  get staleLineKeys(): string[] {
    const priced = new Set(this.pricedLines.map((line) => line.key));
    return this.items.filter((line) => !priced.has(line.key)).map((line) => line.key);
  }

  /**
   * What the order's amounts for a selling type are computed from: the totals themselves are
   * `cartTotals` (cart-totals.ts), loaded with the screens that show them, not with the menu.
   */
  totalsInput(type: OrderSellingType): OrderTotalsInput {
    const lines = this.pricedLines;
    return {
      currency: this.root.business.currency,
      sellingType: type,
      lines,
      discounts: this.root.business.discounts,
      coupon: this.coupon,
      isAuthenticated: this.root.auth.isAuthenticated,
      // Before its store loads there is no fee to add (RootStore.deliveryIfLoaded).
      deliveryFee: type === 'delivery' ? (this.root.deliveryIfLoaded?.feeFor(lines) ?? 0) : 0,
      walletBalance: this.root.walletIfLoaded?.balanceForOrder ?? null,
    };
  }

  /**
   * Adds a line, merging it with an equal line (spec §5). Returns the line's key, or null when the
   * price label or modifiers do not belong to the item.
   */
  add(input: NewCartLine): string | null {
    const priceLabel = input.item.price_labels.find((label) => label.id === input.priceLabelId);
    const bounds = quantityBounds(priceLabel);
    const quantity = clampQuantity(input.quantity ?? bounds.min, bounds);
    const modifiers = input.modifiers ?? [];
    const key = uniqueLineKey(this.items, input.item.id, input.priceLabelId);
    if (!priceLabel || !pricedLineFor(input.item, input.priceLabelId, modifiers, quantity, key)) return null;
    const line: CartLine = {
      key,
      item_id: input.item.id,
      price_label_id: input.priceLabelId,
      modifiers,
      quantity,
      comment: input.comment?.trim() || null,
      item: input.item,
      ...(input.source ? { source: input.source } : {}),
    };
    const mergedInto = this.items.find((existing) => sameLine(existing, line));
    this.items = addLine(this.items, line, bounds);
    return mergedInto?.key ?? key;
  }

  /** Sets a line's quantity within its price label's limits. */
  setQuantity(key: string, quantity: number): void {
    this.items = this.items.map((line) => {
      if (line.key !== key) return line;
      const label = this.currentItemOf(line).price_labels.find(
        (candidate) => candidate.id === line.price_label_id,
      );
      return { ...line, quantity: clampQuantity(quantity, quantityBounds(label)) };
    });
  }

  /** The customer's note on one line (e.g. "no onions"); blank clears it. */
  setComment(key: string, comment: string): void {
    const trimmed = comment.trim();
    this.items = this.items.map((line) => (line.key === key ? { ...line, comment: trimmed || null } : line));
  }

  remove(key: string): void {
    this.items = this.items.filter((line) => line.key !== key);
  }

  setNote(note: string): void {
    this.note = note;
  }

  /** Login and logout: the next person on this device starts with empty contact fields. */
  forgetGuestContact(): void {
    this.name = '';
    this.phone = '';
  }

  /** The end of a customer's session: nothing they put in or typed stays. */
  forgetCustomer(): void {
    this.reset();
    this.forgetGuestContact();
    this.car = null;
    this.gift = null;
    this.schedule = { type: 'now' };
    this.payment_type = DEFAULT_PAYMENT_TYPE;
  }

  setContact(name: string, phone: string): void {
    this.name = name;
    this.phone = phone;
  }

  setCar(car: CarDetails | null): void {
    this.car = car;
  }

  setTable(tableId: number | null): void {
    this.table = tableId;
  }

  setSchedule(schedule: ScheduleChoice): void {
    this.schedule = schedule;
  }

  setPaymentType(paymentType: number): void {
    this.payment_type = paymentType;
  }

  /** Null: the order is no gift. */
  setGift(gift: GiftDraft | null): void {
    this.gift = gift;
  }

  setQueriedAddress(text: string | null): void {
    this.queriedAddress = text;
  }

  /** Asks the server for the coupon's rules; the cart's totals then apply them. */
  async applyCoupon(code: string, sellingType: OrderSellingType): Promise<boolean> {
    const branchId = this.root.business.branchId;
    const trimmed = code.trim();
    if (branchId === null || trimmed === '') return false;
    try {
      const { coupon } = checkedReply(
        await unwrap(
          this.deps.api.POST('/webapp/coupons/validate', {
            body: { code: trimmed, branch_id: branchId, selling_type: sellingType },
          }),
        ),
        isCouponReply,
      );
      runInAction(() => {
        this.coupon = coupon;
        this.couponError = null;
      });
      return true;
    } catch (error) {
      const status = isApiError(error) ? error.status : null;
      runInAction(() => {
        this.couponError = status === 404 ? 'not-found' : status === 422 ? 'not-applicable' : 'failed';
      });
      return false;
    }
  }

  removeCoupon(): void {
    this.coupon = null;
    this.couponError = null;
  }

  /** Spec §4: clears items, note, coupon, table and the queried address; a gift is for one order. */
  reset(): void {
    this.items = [];
    this.gift = null;
    this.note = '';
    this.coupon = null;
    this.couponError = null;
    this.table = null;
    this.queriedAddress = null;
  }

  /**
   * Keeps only lines whose item the current menu offers in this branch, refreshed from the menu.
   * Without a known menu nothing can be judged, so nothing is dropped.
   */
  keepAvailableIn(branchId: number): void {
    if (!this.root.menu.menu) return;
    this.items = this.items.flatMap((line) => {
      const item = this.root.menu.entryOf(line.item_id)?.item;
      return item && isInBranch(item, branchId) ? [{ ...line, item }] : [];
    });
  }

  /** Spec §4: another store or branch resets the cart, keeping only what it still offers. */
  changeBranch(branchId: number): void {
    const kept = this.items;
    this.reset();
    this.items = kept;
    this.keepAvailableIn(branchId);
  }

  dispose(): void {
    stopPersistingStore(this);
  }
}
