/**
 * Spec §5: what the menu shows. An item shows only when it, its category and its grand category
 * are visible, inside their branch availability window, and (for categories) open on this weekday;
 * and only for the selling types it is offered for.
 * Every `at` is the wall clock in the business time zone (zonedMoment; a Luxon DateTime set to that
 * zone has the same fields).
 */
import type {
  BranchAvailability,
  BranchAvailabilityJson,
  Category,
  ItemSellingType,
  MenuItem,
  WeekdayAvailability,
} from './model.ts';
import { itemAvailabilityType } from './selling-type.ts';
import { isWithinWindow, MINUTES_PER_DAY, minuteOfDay, parseClock } from './time-of-day.ts';
import type { ZonedMoment } from './zoned-time.ts';

/** The per-branch map, or null when the text is missing or not the expected JSON object. */
export function parseBranchAvailability(
  json: BranchAvailabilityJson | null | undefined,
): Record<string, BranchAvailability> | null {
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return parsed as Record<string, BranchAvailability>;
  } catch {
    // Bad data from the back office must not hide the menu: no parse, no restriction.
    return null;
  }
}

/**
 * Inside the branch's window: no entry for the branch (or unreadable JSON) means no restriction,
 * status false hides, a missing or unreadable bound means open on that side of the day.
 */
export function isWithinBranchWindow(
  json: BranchAvailabilityJson | null | undefined,
  branchId: number,
  at: ZonedMoment,
): boolean {
  const entry = parseBranchAvailability(json)?.[String(branchId)];
  if (entry == null || typeof entry !== 'object') return true;
  if (entry.status === false) return false;
  const from = parseClock(entry.from);
  const to = parseClock(entry.to);
  if (from == null && to == null) return true;
  return isWithinWindow(minuteOfDay(at), from ?? 0, to ?? MINUTES_PER_DAY);
}

type Shift = WeekdayAvailability['shifts'][number];

/** A shift that restricts nothing: a missing time, or a start at 24 (spec §5: all day). */
function isAllDayShift(shift: Shift): boolean {
  const from = parseClock(shift.from);
  return from == null || parseClock(shift.to) == null || from === MINUTES_PER_DAY;
}

/** Restricted days: present, not closed, with shifts. Anything else is available all day. */
function restrictingDay(week: readonly WeekdayAvailability[], weekday: number): WeekdayAvailability | null {
  const day = week.find((entry) => entry.day === weekday);
  if (!day || day.closed || day.shifts.length === 0) return null;
  return day;
}

/**
 * Weekday availability (1 = Monday … 7 = Sunday). A shift crossing midnight (22:00–02:00) holds
 * the evening of its own day and the early hours of the next day, including Sunday into Monday.
 */
export function isWithinWeekAvailability(
  week: readonly WeekdayAvailability[] | null | undefined,
  at: ZonedMoment,
): boolean {
  if (!week || week.length === 0) return true;
  const today = restrictingDay(week, at.weekday);
  if (!today) return true;
  if (today.shifts.some(isAllDayShift)) return true;
  const minute = minuteOfDay(at);
  const inTodaysShift = today.shifts.some((shift) => {
    const from = parseClock(shift.from) ?? 0;
    const to = parseClock(shift.to) ?? MINUTES_PER_DAY;
    return from < to ? minute >= from && minute < to : from === to || minute >= from;
  });
  if (inTodaysShift) return true;
  const yesterday = restrictingDay(week, at.weekday === 1 ? 7 : at.weekday - 1);
  return (yesterday?.shifts ?? []).some((shift) => {
    const from = parseClock(shift.from);
    const to = parseClock(shift.to);
    return from != null && to != null && from > to && from !== MINUTES_PER_DAY && minute < to;
  });
}

type CategoryGate = Pick<Category, 'visible' | 'availability' | 'week_availability'>;

/** A category (or grand category) lets its items through now. */
export function isCategoryOpen(category: CategoryGate, branchId: number, at: ZonedMoment): boolean {
  return (
    category.visible &&
    isWithinBranchWindow(category.availability, branchId, at) &&
    isWithinWeekAvailability(category.week_availability, at)
  );
}

/**
 * Selling-type match. Dine-in shows dine-in items that are not also reservation items;
 * reservation shows only reservation items; pickup and delivery need their own type.
 */
export function isOfferedFor(item: Pick<MenuItem, 'types'>, sellingType: ItemSellingType): boolean {
  const types = new Set(item.types.map(itemAvailabilityType));
  if (sellingType === 'dine_in') return types.has('dine_in') && !types.has('reservation');
  return types.has(sellingType);
}

/** An empty branch list means every branch (menus shared by all branches). */
export function isInBranch(item: Pick<MenuItem, 'branches'>, branchId: number): boolean {
  return item.branches.length === 0 || item.branches.includes(branchId);
}

export interface MenuContext {
  branchId: number;
  sellingType: ItemSellingType;
  at: ZonedMoment;
}

export function isItemShown(
  input: MenuContext & { item: MenuItem; category: CategoryGate; grandCategory: CategoryGate | null },
): boolean {
  const { item, category, grandCategory, branchId, sellingType, at } = input;
  return (
    item.visible &&
    isInBranch(item, branchId) &&
    isOfferedFor(item, sellingType) &&
    isWithinBranchWindow(item.availability, branchId, at) &&
    isCategoryOpen(category, branchId, at) &&
    (grandCategory == null || isCategoryOpen(grandCategory, branchId, at))
  );
}

function visibleCategory(
  category: Category,
  grandCategory: Category | null,
  context: MenuContext,
): Category | null {
  if (!isCategoryOpen(category, context.branchId, context.at)) return null;
  const grand = grandCategory ?? category;
  const items = category.items.filter((item) =>
    isItemShown({ ...context, item, category, grandCategory: grandCategory ?? null }),
  );
  const subcategories = category.subcategories
    .map((sub) => visibleCategory(sub, grand, context))
    .filter((sub): sub is Category => sub !== null);
  if (items.length === 0 && subcategories.length === 0) return null;
  return { ...category, items, subcategories };
}

/**
 * The menu as the customer sees it now: hidden, closed and empty categories dropped at every
 * depth. The top-level categories given are the grand categories of everything below them.
 */
export function visibleMenu(categories: readonly Category[], context: MenuContext): Category[] {
  return categories
    .map((category) => visibleCategory(category, null, context))
    .filter((category): category is Category => category !== null);
}
