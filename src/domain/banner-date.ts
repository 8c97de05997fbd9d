import type { ZonedMoment } from './zoned-time.ts';

/** Spec §7: banners are asked for by day, DD-MM-YYYY, in the business's time zone. */
export function bannerDate({ day, month, year }: Pick<ZonedMoment, 'day' | 'month' | 'year'>): string {
  return `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${String(year).padStart(4, '0')}`;
}
