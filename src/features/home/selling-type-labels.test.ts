import { describe, expect, it } from 'vitest';
import type { OrderSellingType } from '../../domain/model.ts';
import { sellingTypeLabel } from './selling-type-labels.ts';

const phone = { isKiosk: false, takeAway: false };
const kioskEatHere = { isKiosk: true, takeAway: false };
const kioskTakeAway = { isKiosk: true, takeAway: true };

describe('sellingTypeLabel', () => {
  it.each<[OrderSellingType, { isKiosk: boolean; takeAway: boolean }, string]>([
    ['dine_in', phone, 'Dine-in'],
    ['delivery', phone, 'Delivery'],
    ['car_pickup', phone, 'Car pickup'],
    ['dine_in', kioskEatHere, 'Eat here'],
    ['dine_in', kioskTakeAway, 'Take away'],
    ['delivery', kioskTakeAway, 'Delivery'],
    // A kiosk's take-away order seen on a phone (its follow-on QR code) still reads as chosen.
    ['dine_in', { isKiosk: false, takeAway: true }, 'Take away'],
  ])('%s on %o reads %s', (type, device, expected) => {
    expect(sellingTypeLabel(type, device).message).toBe(expected);
  });
});
