import { describe, expect, it } from 'vitest';
import { hasCheckoutErrors, validateCheckout, type CheckoutFormInput } from './checkout-form.ts';
import { contactRulesFor } from './device-contact.ts';

const phoneRules = contactRulesFor('phone');
const guest = { name: 'Sara', phone: '50001234', rules: phoneRules };
const now = { kind: 'now' } as const;
const base = { contact: guest, businessCountry: 'KW', schedule: now, texts: { name: 'Sara' } };

const dineIn = (extra: Partial<Extract<CheckoutFormInput, { type: 'dine_in' }>> = {}): CheckoutFormInput => ({
  ...base,
  type: 'dine_in',
  table: 12,
  tableRequired: true,
  ...extra,
});
const pickup = (
  extra: Partial<Extract<CheckoutFormInput, { type: 'car_pickup' }>> = {},
): CheckoutFormInput => ({
  ...base,
  type: 'car_pickup',
  plate: '12345',
  ...extra,
});
const delivery = (
  extra: Partial<Extract<CheckoutFormInput, { type: 'delivery' }>> = {},
): CheckoutFormInput => ({
  ...base,
  type: 'delivery',
  shipping: false,
  served: true,
  pinOutsideZones: false,
  addressErrors: {},
  gift: null,
  ...extra,
});
const noura = { recipient_name: 'Noura', recipient_phone: '50005678', message: '', hide_prices: false };

describe('validateCheckout', () => {
  it.each([
    ['complete dine-in', dineIn(), {}],
    ['dine-in without a table', dineIn({ table: null }), { table: 'required' }],
    ['dine-in without tables at the branch', dineIn({ table: null, tableRequired: false }), {}],
    ['complete car pickup', pickup(), {}],
    ['car pickup without a plate', pickup({ plate: '  ' }), { plate: 'required' }],
    ['complete delivery', delivery(), {}],
    ['delivery with nothing chosen', delivery({ served: false }), { destination: 'required' }],
    [
      'delivery with a pin outside every zone',
      delivery({ served: false, pinOutsideZones: true }),
      { destination: 'outside-zone' },
    ],
    [
      'shipping without a country',
      delivery({ shipping: true, served: false, pinOutsideZones: true }),
      { destination: 'required' },
    ],
    [
      'delivery with a missing required field',
      delivery({ addressErrors: { block: 'required' } }),
      { address: { block: 'required' } },
    ],
    ['delivery sent as a gift', delivery({ gift: noura }), {}],
    [
      'a gift without its recipient',
      delivery({ gift: { ...noura, recipient_name: '', recipient_phone: '' } }),
      { gift: { recipientName: 'required', recipientPhone: 'empty' } },
    ],
    [
      'a gift to a wrong number',
      delivery({ gift: { ...noura, recipient_phone: '12' } }),
      { gift: { recipientPhone: 'invalid' } },
    ],
    [
      'a gift message too long',
      delivery({ gift: noura, texts: { gift: { ...noura, message: 'x'.repeat(301) } } }),
      { tooLong: ['gift.message'] },
    ],
    ['guest without a name', pickup({ contact: { ...guest, name: ' ' } }), { name: 'required' }],
    ['guest without a phone', pickup({ contact: { ...guest, phone: '' } }), { phone: 'empty' }],
    ['guest with a wrong phone', pickup({ contact: { ...guest, phone: '12' } }), { phone: 'invalid' }],
    [
      'kiosk guest without name or phone',
      dineIn({ contact: { name: '', phone: '', rules: contactRulesFor('kiosk') } }),
      {},
    ],
    [
      'kiosk guest with a wrong phone',
      dineIn({ contact: { name: '', phone: '12', rules: contactRulesFor('kiosk') } }),
      { phone: 'invalid' },
    ],
    ['table tablet guest', dineIn({ contact: { name: '', phone: '', rules: contactRulesFor('table') } }), {}],
    ['logged-in customer (profile gives the contact)', pickup({ contact: null }), {}],
    ['later without a slot', pickup({ schedule: { kind: 'later', slot: null } }), { schedule: 'required' }],
    ['later with a slot', pickup({ schedule: { kind: 'later', slot: '18:30' } }), {}],
    ['closed with no slot left', pickup({ schedule: { kind: 'unavailable' } }), { schedule: 'unavailable' }],
    [
      'a 10,000-character name and a long plate',
      pickup({ texts: { name: 'x'.repeat(10_000), car: { plate: 'K'.repeat(21) } } }),
      { tooLong: ['name', 'car.plate'] },
    ],
    [
      'a cart note and a line note too long',
      dineIn({ texts: { comment: 'x'.repeat(501), order_lines: [{ comment: 'x'.repeat(201) }] } }),
      { tooLong: ['comment', 'order_lines.0.comment'] },
    ],
  ])('%s', (_name, input, expected) => {
    const errors = validateCheckout(input);
    expect(errors).toEqual(expected);
    expect(hasCheckoutErrors(errors)).toBe(Object.keys(expected).length > 0);
  });
});
