import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

const HOME = '/demo';

describe('safeReturnPath', () => {
  it.each([
    ['/demo/profile', '/demo/profile'],
    ['/demo/car_pickup/checkout?edit=1', '/demo/car_pickup/checkout?edit=1'],
    ['/demo/order/12#status', '/demo/order/12#status'],
    ['/demo/%D9%85', '/demo/%D9%85'],
    ['/demo/../solo', '/solo'],
  ])('keeps the app path %j', (value, expected) => {
    expect(safeReturnPath(value, HOME)).toBe(expected);
  });

  it.each([
    ['//evil.example'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\/evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    [' /evil'],
    ['/ /evil.example'],
    ['/\u200b/evil.example'],
    ['/\u202e/evil.example'],
    ['https://evil.example'],
    ['HTTPS://evil.example'],
    ['https:evil.example'],
    ['http://localhost@evil.example/'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['evil.example'],
    [''],
    ['/' + 'a'.repeat(3_000)],
    [42],
    [null],
    [undefined],
    [['/demo']],
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value, HOME)).toBe(HOME);
  });
});
