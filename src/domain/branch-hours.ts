/**
 * Whether a branch is open now and when that changes, from its weekly opening hours (the contract's
 * Branch.opening_hours) in the business time zone. The clock times follow the same rules as every
 * other shift (time-of-day.ts): "HH:mm", a shift ending before it starts runs past midnight, a
 * start at 24 or a missing bound means the whole day, equal bounds mean the whole day.
 * Unlike a category's availability, a branch's listed shifts are when it is open: a day with no
 * shifts, or missing from the week, is a closed day. Luxon does the calendar (days, DST); this file
 * is only loaded with the branches page.
 */
import { DateTime } from 'luxon';
import type { WeekdayAvailability } from './model.ts';
import { MINUTES_PER_DAY, parseClock } from './time-of-day.ts';
import { isKnownTimeZone } from './zoned-dates.ts';
import { DEFAULT_TIME_ZONE } from './zoned-time.ts';

export type BranchOpenState =
  /** The branch gives no opening hours: say nothing rather than guess. */
  | { kind: 'unknown' }
  /** `closesAt` (ISO, with the zone's offset) is null when it stays open all week. */
  | { kind: 'open'; closesAt: string | null }
  /** `opensAt` is null when no opening falls within the coming week. */
  | { kind: 'closed'; opensAt: string | null };

interface Span {
  start: DateTime;
  end: DateTime;
}

/** Days looked at: yesterday (a shift running past midnight) through a week ahead. */
const DAYS_BEFORE = 1;
const DAYS_AHEAD = 7;

/** The wall-clock time `minutes` after the start of `day`; 1440 is the next day's midnight. */
function onDay(day: DateTime, minutes: number): DateTime {
  if (minutes >= MINUTES_PER_DAY) return day.plus({ days: 1 }).startOf('day');
  return day.set({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
}

/** The times one weekday entry keeps the branch open, starting on `day`. */
function spansOn(week: readonly WeekdayAvailability[], day: DateTime): Span[] {
  const entry = week.find((candidate) => candidate.day === day.weekday);
  const wholeDay: Span = { start: day, end: day.plus({ days: 1 }).startOf('day') };
  if (!entry) return [];
  // WeekdayAvailability: `closed` switches the day's restriction off, which means open all day.
  if (entry.closed) return [wholeDay];
  return entry.shifts.map((shift) => {
    const from = parseClock(shift.from);
    const to = parseClock(shift.to);
    if (from == null || to == null || from === MINUTES_PER_DAY || from === to) return wholeDay;
    const start = onDay(day, from);
    const end = from < to ? onDay(day, to) : onDay(day.plus({ days: 1 }), to);
    return { start, end };
  });
}

/** Overlapping or touching spans become one (22:00–24:00 then 00:00–02:00 is one evening). */
function merged(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start.toMillis() - b.start.toMillis());
  const result: Span[] = [];
  for (const span of sorted) {
    const last = result[result.length - 1];
    if (last && span.start <= last.end) {
      if (span.end > last.end) last.end = span.end;
    } else {
      result.push({ ...span });
    }
  }
  return result;
}

/** The branch's state at `nowMs`, reading its hours on the clock of `timeZone`. */
export function branchOpenState(
  week: readonly WeekdayAvailability[] | null | undefined,
  nowMs: number,
  timeZone: string,
): BranchOpenState {
  if (!week || week.length === 0) return { kind: 'unknown' };
  const zone = isKnownTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const now = DateTime.fromMillis(nowMs, { zone });
  const today = now.startOf('day');
  const days = Array.from({ length: DAYS_BEFORE + DAYS_AHEAD + 1 }, (_, index) =>
    today.plus({ days: index - DAYS_BEFORE }),
  );
  const spans = merged(days.flatMap((day) => spansOn(week, day)));
  const horizon = today.plus({ days: DAYS_AHEAD + 1 });
  const current = spans.find((span) => span.start <= now && now < span.end);
  if (current) {
    return { kind: 'open', closesAt: current.end >= horizon ? null : current.end.toISO() };
  }
  const next = spans.find((span) => span.start > now);
  return { kind: 'closed', opensAt: next ? next.start.toISO() : null };
}
