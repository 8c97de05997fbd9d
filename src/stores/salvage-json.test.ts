import { describe, expect, it } from 'vitest';
import { salvageJson } from './salvage-json.ts';

describe('salvageJson', () => {
  it.each([
    ['valid JSON as it is', '{"a":[1,2],"b":"x"}', { a: [1, 2], b: 'x' }],
    [
      'an array element that is not JSON',
      '{"items":[{"q":1},{"q":NaN},{"q":3}]}',
      { items: [{ q: 1 }, {}, { q: 3 }] },
    ],
    [
      'an unquoted word in one element',
      '{"items":[1,oops,3],"name":"Sara"}',
      { items: [1, 3], name: 'Sara' },
    ],
    [
      'a member whose value is broken',
      '{"name":"Sara","car":{plate:1},"phone":"+965"}',
      { name: 'Sara', car: {}, phone: '+965' },
    ],
    [
      'a nested broken element',
      '{"items":[{"key":"a","item":{"x":undefined}},{"key":"b"}]}',
      { items: [{ key: 'a', item: {} }, { key: 'b' }] },
    ],
    [
      'a write cut off halfway',
      '{"version":1,"data":{"items":[{"q":1},{"q":2},{"q"',
      { version: 1, data: { items: [{ q: 1 }, { q: 2 }, {}] } },
    ],
    [
      'escaped quotes and brackets inside strings',
      '{"n":"a\\"]}","items":[bad,"[{,"]}',
      { n: 'a"]}', items: ['[{,'] },
    ],
    [
      'a quote lost, which flips every string after it',
      '{"items":[{"key":"a"},{"key":b","q":2},{"key":"c"}],"name":"Sara"}',
      { items: [{ key: 'a' }, { q: 2 }, { key: 'c' }], name: 'Sara' },
    ],
    ['a quote added to a member', '{"name":"Sa"ra","phone":"+965","items":[]}', { phone: '+965', items: [] }],
  ])('keeps what it can of %s', (_case, text, expected) => {
    expect(salvageJson(text)).toEqual(expected);
  });

  it.each([['not json at all'], [''], ['}']])('gives null for %j', (text) => {
    expect(salvageJson(text)).toBeNull();
  });
});
