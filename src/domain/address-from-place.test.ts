import { describe, expect, it } from 'vitest';
import { fieldsFromPlace } from './address-from-place.ts';

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
