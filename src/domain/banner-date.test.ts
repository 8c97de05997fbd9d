import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { bannerDate } from './banner-date.ts';
import { zonedMoment } from './zoned-time.ts';

describe('bannerDate', () => {
  it.each([
    ['2025-01-05T20:59:00Z', 'Asia/Kuwait', '05-01-2025'],
    ['2025-01-05T21:00:00Z', 'Asia/Kuwait', '06-01-2025'],
    ['2025-12-31T15:00:00Z', 'Asia/Tokyo', '01-01-2026'],
    ['2025-11-03T04:59:00Z', 'America/New_York', '02-11-2025'],
  ])('%s in %s is %s, as Luxon writes it', (iso, zone, expected) => {
    expect(bannerDate(zonedMoment(Date.parse(iso), zone))).toBe(expected);
    expect(DateTime.fromISO(iso).setZone(zone).toFormat('dd-MM-yyyy')).toBe(expected);
  });

  it('reads an unknown zone as Kuwait', () => {
    expect(bannerDate(zonedMoment(Date.parse('2025-01-05T21:00:00Z'), 'Mars/Olympus'))).toBe('06-01-2025');
  });
});
