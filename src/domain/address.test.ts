import { describe, expect, it } from 'vitest';
import type { AddressFieldsConfig } from './model.ts';
import {
  DEFAULT_RESIDENCY,
  enabledAddressFields,
  isAddressValid,
  validateAddress,
  fieldsFromPlace,
} from './address.ts';

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

describe('fieldsFromPlace', () => {
  const form = {
    block: { on: true, required: true },
    street: { on: true, required: true },
    building: { on: true, required: true },
    floor: { on: true, required: false },
  };
  const place = { road: 'Street 15', house_number: '7', city: 'Kuwait City' };

  it.each([
    ['fills Street and Building on an empty form', {}, {}, { street: 'Street 15', building: '7' }],
    ['keeps what the customer typed', { street: 'Gulf Rd' }, {}, { building: '7' }],
    [
      'replaces what an earlier pin filled',
      { street: 'Street 3' },
      { street: 'Street 3' },
      { street: 'Street 15', building: '7' },
    ],
    ['treats blanks as empty', { street: '  ', building: null }, {}, { street: 'Street 15', building: '7' }],
  ])('%s', (_, current, before, expected) => {
    expect(fieldsFromPlace(place, form, current, before)).toEqual(expected);
  });

  it('fills only fields that are switched on', () => {
    expect(fieldsFromPlace(place, { street: { on: false, required: false } }, {})).toEqual({});
  });

  it('puts a house number in House number, not Building, when the form has both', () => {
    const both = {
      ...form,
      house_number: { on: true, required: false },
      city: { on: true, required: false },
    };
    expect(fieldsFromPlace(place, both, {})).toEqual({
      street: 'Street 15',
      house_number: '7',
      city: 'Kuwait City',
    });
  });

  it('fills nothing from a place without parts', () => {
    expect(fieldsFromPlace({}, form, {})).toEqual({});
  });
});
