/**
 * Delivery address form rules (spec §3, §5): each field can be switched on and made required by
 * the business; only switched-on fields are shown and checked.
 */
import type { AddressFieldName, AddressFieldsConfig } from './model.ts';

export { DEFAULT_RESIDENCY } from './residency.ts';

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
