import { describe, expect, it } from 'vitest';
import { stepIndexOf, stepsFor } from './order-steps.ts';

describe('order steps', () => {
  it.each([
    ['delivery', ['pending', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered']],
    ['car_pickup', ['pending', 'accepted', 'preparing', 'ready', 'completed']],
    ['dine_in', ['pending', 'accepted', 'preparing', 'ready', 'completed']],
  ] as const)('%s goes through %j', (type, steps) => {
    expect(stepsFor(type)).toEqual(steps);
  });

  it.each([
    ['pending', 'delivery', 0],
    ['out_for_delivery', 'delivery', 4],
    ['delivered', 'delivery', 5],
    ['completed', 'delivery', 5],
    ['ready', 'dine_in', 3],
    ['completed', 'car_pickup', 4],
    ['delivered', 'car_pickup', 4],
    ['out_for_delivery', 'car_pickup', 3],
    ['cancelled', 'dine_in', -1],
  ] as const)('%s on a %s order is step %i', (status, type, index) => {
    expect(stepIndexOf(status, type)).toBe(index);
  });
});
