/**
 * Delivery address form rules (spec §3, §5): each field can be switched on and made required by
 * the business; only switched-on fields are shown and checked.
 */
import type { AddressFieldName, AddressFieldsConfig } from './model.ts';

/** Spec §9. */
export const DEFAULT_RESIDENCY = 'house';

/** Display order of the fields. */
export const ADDRESS_FIELDS: readonly AddressFieldName[] = [
  'city',
  'block',
  'street',
  'avenue',
  'building',
  'house_number',
  'office_number',
  'floor',
  'apartment',
  'intercom',
  'parking',
  'postcode',
  'paci',
  'note',
];

export type AddressValues = Partial<Record<AddressFieldName, string | number | null>>;
export type AddressFieldError = 'required';
export type AddressErrors = Partial<Record<AddressFieldName, AddressFieldError>>;

/** The fields the form shows, in display order. */
export function enabledAddressFields(config: AddressFieldsConfig | null | undefined): AddressFieldName[] {
  return ADDRESS_FIELDS.filter((name) => config?.[name]?.on === true);
}

function isBlank(value: string | number | null | undefined): boolean {
  if (value == null) return true;
  if (typeof value === 'number') return !Number.isFinite(value);
  return value.trim() === '';
}

/** Per-field errors; an empty object means valid. A required field that is off is not checked. */
export function validateAddress(
  config: AddressFieldsConfig | null | undefined,
  values: AddressValues,
): AddressErrors {
  const errors: AddressErrors = {};
  for (const name of enabledAddressFields(config)) {
    if (config?.[name]?.required && isBlank(values[name])) errors[name] = 'required';
  }
  return errors;
}

export function isAddressValid(
  config: AddressFieldsConfig | null | undefined,
  values: AddressValues,
): boolean {
  return Object.keys(validateAddress(config, values)).length === 0;
}

/** The parts of a reverse-geocoded place an address can take (a Nominatim address's names). */
export interface PlaceAddressParts {
  road?: string;
  house_number?: string;
  building?: string;
  city?: string;
  town?: string;
  village?: string;
  postcode?: string;
}

/** Where each field of the form finds its value in a place, first found wins. */
const FROM_PLACE: Partial<Record<AddressFieldName, readonly (keyof PlaceAddressParts)[]>> = {
  street: ['road'],
  house_number: ['house_number'],
  building: ['building', 'house_number'],
  city: ['city', 'town', 'village'],
  postcode: ['postcode'],
};

/**
 * The fields a dropped pin fills in (issue #32: the app knew "Street 15, Mirqab" and left Street
 * empty): each switched-on field the place has a value for, when the customer left it blank or it
 * still holds what an earlier pin put there. What the customer typed is never overwritten. A house
 * number goes to Building only where the form has no House number field.
 */
export function fieldsFromPlace(
  place: PlaceAddressParts,
  config: AddressFieldsConfig | null | undefined,
  current: AddressValues,
  filledBefore: Partial<Record<AddressFieldName, string>> = {},
): Partial<Record<AddressFieldName, string>> {
  const enabled = new Set(enabledAddressFields(config));
  const fill: Partial<Record<AddressFieldName, string>> = {};
  for (const name of enabledAddressFields(config)) {
    let sources = FROM_PLACE[name];
    if (!sources) continue;
    if (name === 'building' && enabled.has('house_number')) sources = ['building'];
    const value = sources.map((key) => place[key]?.trim()).find((text) => text);
    if (!value) continue;
    const now = current[name];
    const untouched = isBlank(now) || String(now).trim() === filledBefore[name];
    if (untouched) fill[name] = value;
  }
  return fill;
}
