import { makeAutoObservable, runInAction } from 'mobx';
import type {
  CalcOrderResult,
  Reservation,
  ReservationDetails,
  ReservationPayload,
  ReservationSettings,
  Table,
} from '../api/types.ts';
import { isApiError, unwrap } from '../api/errors.ts';
import { idempotencyHeader } from '../api/idempotency.ts';
import { isCalcOrderResult, isReservation } from '../api/later-reply-shapes.ts';
import { checkedReply } from '../api/reply-shape.ts';
import type { ReserveType } from '../domain/reservation-offer.ts';
import { reservationHistoryFilters, type ReservationHistoryFilter } from '../domain/reservation.ts';
import { businessNow } from './business-time.ts';
import type { CartStore } from './cart-store.ts';
import type { StoreDeps } from './deps.ts';
import { BusinessAttempts } from './business-attempts.ts';
import { spillingStorage } from './idempotent-attempt.ts';
import { orderError, submitErrorFrom, type OrderError } from './order-error.ts';
import { orderPayloadFor } from './order-payload.ts';
import { calcOrderRequestFor } from './order-request.ts';
import { rememberDeviceReservation, reservationSecretHeader } from './device-reservations.ts';
import { ReservationDraft } from './reservation-draft.ts';
import { RESERVATION_ATTEMPT_KEY } from './on-demand-keys.ts';
import type { RootStore } from './root-store.ts';

export interface MadeReservation {
  reservation: Reservation;
  paymentUrl: string | null;
}

/** The contract's 409 for a table (or time) another reservation took meanwhile. */
export const RESERVATION_TAKEN_CODE = 'reservation_taken';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Making a reservation (the form's draft, the free tables for its moment, the pre-order's
 * amounts), the customer's reservations page by page, and one reservation by id.
 */
export class ReservationStore {
  reservations: Reservation[] = [];
  filter: ReservationHistoryFilter = 'all';
  page = 0;
  lastPage = 1;
  loading = false;
  listFailed = false;
  reservation: Reservation | null = null;
  submitting = false;
  error: OrderError | null = null;
  /** The chosen table was taken by another reservation meanwhile (the contract's 409). */
  taken = false;
  /** Tables for `tablesKey` (date, time, party); null while unknown. */
  tables: Table[] | null = null;
  tablesKey: string | null = null;
  tablesFailed = false;
  readonly draft = new ReservationDraft();
  /** This business's open reservation attempts, kept on the device: see BusinessAttempts. */
  private readonly attempts: BusinessAttempts<ReservationPayload, MadeReservation>;

  constructor(
    private readonly root: RootStore,
    private readonly deps: Pick<StoreDeps, 'api' | 'storage' | 'sessionStorage' | 'clock'>,
  ) {
    this.attempts = new BusinessAttempts(
      spillingStorage(deps.storage, deps.sessionStorage),
      RESERVATION_ATTEMPT_KEY,
      () => root.business.ownerId,
    );
    makeAutoObservable<ReservationStore, 'root' | 'deps' | 'attempts'>(
      this,
      { root: false, deps: false, attempts: false, draft: false },
      { autoBind: true },
    );
    root.customerSession.register('reservations', () => {
      this.reset();
      this.attempts.forgetAll();
    });
  }

  /** An earlier request got no answer; only it may be sent again until the server says (see IdempotentAttempt). */
  get outcomeUnknown(): boolean {
    return this.attempts.outcomeUnknown;
  }

  get settings(): ReservationSettings | null {
    return this.root.reservationOffer.settings;
  }

  /** What the business lets a customer reserve; empty when reservations are off. */
  get offeredTypes(): ReserveType[] {
    return this.root.reservationOffer.offeredTypes;
  }

  get enabled(): boolean {
    return this.root.reservationOffer.enabled;
  }

  get guestBounds(): { min: number; max: number } {
    return this.root.reservationOffer.guestBounds;
  }

  get takesOrder(): boolean {
    return this.root.reservationOffer.takesOrder;
  }

  /** The pre-order's own cart (never the ordinary cart). */
  get cart(): CartStore {
    return this.root.reservationCart;
  }

  get hasMore(): boolean {
    return this.page < this.lastPage;
  }

  /** The business's calendar date now, YYYY-MM-DD. */
  private today(): string {
    const now = businessNow(this.deps.clock, this.root.business.timeZone);
    return `${now.year}-${pad(now.month)}-${pad(now.day)}`;
  }

  /** Loads the first page for a filter (upcoming, past, one status or all). */
  async list(filter: ReservationHistoryFilter = 'all'): Promise<void> {
    this.filter = filter;
    this.reservations = [];
    this.page = 0;
    this.lastPage = 1;
    this.loading = false;
    await this.loadMore();
  }

  /** The next page of the current filter; a failure is kept so the screen can offer a retry. */
  async loadMore(): Promise<void> {
    const businessId = this.root.business.ownerId;
    if (businessId === null || this.loading || !this.hasMore) return;
    const filter = this.filter;
    this.loading = true;
    this.listFailed = false;
    try {
      const body = { ...reservationHistoryFilters(filter, this.today()), page: this.page + 1 };
      const page = await unwrap(
        this.deps.api.POST('/webapp/reservations/{businessId}', { params: { path: { businessId } }, body }),
      );
      runInAction(() => {
        if (filter !== this.filter) return;
        const known = new Set(this.reservations.map((reservation) => reservation.id));
        this.reservations.push(...page.reservations.filter((reservation) => !known.has(reservation.id)));
        this.page = page.page;
        this.lastPage = page.last_page;
      });
    } catch {
      runInAction(() => {
        this.listFailed = true;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** One reservation (success and detail pages); null when the server does not know it. */
  async load(reservationId: number): Promise<Reservation | null> {
    try {
      // This device's secret for the reservation, if it made it: the reply then carries its details.
      const header = reservationSecretHeader(this.deps.storage, reservationId);
      const { reservation } = await unwrap(
        this.deps.api.GET('/webapp/reservation/{reservationId}', {
          params: { path: { reservationId }, header },
        }),
      );
      runInAction(() => {
        this.reservation = reservation;
      });
      return reservation;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  }

  /** The branch's tables with `available` for the draft's moment and party. */
  async loadTables(): Promise<void> {
    const branchId = this.root.business.branchId;
    const { date, time, guests } = this.draft;
    if (branchId === null || !date || !time) {
      this.tables = null;
      this.tablesKey = null;
      return;
    }
    const key = `${branchId} ${date} ${time} ${guests}`;
    this.tablesKey = key;
    this.tablesFailed = false;
    try {
      const { tables } = await unwrap(
        this.deps.api.GET('/webapp/tables/{branchId}', {
          params: { path: { branchId }, query: { date, time, guests } },
        }),
      );
      runInAction(() => {
        if (this.tablesKey === key) this.tables = tables;
      });
    } catch {
      runInAction(() => {
        if (this.tablesKey !== key) return;
        this.tables = null;
        this.tablesFailed = true;
      });
    }
  }

  /** calc-order's amounts for the pre-order (no side effects); null without a pre-order. */
  async calculate(): Promise<CalcOrderResult | null> {
    const branchId = this.root.business.branchId;
    if (branchId === null || this.cart.isEmpty) return null;
    const amounts = await unwrap(
      this.deps.api.POST('/service/pos/calc-order/{branchId}', {
        params: { path: { branchId } },
        body: this.calcRequest(branchId),
      }),
    );
    return checkedReply(amounts, isCalcOrderResult);
  }

  /** What calc-order is asked for the pre-order (also what the screen compares answers with). */
  calcRequest(branchId: number) {
    return { ...calcOrderRequestFor(this.root, 'dine_in', branchId, this.cart), for_reservation: true };
  }

  private payloadFor(details: ReservationDetails, branchId: number): ReservationPayload {
    const order = orderPayloadFor(this.root, 'dine_in', branchId, this.cart);
    const withOrder = this.takesOrder && !this.cart.isEmpty;
    return {
      ...order,
      // A reservation without a pre-order carries no lines, coupon or wallet.
      order_lines: withOrder ? order.order_lines : [],
      coupon_code: withOrder ? order.coupon_code : null,
      use_wallet: withOrder && order.use_wallet,
      for_reservation: withOrder,
      comment: null,
      table_id: details.table_id ?? null,
      reservation: details,
    };
  }

  /**
   * Makes a reservation with this attempt's Idempotency-Key (a double tap sends once). While an
   * earlier request's outcome is unknown, that earlier reservation is sent again instead, as it
   * was, until the server says whether it made it. The pre-order's cart is cleared on success; a
   * table taken meanwhile clears only the table choice.
   */
  async create(details: ReservationDetails): Promise<MadeReservation | null> {
    if (this.attempts.current.openBody !== null) return this.submit(null);
    const branchId = this.root.business.branchId;
    const bounds = this.guestBounds;
    const error =
      branchId === null
        ? orderError('server')
        : details.guests < bounds.min || details.guests > bounds.max
          ? orderError('invalid', null, { guests: `${bounds.min}-${bounds.max}` })
          : null;
    if (error || branchId === null) {
      this.error = error;
      return null;
    }
    const payload = this.payloadFor(details, branchId);
    if (!payload.name || !payload.phone) {
      this.error = orderError('missing-contact');
      return null;
    }
    return this.submit(payload);
  }

  private async submit(payload: ReservationPayload | null): Promise<MadeReservation | null> {
    const sending = this.attempts.current.openBody ?? payload;
    if (sending === null) return null;
    this.submitting = true;
    this.error = null;
    this.taken = false;
    try {
      const made = await this.attempts.run(sending, async (key, body) => {
        const response = await unwrap(
          this.deps.api.POST('/webapp/reserve-table', { params: { header: idempotencyHeader(key) }, body }),
        );
        const reservation = checkedReply(response.reservation, isReservation);
        if (typeof response.access_secret === 'string')
          rememberDeviceReservation(this.deps.storage, {
            id: reservation.id,
            access_secret: response.access_secret,
          });
        return { reservation, paymentUrl: response.payment_url };
      });
      runInAction(() => {
        this.reservation = made.reservation;
        this.cart.reset();
        this.draft.clear();
      });
      return made;
    } catch (failure) {
      // A taken table is a refusal (see failureOutcome): the attempt is already over.
      const code = isApiError(failure) ? failure.code : null;
      runInAction(() => {
        if (code === RESERVATION_TAKEN_CODE) {
          this.taken = true;
          this.draft.setTable(null);
          void this.loadTables();
        } else {
          this.error = submitErrorFrom(failure);
        }
      });
      return null;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  clearError(): void {
    this.error = null;
    this.taken = false;
  }

  /** Another business (and the end of a session, which also forgets the open attempts). */
  reset(): void {
    this.reservations = [];
    this.filter = 'all';
    this.page = 0;
    this.lastPage = 1;
    this.reservation = null;
    this.error = null;
    this.taken = false;
    this.tables = null;
    this.tablesKey = null;
    this.draft.clear();
  }
}
