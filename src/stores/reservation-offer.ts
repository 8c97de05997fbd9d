import type { ReservationSettings } from '../api/types.ts';
import {
  guestCountBounds,
  offeredReserveTypes,
  reservationTakesOrder,
  type ReserveType,
} from '../domain/reservation-offer.ts';
import type { BusinessStore } from './business-store.ts';

/**
 * What the business lets a customer reserve, read from its settings. Known from the start (the
 * home's entry and the routes' gate need it) while the reservation store itself loads on demand.
 */
export class ReservationOffer {
  constructor(private readonly business: BusinessStore) {}

  get settings(): ReservationSettings | null {
    return this.business.business?.reservation ?? null;
  }

  /** Empty when reservations are off. */
  get offeredTypes(): ReserveType[] {
    return offeredReserveTypes(this.settings);
  }

  get enabled(): boolean {
    return this.offeredTypes.length > 0;
  }

  get guestBounds(): { min: number; max: number } {
    return guestCountBounds(this.settings?.max_users);
  }

  /** Spec §3: with order when the business's reservation type is 2. */
  get takesOrder(): boolean {
    return reservationTakesOrder(this.settings?.type);
  }
}
