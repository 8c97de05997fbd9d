/**
 * What the checkout form needs before an order can be sent, per selling type. The screens turn
 * each error into a translated message next to its field; the server checks the same again.
 */
import type { AddressErrors } from './address.ts';
import type { OrderSellingType } from './model.ts';
import type { GiftDraft } from './gift-draft.ts';
import { giftProblems, type GiftProblems } from './gift.ts';
import { contactProblems } from './contact-problems.ts';
import type { ContactRules } from './device-contact.ts';
import type { PhoneProblem } from './phone.ts';
import { orderTextsOverLimit, type OrderTexts } from './order-text-limits.ts';

export type ContactError = 'required';
export type TableError = 'required';
export type PlateError = 'required';
/** outside-zone: a map pin that no visible zone of the branch serves. */
export type DestinationError = 'required' | 'outside-zone';
export type ScheduleError = 'required' | 'unavailable';

export interface CheckoutErrors {
  name?: ContactError;
  phone?: PhoneProblem;
  table?: TableError;
  plate?: PlateError;
  /** The area or pin (local delivery) or the country (shipping abroad). */
  destination?: DestinationError;
  address?: AddressErrors;
  schedule?: ScheduleError;
  /** The gift's recipient (a delivery sent as a gift). */
  gift?: GiftProblems;
  /** Texts over their limit, by their path in the order payload (`name`, `car.plate` …). */
  tooLong?: string[];
}

export type CheckoutFormInput = {
  type: OrderSellingType;
  /**
   * Guests give a name and phone, as the device asks (device-contact.ts); a logged-in customer's
   * profile provides them.
   */
  contact: { name: string; phone: string; rules: ContactRules } | null;
  businessCountry: string | null | undefined;
  schedule: { kind: 'now' } | { kind: 'later'; slot: string | null } | { kind: 'unavailable' };
  /** Every text the order will carry, checked against its limit. */
  texts: OrderTexts;
} & (
  | { type: 'dine_in'; table: number | null; tableRequired: boolean }
  | { type: 'car_pickup'; plate: string }
  | {
      type: 'delivery';
      shipping: boolean;
      /** A country (shipping) or a zone (area or pin inside a zone) serves the order. */
      served: boolean;
      /** A pin was dropped and no zone serves it. */
      pinOutsideZones: boolean;
      addressErrors: AddressErrors;
      /** The gift being sent, or null when the order is no gift. */
      gift: GiftDraft | null;
    }
);

export function validateCheckout(input: CheckoutFormInput): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (input.contact) {
    Object.assign(errors, contactProblems(input.contact.rules, input.contact, input.businessCountry));
  }
  if (input.type === 'dine_in' && input.tableRequired && input.table == null) errors.table = 'required';
  if (input.type === 'car_pickup' && input.plate.trim() === '') errors.plate = 'required';
  if (input.type === 'delivery') {
    if (!input.served)
      errors.destination = !input.shipping && input.pinOutsideZones ? 'outside-zone' : 'required';
    if (Object.keys(input.addressErrors).length > 0) errors.address = input.addressErrors;
    const gift = input.gift ? giftProblems(input.gift, input.businessCountry) : {};
    if (Object.keys(gift).length > 0) errors.gift = gift;
  }
  if (input.schedule.kind === 'unavailable') errors.schedule = 'unavailable';
  else if (input.schedule.kind === 'later' && !input.schedule.slot) errors.schedule = 'required';
  const tooLong = Object.keys(orderTextsOverLimit(input.texts));
  if (tooLong.length > 0) errors.tooLong = tooLong;
  return errors;
}

export function hasCheckoutErrors(errors: CheckoutErrors): boolean {
  return Object.keys(errors).length > 0;
}
