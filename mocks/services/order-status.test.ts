import { describe, expect, it } from 'vitest';
import { currentStatus, statusHistory, type StatusTimelineInput } from './order-status.ts';

const created = Date.parse('2025-11-21T10:00:00Z');
const min = 60_000;
const now: StatusTimelineInput = {
  sellingType: 'delivery',
  createdAtMs: created,
  scheduledForMs: null,
  cancelledAtMs: null,
};
const pickup: StatusTimelineInput = { ...now, sellingType: 'car_pickup' };
const scheduled: StatusTimelineInput = { ...pickup, scheduledForMs: created + 120 * min };

describe('order status over time', () => {
  it.each([
    [now, 0, 'pending'],
    [now, 29_000, 'pending'],
    [now, 30_000, 'accepted'],
    [now, 2 * min, 'preparing'],
    [now, 10 * min, 'out_for_delivery'],
    [now, 25 * min, 'delivered'],
    [now, 30 * min, 'completed'],
    [pickup, 10 * min, 'ready'],
    [pickup, 20 * min, 'completed'],
    [scheduled, 30 * min, 'accepted'],
    [scheduled, 100 * min, 'preparing'],
    [scheduled, 108 * min, 'ready'],
    [{ ...pickup, cancelledAtMs: created + 10_000 }, 60 * min, 'cancelled'],
  ] as const)('%o after %i ms is %s', (input, elapsed, status) => {
    expect(currentStatus(input, created + elapsed)).toBe(status);
  });

  it('lists the history oldest first, ending in the current status', () => {
    const history = statusHistory(now, created + 11 * min).map((change) => change.status);
    expect(history).toEqual(['pending', 'accepted', 'preparing', 'out_for_delivery']);
  });
});
