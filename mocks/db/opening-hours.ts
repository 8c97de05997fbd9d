/**
 * The server side of "shifts": from a branch's weekly opening hours and the clock, today's and the
 * coming days' shifts per selling type, whether each is open now, when it opens next, and the
 * 30-minute slots a scheduled order may pick (respecting min/max advance), all in the business
 * time zone.
 */
import { DateTime } from 'luxon';
import type {
  DayShifts,
  OrderSellingType,
  ScheduledOrdersConfig,
  ShiftsSchedule,
  TimeRange,
  TypeShift,
} from '../../src/domain/model.ts';
import { intervalToMinutes } from '../../src/domain/schedule.ts';
import { formatClock, parseClock } from '../../src/domain/time-of-day.ts';
import type { OpeningHours, ScenarioSeed } from './records.ts';

export const SLOT_MINUTES = 30;
export const SCHEDULE_DAYS = 7;

interface Span {
  start: DateTime;
  end: DateTime;
}

/** The ranges a selling type is open on one calendar day (a range may end after midnight). */
function rangesOn(hours: OpeningHours, day: DateTime, now: DateTime): TimeRange[] {
  if (hours.kind === 'weekly') return hours.week[day.weekday] ?? [];
  // Opens a fixed time after the current half hour, every day at the same local time.
  const base = now.startOf('hour').plus({ minutes: now.minute < 30 ? 30 : 60 });
  const from = base.plus({ minutes: hours.opensInMinutes });
  const to = from.plus({ minutes: hours.openForMinutes });
  return [{ from: from.toFormat('HH:mm'), to: to.toFormat('HH:mm') }];
}

function spansOn(hours: OpeningHours, day: DateTime, now: DateTime): Span[] {
  return rangesOn(hours, day, now).flatMap((range) => {
    const from = parseClock(range.from);
    const to = parseClock(range.to);
    if (from == null || to == null) return [];
    const start = day.plus({ minutes: from });
    const end = to <= from ? day.plus({ days: 1, minutes: to }) : day.plus({ minutes: to });
    return [{ start, end }];
  });
}

function slotsOn(spans: Span[], day: DateTime, earliest: DateTime, latest: DateTime): string[] {
  const nextDay = day.plus({ days: 1 });
  const slots = new Set<string>();
  for (const span of spans) {
    for (let t = span.start; t < span.end; t = t.plus({ minutes: SLOT_MINUTES })) {
      if (t >= day && t < nextDay && t >= earliest && t <= latest) slots.add(t.toFormat('HH:mm'));
    }
  }
  return [...slots].sort();
}

function typeShift(
  hours: OpeningHours,
  schedule: ScheduledOrdersConfig,
  day: DateTime,
  now: DateTime,
  allSpans: Span[],
): TypeShift {
  // Spans touching this day: its own plus yesterday's that run past midnight.
  const own = spansOn(hours, day, now);
  const touching = [...spansOn(hours, day.minus({ days: 1 }), now), ...own].filter(
    (span) => span.end > day && span.start < day.plus({ days: 1 }),
  );
  const isToday = day.hasSame(now, 'day');
  const openNow = isToday && touching.some((span) => span.start <= now && now < span.end);
  const earliest = now.plus({ minutes: Math.max(intervalToMinutes(schedule.min_advance), 0) });
  const maxMinutes = intervalToMinutes(schedule.max_advance) || 168 * 60;
  const latest = now.plus({ minutes: maxMinutes });
  const nextOpening = allSpans.find((span) => span.start > now && span.start >= day)?.start ?? null;
  const status = isToday ? (openNow ? 'open' : 'closed') : touching.length > 0 ? 'open' : 'closed';
  return {
    status,
    opens_at: openNow ? null : nextOpening ? nextOpening.toISO() : null,
    shifts: own.map((span) => ({
      from: span.start.toFormat('HH:mm'),
      to: formatClock((span.end.hour * 60 + span.end.minute) % 1440),
    })),
    slots: schedule.on ? slotsOn(touching, day, earliest, latest) : [],
  };
}

export interface ShiftsInput {
  timeZone: string;
  nowMs: number;
  hours: Partial<Record<OrderSellingType, OpeningHours>>;
  /** Only enabled selling types get a shift; others are null. */
  enabled: Record<OrderSellingType, boolean>;
  scheduled: Record<OrderSellingType, ScheduledOrdersConfig>;
}

export function computeShifts(input: ShiftsInput): ShiftsSchedule {
  const now = DateTime.fromMillis(input.nowMs, { zone: input.timeZone });
  const today = now.startOf('day');
  const types: OrderSellingType[] = ['dine_in', 'car_pickup', 'delivery'];
  const spansByType = new Map(
    types.map((type) => {
      const hours = input.hours[type];
      const spans = hours
        ? Array.from({ length: SCHEDULE_DAYS + 1 }, (_, d) =>
            spansOn(hours, today.plus({ days: d }), now),
          ).flat()
        : [];
      return [type, spans.sort((a, b) => a.start.toMillis() - b.start.toMillis())] as const;
    }),
  );
  const days: DayShifts[] = Array.from({ length: SCHEDULE_DAYS }, (_, d) => {
    const day = today.plus({ days: d });
    const entry: DayShifts = { date: day.toISODate() ?? '' };
    for (const type of types) {
      const hours = input.hours[type];
      entry[type] =
        hours && input.enabled[type]
          ? typeShift(hours, input.scheduled[type], day, now, spansByType.get(type) ?? [])
          : null;
    }
    return entry;
  });
  return { time_zone: input.timeZone, today: days[0]!, days };
}

/** Whether a selling type is open at an instant (the order POST checks "now" orders with it). */
export function isOpenAt(hours: OpeningHours | undefined, timeZone: string, atMs: number): boolean {
  if (!hours) return false;
  const at = DateTime.fromMillis(atMs, { zone: timeZone });
  const day = at.startOf('day');
  return [day.minus({ days: 1 }), day]
    .flatMap((d) => spansOn(hours, d, at))
    .some((span) => span.start <= at && at < span.end);
}

/** The shifts input of one branch of a scenario. */
export function branchShiftsInput(seed: ScenarioSeed, branchId: number, nowMs: number): ShiftsInput {
  const branch = seed.branches.find((b) => b.id === branchId)!;
  const c = seed.business.checkout;
  return {
    timeZone: seed.business.time_zone,
    nowMs,
    hours: branch.hours,
    enabled: { dine_in: c.dine_in.enabled, car_pickup: c.car_pickup.enabled, delivery: c.delivery.enabled },
    scheduled: {
      dine_in: c.dine_in.scheduled_orders,
      car_pickup: c.car_pickup.scheduled_orders,
      delivery: c.delivery.scheduled_orders,
    },
  };
}
