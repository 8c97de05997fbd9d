import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-ids.ts';

describe('parseRouteId', () => {
  it.each([
    ['12', 12],
    ['007', 7],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['12x', null],
    ['abc', null],
    ['', null],
    [' 12', null],
    ['99999999999999999999', null],
    [undefined, null],
  ])('%j → %j', (segment, expected) => {
    expect(parseRouteId(segment)).toBe(expected);
  });
});
