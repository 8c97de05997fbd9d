import { describe, expect, it } from 'vitest';
import { kioskMenuType } from './kiosk-menu-type.ts';
import { kioskBackPath, kioskDiningPath } from './kiosk-paths.ts';

describe('kioskMenuType', () => {
  it.each([
    [['delivery', 'dine_in'], 'dine_in'],
    [['car_pickup', 'delivery'], 'car_pickup'],
    [[], null],
  ])('%j → %s', (types, expected) => expect(kioskMenuType(types)).toBe(expected));
});

describe('kioskBackPath', () => {
  it.each([
    ['/demo/kiosk', null],
    ['/demo/order/12', null],
    ['/demo/device', null],
    ['/demo/dine_in', '/demo/kiosk'],
    ['/demo/dine_in/', '/demo/kiosk'],
    ['/demo/dine_in/cart', '/demo/dine_in'],
    ['/demo/dine_in/checkout', '/demo/dine_in/cart'],
    ['/demo/dine_in/search', '/demo/dine_in'],
    ['/demo/dine_in/4', '/demo/dine_in'],
    ['/demo/dine_in/4/17', '/demo/dine_in'],
    ['/demo/car_pickup/4/17', '/demo/car_pickup'],
    ['/demo/Policies', '/demo/dine_in'],
    ['/demo/table-bill/3', '/demo/dine_in'],
  ])('%s → %s', (path, expected) => expect(kioskBackPath(path, 'dine_in')).toBe(expected));

  it('an info page of a business without a menu type goes to the dining choice', () => {
    expect(kioskBackPath('/demo/Policies', null)).toBe('/demo/kiosk');
  });

  it('keeps a reference id with reserved characters encoded', () => {
    expect(kioskDiningPath('a b')).toBe('/a%20b/kiosk');
    expect(kioskBackPath('/a%20b/dine_in', 'dine_in')).toBe('/a%20b/kiosk');
  });
});
