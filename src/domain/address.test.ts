import { describe, expect, it } from 'vitest';
import type { AddressFieldsConfig } from './model.ts';
import { DEFAULT_RESIDENCY, enabledAddressFields, isAddressValid, validateAddress } from './address.ts';

const config: AddressFieldsConfig = {
  block: { on: true, required: true },
  street: { on: true, required: true },
  building: { on: true, required: false },
  floor: { on: false, required: true }, // required but switched off: never checked
  paci: { on: true, required: true },
};

describe('validateAddress', () => {
  it.each([
    ['all required filled', { block: '4', street: 'Gulf Rd', paci: 12345678 }, {}],
    ['missing required fields', { street: 'Gulf Rd' }, { block: 'required', paci: 'required' }],
    ['blank text counts as missing', { block: '  ', street: 'Gulf Rd', paci: '1' }, { block: 'required' }],
    ['null counts as missing', { block: null, street: 'x', paci: '1' }, { block: 'required' }],
    ['a switched-off field is not checked', { block: '4', street: 'x', paci: '1', floor: '' }, {}],
    ['optional fields may stay empty', { block: '4', street: 'x', paci: '1', building: '' }, {}],
  ])('%s', (_name, values, expected) => {
    expect(validateAddress(config, values)).toEqual(expected);
  });

  it('accepts anything without a fields config', () => {
    expect(validateAddress(null, {})).toEqual({});
    expect(isAddressValid(undefined, {})).toBe(true);
  });
});

it('lists only switched-on fields, in display order', () => {
  expect(enabledAddressFields(config)).toEqual(['block', 'street', 'building', 'paci']);
});

it('defaults the residency to a house', () => {
  expect(DEFAULT_RESIDENCY).toBe('house');
});
