/**
 * A dropped pin's place into the address form (issue #32). Apart from address.ts, which the first
 * load carries (the delivery store checks addresses): only the checkout's map needs this.
 */
import { enabledAddressFields, type AddressValues } from './address.ts';
import type { AddressFieldName, AddressFieldsConfig } from './model.ts';

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
    const untouched = now == null || String(now).trim() === '' || String(now).trim() === filledBefore[name];
    if (untouched) fill[name] = value;
  }
  return fill;
}
