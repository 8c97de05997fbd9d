/**
 * What the delivery store keeps on the device (spec §4: selectedArea, deliveryForm,
 * selectedCountry, locations) and how older stored data is read.
 */
import type { AddressFields, DeliveryAddress, Residency } from '../api/types.ts';
import { DEFAULT_RESIDENCY } from '../domain/residency.ts';
import type { DeliveryStore } from './delivery-store.ts';
import { DELIVERY_KEY } from './on-demand-keys.ts';
import {
  isNumber,
  isRecord,
  isString,
  nullable,
  objectWith,
  pickValid,
  type FieldCheck,
  type PersistSpec,
} from './persistence.ts';

export interface DeliveryForm {
  residency: Residency;
  fields: AddressFields;
}

const RESIDENCIES: readonly string[] = ['house', 'apartment', 'office'];

export function emptyDeliveryForm(): DeliveryForm {
  return { residency: DEFAULT_RESIDENCY as Residency, fields: {} };
}

export function sameAddress(a: DeliveryAddress, b: DeliveryAddress): boolean {
  return (
    JSON.stringify([a.area_id ?? null, a.residency, a.country_iso ?? null, a.fields]) ===
    JSON.stringify([b.area_id ?? null, b.residency, b.country_iso ?? null, b.fields])
  );
}

const isResidency: FieldCheck = (value) => typeof value === 'string' && RESIDENCIES.includes(value);
/** Every address field is text or null, except lat/lng, which are numbers or null. */
const isAddressFields: FieldCheck = (value) =>
  isRecord(value) &&
  Object.entries(value).every(([name, field]) =>
    name === 'lat' || name === 'lng' ? field === null || isNumber(field) : field === null || isString(field),
  );

const isArea = objectWith({ id: isNumber, zone_id: isNumber, name: isRecord, shape: isRecord });
const isCountry = objectWith({
  country_iso: isString,
  branch_id: isNumber,
  fees_per_kg: isNumber,
  fixed_fees: isNumber,
  min_order: isNumber,
  country: isRecord,
});
const isForm = objectWith({ residency: isResidency, fields: isAddressFields });
const isSavedAddress = objectWith({ residency: isResidency, fields: isAddressFields });

type PersistedDelivery = 'selectedArea' | 'deliveryForm' | 'selectedCountry' | 'locations';

/**
 * Version 1. Data written before versioning (plain objects, version 0) has the same field names
 * and goes through the same checks: what still fits is kept, the rest is dropped.
 */
export const DELIVERY_PERSISTENCE: PersistSpec<DeliveryStore, PersistedDelivery> = {
  name: DELIVERY_KEY,
  version: 1,
  properties: ['selectedArea', 'deliveryForm', 'selectedCountry', 'locations'],
  restore(data) {
    const restored = pickValid(data, {
      selectedArea: nullable(isArea),
      deliveryForm: isForm,
      selectedCountry: nullable(isCountry),
    }) as Partial<Pick<DeliveryStore, PersistedDelivery>>;
    if (Array.isArray(data.locations))
      restored.locations = data.locations.filter(isSavedAddress) as DeliveryAddress[];
    return restored;
  },
};
