import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { RootStore } from '../../stores/root-store.ts';
import { bannerDate } from './today-banners.ts';

/** Just what bannerDate reads: the clock and the business's zone. */
function storesAt(iso: string, timeZone: string): RootStore {
  const now = Date.parse(iso);
  return { deps: { clock: { now: () => now } }, business: { timeZone } } as unknown as RootStore;
}

describe('bannerDate', () => {
  it.each([
    ['2025-01-05T20:59:00Z', 'Asia/Kuwait', '05-01-2025'],
    ['2025-01-05T21:00:00Z', 'Asia/Kuwait', '06-01-2025'],
    ['2025-12-31T15:00:00Z', 'Asia/Tokyo', '01-01-2026'],
    ['2025-11-03T04:59:00Z', 'America/New_York', '02-11-2025'],
    ['2025-01-05T21:00:00Z', 'Mars/Olympus', '06-01-2025'],
  ])('%s in %s is %s, as Luxon writes it', (iso, zone, expected) => {
    expect(bannerDate(storesAt(iso, zone))).toBe(expected);
    if (zone !== 'Mars/Olympus')
      expect(DateTime.fromISO(iso).setZone(zone).toFormat('dd-MM-yyyy')).toBe(expected);
  });
});
