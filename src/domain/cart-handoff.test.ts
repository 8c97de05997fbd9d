import { describe, expect, it } from 'vitest';
import {
  decodeCartHandoff,
  encodeCartHandoff,
  handoffCodeFromFragment,
  handoffUrl,
  HANDOFF_MAX_CODE_LENGTH,
  HANDOFF_MAX_LINES,
  type HandoffDecodeProblem,
  type HandoffSourceLine,
} from './cart-handoff.ts';

const burger: HandoffSourceLine = {
  item_id: 101,
  price_label_id: 201,
  quantity: 2,
  modifiers: [
    { id: 301, quantity: 1 },
    { id: 302, quantity: 3 },
  ],
  comment: 'بدون بصل 🧅 please',
};
const tea: HandoffSourceLine = {
  item_id: 102,
  price_label_id: 202,
  quantity: 1,
  modifiers: [],
  comment: null,
};

/** Builds a code from any JSON, the way a hostile or broken link would carry it. */
function codeOf(payload: unknown, version = '1'): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `${version}.${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

describe('encodeCartHandoff and decodeCartHandoff', () => {
  it('carry lines, extras, notes, selling type and branch unchanged', () => {
    const encoded = encodeCartHandoff('dine_in', 7, [burger, tea]);
    expect(encoded.ok).toBe(true);
    if (!encoded.ok) return;
    expect(encoded.code).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(decodeCartHandoff(encoded.code)).toEqual({
      ok: true,
      cart: {
        sellingType: 'dine_in',
        branchId: 7,
        lines: [
          {
            item_id: 101,
            price_label_id: 201,
            quantity: 2,
            modifiers_details: burger.modifiers,
            comment: 'بدون بصل 🧅 please',
          },
          { item_id: 102, price_label_id: 202, quantity: 1, modifiers_details: [], comment: null },
        ],
      },
    });
  });

  it('carries nothing but the lines, the type and the branch', () => {
    const withPersonalData = { ...tea, name: 'Sara', phone: '+96550001234', car: { plate: '12' } };
    const encoded = encodeCartHandoff('car_pickup', 7, [withPersonalData]);
    if (!encoded.ok) throw new Error('not encoded');
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(encoded.code.slice(2).replace(/-/g, '+').replace(/_/g, '/')), (c) =>
        c.charCodeAt(0),
      ),
    );
    expect(json).toBe('["car_pickup",7,[[102,202,1,[]]]]');
  });

  const refusals: { name: string; lines: HandoffSourceLine[]; problem: string }[] = [
    { name: 'an empty cart', lines: [], problem: 'empty' },
    {
      name: 'more lines than a code holds',
      lines: Array.from({ length: HANDOFF_MAX_LINES + 1 }, () => tea),
      problem: 'too-large',
    },
    {
      name: 'notes too long for a readable code',
      lines: Array.from({ length: 10 }, () => ({ ...tea, comment: 'ب'.repeat(150) })),
      problem: 'too-large',
    },
    { name: 'a quantity by weight', lines: [{ ...tea, quantity: 1.5 }], problem: 'not-encodable' },
    {
      name: 'a note over the line limit',
      lines: [{ ...tea, comment: 'x'.repeat(201) }],
      problem: 'not-encodable',
    },
  ];
  it.each(refusals)('refuse to encode $name', ({ lines, problem }) => {
    expect(encodeCartHandoff('dine_in', 7, lines)).toEqual({ ok: false, problem });
  });
});

describe('decodeCartHandoff refuses what it did not write', () => {
  const line = [101, 201, 1, []];
  const cases: { name: string; code: string | null; problem: HandoffDecodeProblem }[] = [
    { name: 'no code', code: null, problem: 'missing' },
    { name: 'an empty code', code: '', problem: 'missing' },
    { name: 'a later version', code: codeOf(['dine_in', 7, [line]], '2'), problem: 'unsupported-version' },
    { name: 'no version', code: 'WyJkaW5lX2luIl0', problem: 'damaged' },
    {
      name: 'a version that is not a number',
      code: codeOf(['dine_in', 7, [line]], 'v1'),
      problem: 'damaged',
    },
    { name: 'characters outside base64url', code: '1.abc+/def=', problem: 'damaged' },
    { name: 'a truncated code', code: '1.WyJkaW5lX2luIiw3LFtbMTAx', problem: 'damaged' },
    { name: 'a base64 length no encoder writes', code: '1.abcde', problem: 'damaged' },
    { name: 'bytes that are not UTF-8', code: '1.__79', problem: 'damaged' },
    { name: 'text that is not JSON', code: codeOf('x').replace(/^1\./, '1.') + 'AA', problem: 'damaged' },
    { name: 'an object instead of an array', code: codeOf({ type: 'dine_in' }), problem: 'damaged' },
    { name: 'an extra top-level field', code: codeOf(['dine_in', 7, [line], 'x']), problem: 'damaged' },
    { name: 'an unknown selling type', code: codeOf(['reservation', 7, [line]]), problem: 'damaged' },
    { name: 'a branch id of zero', code: codeOf(['dine_in', 0, [line]]), problem: 'damaged' },
    { name: 'a branch id as text', code: codeOf(['dine_in', '7', [line]]), problem: 'damaged' },
    { name: 'a branch id beyond 32 bits', code: codeOf(['dine_in', 2 ** 31, [line]]), problem: 'damaged' },
    { name: 'no lines', code: codeOf(['dine_in', 7, []]), problem: 'damaged' },
    {
      name: 'too many lines',
      code: codeOf(['dine_in', 7, Array.from({ length: HANDOFF_MAX_LINES + 1 }, () => line)]),
      problem: 'too-large',
    },
    { name: 'an over-long code', code: `1.${'A'.repeat(HANDOFF_MAX_CODE_LENGTH)}`, problem: 'too-large' },
    {
      name: 'a fractional quantity',
      code: codeOf(['dine_in', 7, [[101, 201, 1.5, []]]]),
      problem: 'damaged',
    },
    { name: 'a quantity of zero', code: codeOf(['dine_in', 7, [[101, 201, 0, []]]]), problem: 'damaged' },
    { name: 'a negative item id', code: codeOf(['dine_in', 7, [[-1, 201, 1, []]]]), problem: 'damaged' },
    {
      name: 'a quantity of a million',
      code: codeOf(['dine_in', 7, [[101, 201, 1e6, []]]]),
      problem: 'damaged',
    },
    { name: 'a line of three fields', code: codeOf(['dine_in', 7, [[101, 201, 1]]]), problem: 'damaged' },
    { name: 'a line of six fields', code: codeOf(['dine_in', 7, [[...line, 'a', 'b']]]), problem: 'damaged' },
    {
      name: 'extras as an object',
      code: codeOf(['dine_in', 7, [[101, 201, 1, { 1: 1 }]]]),
      problem: 'damaged',
    },
    {
      name: 'an extra without a count',
      code: codeOf(['dine_in', 7, [[101, 201, 1, [[301]]]]]),
      problem: 'damaged',
    },
    {
      name: 'an extra given twice',
      code: codeOf([
        'dine_in',
        7,
        [
          [
            101,
            201,
            1,
            [
              [301, 1],
              [301, 1],
            ],
          ],
        ],
      ]),
      problem: 'damaged',
    },
    {
      name: 'an extra a hundred times',
      code: codeOf(['dine_in', 7, [[101, 201, 1, [[301, 100]]]]]),
      problem: 'damaged',
    },
    { name: 'a note that is a number', code: codeOf(['dine_in', 7, [[...line, 5]]]), problem: 'damaged' },
    { name: 'a blank note', code: codeOf(['dine_in', 7, [[...line, '   ']]]), problem: 'damaged' },
    {
      name: 'a note over 200 characters',
      code: codeOf(['dine_in', 7, [[...line, 'x'.repeat(201)]]]),
      problem: 'damaged',
    },
    {
      name: 'a note with control characters',
      code: codeOf(['dine_in', 7, [[...line, 'a\u0000b']]]),
      problem: 'damaged',
    },
    {
      name: 'a prototype-polluting key',
      code: codeOf(JSON.parse('{"__proto__":{"polluted":true}}')),
      problem: 'damaged',
    },
  ];
  it.each(cases)('$name', ({ code, problem }) => {
    expect(decodeCartHandoff(code)).toEqual({ ok: false, problem });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('accepts a note of exactly 200 characters, emoji counted as one', () => {
    const note = '🍔'.repeat(200);
    const decoded = decodeCartHandoff(codeOf(['delivery', 7, [[...line, note]]]));
    expect(decoded.ok && decoded.cart.lines[0]!.comment).toBe(note);
  });
});

describe('handoffCodeFromFragment', () => {
  it.each([
    { fragment: '#c=1.abc', code: '1.abc' },
    { fragment: 'c=1.abc', code: '1.abc' },
    { fragment: '', code: null },
    { fragment: '#x=1.abc', code: null },
  ])('$fragment → $code', ({ fragment, code }) => {
    expect(handoffCodeFromFragment(fragment)).toBe(code);
  });
});

describe('handoffUrl', () => {
  it('puts the code in the fragment of the business hand-off page', () => {
    expect(handoffUrl('https://order.example', 'diwan grill', '1.abc')).toBe(
      'https://order.example/diwan%20grill/handoff#c=1.abc',
    );
  });
});
