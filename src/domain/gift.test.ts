import { describe, expect, it } from 'vitest';
import { EMPTY_GIFT, type GiftDraft } from './gift-draft.ts';
import { giftPayload, giftProblems } from './gift.ts';

const gift = (change: Partial<GiftDraft>): GiftDraft => ({
  ...EMPTY_GIFT,
  recipient_name: 'Noura',
  recipient_phone: '50001234',
  ...change,
});

describe('giftProblems', () => {
  it.each<[string, Partial<GiftDraft>, string | null, ReturnType<typeof giftProblems>]>([
    ['a name and a local number: valid', {}, 'KW', {}],
    ['an international number: valid', { recipient_phone: '+966 50 123 4567' }, 'KW', {}],
    ['Arabic-Indic digits: valid', { recipient_phone: '٥٠٠٠١٢٣٤' }, 'KW', {}],
    ['no name', { recipient_name: '   ' }, 'KW', { recipientName: 'required' }],
    ['no phone', { recipient_phone: '' }, 'KW', { recipientPhone: 'empty' }],
    ['a number of no country', { recipient_phone: '123' }, 'KW', { recipientPhone: 'invalid' }],
    [
      'neither',
      { recipient_name: '', recipient_phone: ' ' },
      'KW',
      { recipientName: 'required', recipientPhone: 'empty' },
    ],
    ['an unknown business country reads local numbers as Kuwaiti', {}, null, {}],
  ])('%s', (_name, change, country, expected) => {
    expect(giftProblems(gift(change), country)).toEqual(expected);
  });
});

describe('giftPayload', () => {
  it.each<[string, GiftDraft | null, ReturnType<typeof giftPayload>]>([
    ['no gift: null', null, null],
    [
      'trimmed, the phone international, no message as null',
      gift({ recipient_name: '  Noura ', recipient_phone: ' 5000 1234 ' }),
      { recipient_name: 'Noura', recipient_phone: '+96550001234', message: null, hide_prices: false },
    ],
    [
      'a message and hidden prices travel',
      gift({ message: ' Happy birthday! \n', hide_prices: true }),
      {
        recipient_name: 'Noura',
        recipient_phone: '+96550001234',
        message: 'Happy birthday!',
        hide_prices: true,
      },
    ],
    [
      'an invalid phone is sent as typed (the checkout stops it first)',
      gift({ recipient_phone: ' 123 ' }),
      { recipient_name: 'Noura', recipient_phone: '123', message: null, hide_prices: false },
    ],
  ])('%s', (_name, draft, expected) => {
    expect(giftPayload(draft, 'KW')).toEqual(expected);
  });
});
