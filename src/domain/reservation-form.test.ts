import { describe, expect, it } from 'vitest';
import { validateReservationForm, type ReservationFormInput } from './reservation-form.ts';

const valid: ReservationFormInput = {
  guests: 4,
  bounds: { min: 1, max: 8 },
  date: '2025-11-18',
  time: '19:30',
  slotAvailable: true,
  tableRequired: true,
  tableId: 7,
  freeTableIds: [7, 9],
  contact: { name: 'Sara', phone: '+96550001234' },
  businessCountry: 'KW',
  note: '',
};

describe('validateReservationForm', () => {
  it.each<[string, Partial<ReservationFormInput>, object]>([
    ['everything chosen', {}, {}],
    ['a logged-in customer gives no contact', { contact: null }, {}],
    ['a local phone number of the business country', { contact: { name: 'Sara', phone: '5000 1234' } }, {}],
    ['more guests than allowed', { guests: 9 }, { guests: 'out-of-range' }],
    ['no guests', { guests: 0 }, { guests: 'out-of-range' }],
    ['no time', { time: null }, { when: 'required' }],
    ['no date', { date: null }, { when: 'required' }],
    ['a time no longer offered (inside min_advance)', { slotAvailable: false }, { when: 'unavailable' }],
    ['no table', { tableId: null }, { table: 'required' }],
    ['a table not free for this moment and party', { tableId: 3 }, { table: 'required' }],
    ['a service needs no table', { tableRequired: false, tableId: null }, {}],
    ['no name', { contact: { name: ' ', phone: '+96550001234' } }, { name: 'required' }],
    ['no phone', { contact: { name: 'Sara', phone: '' } }, { phone: 'empty' }],
    ['a phone that is not one', { contact: { name: 'Sara', phone: '12' } }, { phone: 'invalid' }],
    ['a note at the limit', { note: 'x'.repeat(500) }, {}],
    ['a note over the limit', { note: 'x'.repeat(501) }, { note: 'too-long' }],
  ])('%s', (_case, change, expected) => {
    expect(validateReservationForm({ ...valid, ...change })).toEqual(expected);
  });
});
