import { makeAutoObservable, runInAction } from 'mobx';
import type {
  Reservation,
  ReservationDetails,
  ReservationFilters,
  ReservationPayload,
} from '../api/types.ts';
import { isApiError, unwrap } from '../api/errors.ts';
import { idempotencyHeader } from '../api/idempotency.ts';
import { guestCountBounds, reservationTakesOrder } from '../domain/reservation.ts';
import type { StoreDeps } from './deps.ts';
import { IdempotentAttempt, storedAttempt } from './idempotent-attempt.ts';
import { orderError, submitErrorFrom, type OrderError } from './order-error.ts';
import { orderPayloadFor } from './order-payload.ts';
import type { RootStore } from './root-store.ts';

export interface MadeReservation {
  reservation: Reservation;
  paymentUrl: string | null;
}

/** The customer's reservations, one reservation by id, and making a reservation. */
export class ReservationStore {
  reservations: Reservation[] = [];
  filters: ReservationFilters = {};
  page = 0;
  lastPage = 1;
  loading = false;
  reservation: Reservation | null = null;
  submitting = false;
  error: OrderError | null = null;
  /** An earlier request got no answer; only it may be sent again until the server says (see IdempotentAttempt). */
  outcomeUnknown = false;
  private readonly attempt: IdempotentAttempt<ReservationPayload, MadeReservation>;

  constructor(
    private readonly root: RootStore,
    private readonly deps: Pick<StoreDeps, 'api' | 'storage'>,
  ) {
    this.attempt = new IdempotentAttempt<ReservationPayload, MadeReservation>(
      undefined,
      storedAttempt<ReservationPayload>(deps.storage, 'reservation-attempt'),
    );
    this.outcomeUnknown = this.attempt.isUnresolved;
    makeAutoObservable<ReservationStore, 'root' | 'deps' | 'attempt'>(
      this,
      { root: false, deps: false, attempt: false },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return this.page < this.lastPage;
  }

  /** Spec §2: with order when the business's reservation type is 2. */
  get takesOrder(): boolean {
    return reservationTakesOrder(this.root.business.business?.reservation.type);
  }

  /** Loads the first page for these filters (status, from, to). */
  async list(filters: Omit<ReservationFilters, 'page'> = {}): Promise<void> {
    this.filters = filters;
    this.reservations = [];
    this.page = 0;
    this.lastPage = 1;
    await this.loadMore();
  }

  async loadMore(): Promise<void> {
    const businessId = this.root.business.ownerId;
    if (businessId === null || this.loading || !this.hasMore) return;
    this.loading = true;
    try {
      const body = { ...this.filters, page: this.page + 1 };
      const page = await unwrap(
        this.deps.api.POST('/webapp/reservations/{businessId}', { params: { path: { businessId } }, body }),
      );
      runInAction(() => {
        const known = new Set(this.reservations.map((reservation) => reservation.id));
        this.reservations.push(...page.reservations.filter((reservation) => !known.has(reservation.id)));
        this.page = page.page;
        this.lastPage = page.last_page;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** One reservation (the success page); null when the server does not know it. */
  async load(reservationId: number): Promise<Reservation | null> {
    try {
      const { reservation } = await unwrap(
        this.deps.api.GET('/webapp/reservation/{reservationId}', { params: { path: { reservationId } } }),
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

  private payloadFor(details: ReservationDetails, branchId: number): ReservationPayload {
    const order = orderPayloadFor(this.root, 'dine_in', branchId);
    return {
      ...order,
      // A reservation without an order carries no lines, fees or coupon.
      order_lines: this.takesOrder ? order.order_lines : [],
      coupon_code: this.takesOrder ? order.coupon_code : null,
      use_wallet: this.takesOrder && order.use_wallet,
      table_id: details.table_id ?? null,
      reservation: details,
    };
  }

  /**
   * Makes a reservation with this attempt's Idempotency-Key (a double tap sends once). While an
   * earlier request's outcome is unknown, that earlier reservation is sent again instead, as it
   * was, until the server says whether it made it. With an order, the cart is cleared on success.
   */
  async create(details: ReservationDetails): Promise<MadeReservation | null> {
    if (this.attempt.openBody !== null) return this.submit(null);
    const branchId = this.root.business.branchId;
    const bounds = guestCountBounds(this.root.business.business?.reservation.max_users);
    const error =
      branchId === null
        ? orderError('server')
        : details.guests < bounds.min || details.guests > bounds.max
          ? orderError('invalid', null, { guests: `${bounds.min}-${bounds.max}` })
          : this.takesOrder && this.root.cart.isEmpty
            ? orderError('empty-cart')
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
    const sending = this.attempt.openBody ?? payload;
    if (sending === null) return null;
    this.submitting = true;
    this.error = null;
    try {
      const made = await this.attempt.run(sending, async (key, body) => {
        const response = await unwrap(
          this.deps.api.POST('/webapp/reserve-table', { params: { header: idempotencyHeader(key) }, body }),
        );
        return { reservation: response.reservation, paymentUrl: response.payment_url };
      });
      runInAction(() => {
        this.reservation = made.reservation;
        if (sending.order_lines.length > 0) this.root.cart.reset();
      });
      return made;
    } catch (failure) {
      runInAction(() => {
        this.error = submitErrorFrom(failure);
      });
      return null;
    } finally {
      runInAction(() => {
        this.submitting = false;
        this.outcomeUnknown = this.attempt.isUnresolved;
      });
    }
  }

  reset(): void {
    this.reservations = [];
    this.filters = {};
    this.page = 0;
    this.lastPage = 1;
    this.reservation = null;
    this.error = null;
    this.attempt.forget();
    this.outcomeUnknown = false;
  }
}
