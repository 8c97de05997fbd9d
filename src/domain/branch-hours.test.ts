import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { branchOpenState, type BranchOpenState } from './branch-hours.ts';
import type { WeekdayAvailability } from './model.ts';

type Shift = { from: string | null; to: string | null };

/** The same shifts on every day of the week. */
const everyDay = (...shifts: Shift[]): WeekdayAvailability[] =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, closed: false, shifts }));

/** Only the given weekdays (1 = Monday) have shifts; the others are listed without any. */
const weekly = (days: Record<number, Shift[]>): WeekdayAvailability[] =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, closed: false, shifts: days[day] ?? [] }));

const KUWAIT = 'Asia/Kuwait';
/** 2025-11-18 is a Tuesday. */
const kuwait = (local: string) => DateTime.fromISO(local, { zone: KUWAIT }).toMillis();
const open = (closesAt: string | null): BranchOpenState => ({
  kind: 'open',
  closesAt: closesAt && DateTime.fromISO(closesAt, { zone: KUWAIT }).toISO(),
});
const closed = (opensAt: string | null): BranchOpenState => ({
  kind: 'closed',
  opensAt: opensAt && DateTime.fromISO(opensAt, { zone: KUWAIT }).toISO(),
});

describe('branchOpenState', () => {
  it.each<[string, WeekdayAvailability[] | null, string, BranchOpenState]>([
    ['no hours given: unknown', null, '2025-11-18T12:00', { kind: 'unknown' }],
    ['an empty week: unknown', [], '2025-11-18T12:00', { kind: 'unknown' }],
    [
      'inside a shift: open, closing at its end',
      everyDay({ from: '10:00', to: '23:00' }),
      '2025-11-18T12:00',
      open('2025-11-18T23:00'),
    ],
    [
      'before the shift: closed, opening today',
      everyDay({ from: '10:00', to: '23:00' }),
      '2025-11-18T08:30',
      closed('2025-11-18T10:00'),
    ],
    [
      'after the last shift: opening tomorrow',
      everyDay({ from: '10:00', to: '23:00' }),
      '2025-11-18T23:45',
      closed('2025-11-19T10:00'),
    ],
    [
      'the end of a shift is already closed',
      everyDay({ from: '10:00', to: '23:00' }),
      '2025-11-18T23:00',
      closed('2025-11-19T10:00'),
    ],
    [
      'between split shifts: the afternoon shift is next',
      everyDay({ from: '07:00', to: '11:00' }, { from: '12:00', to: '01:00' }),
      '2025-11-18T11:30',
      closed('2025-11-18T12:00'),
    ],
    [
      'overnight shift, late evening: closes after midnight',
      everyDay({ from: '07:00', to: '11:00' }, { from: '12:00', to: '01:00' }),
      '2025-11-18T23:45',
      open('2025-11-19T01:00'),
    ],
    [
      'overnight shift, early hours: yesterday’s shift still holds',
      everyDay({ from: '12:00', to: '01:00' }),
      '2025-11-18T00:30',
      open('2025-11-18T01:00'),
    ],
    [
      'overnight from Sunday into Monday',
      weekly({ 7: [{ from: '20:00', to: '02:00' }] }),
      '2025-11-17T01:00',
      open('2025-11-17T02:00'),
    ],
    [
      'days without shifts are closed: the next open day is found',
      weekly({ 5: [{ from: '14:00', to: '22:00' }] }),
      '2025-11-18T15:00',
      closed('2025-11-21T14:00'),
    ],
    [
      'a weekday missing from the list is closed',
      [{ day: 3, closed: false, shifts: [{ from: '09:00', to: '17:00' }] }],
      '2025-11-18T10:00',
      closed('2025-11-19T09:00'),
    ],
    ['no shift in the whole week: closed with no opening', weekly({}), '2025-11-18T10:00', closed(null)],
    [
      'a shift ending at midnight joins the next day’s early shift',
      everyDay({ from: '00:00', to: '02:00' }, { from: '18:00', to: '24:00' }),
      '2025-11-18T23:00',
      open('2025-11-19T02:00'),
    ],
    [
      'open all day every day: never closes',
      everyDay({ from: '24:00', to: null }),
      '2025-11-18T03:00',
      open(null),
    ],
    [
      'a day switched to closed means no restriction: open all day',
      weekly({ 3: [{ from: '09:00', to: '10:00' }] }).map((day) =>
        day.day === 2 ? { ...day, closed: true } : day,
      ),
      '2025-11-18T03:00',
      open('2025-11-19T00:00'),
    ],
  ])('%s', (_name, week, local, expected) => {
    expect(branchOpenState(week, kuwait(local), KUWAIT)).toEqual(expected);
  });

  it('reads the hours on the business clock, not the device’s or UTC', () => {
    // 08:00 UTC is 11:00 in Kuwait: inside a 10:00–23:00 shift.
    const state = branchOpenState(
      everyDay({ from: '10:00', to: '23:00' }),
      Date.parse('2025-11-18T08:00:00Z'),
      KUWAIT,
    );
    expect(state).toEqual(open('2025-11-18T23:00'));
  });

  it('an unknown zone name reads as Asia/Kuwait', () => {
    const state = branchOpenState(
      everyDay({ from: '10:00', to: '23:00' }),
      kuwait('2025-11-18T12:00'),
      'Mars/Base',
    );
    expect(state).toEqual(open('2025-11-18T23:00'));
  });

  it('keeps the wall clock across a daylight-saving change', () => {
    // Europe/Berlin moves from +02:00 to +01:00 on 2025-10-26 (a Sunday).
    const berlin = (local: string) => DateTime.fromISO(local, { zone: 'Europe/Berlin' });
    const state = branchOpenState(
      everyDay({ from: '10:00', to: '22:00' }),
      berlin('2025-10-25T23:00').toMillis(),
      'Europe/Berlin',
    );
    expect(state).toEqual({ kind: 'closed', opensAt: berlin('2025-10-26T10:00').toISO() });
    expect(state.kind === 'closed' && state.opensAt).toContain('+01:00');
  });
});
