import { describe, expect, it } from 'vitest';
import type { ScheduleSlot } from '../../domain/schedule.ts';
import { scheduleForValidation, startingSchedule, type ScheduleOptions } from './schedule-choice.ts';

const slot = (date: string, time: string): ScheduleSlot => ({
  date,
  slot: time,
  startsAt: `${date}T${time}:00+03:00`,
});
const slots = [slot('2025-11-19', '10:00'), slot('2025-11-19', '10:30')];
const openWithLater: ScheduleOptions = { now: true, later: true, slots };
const closedWithLater: ScheduleOptions = { now: false, later: true, slots };
const closedNoSlots: ScheduleOptions = { now: false, later: true, slots: [] };
const openOnly: ScheduleOptions = { now: true, later: false, slots: [] };

describe('scheduleForValidation', () => {
  it.each([
    ['now while open', { type: 'now' }, openWithLater, { kind: 'now' }],
    ['now while closed asks for a slot', { type: 'now' }, closedWithLater, { kind: 'later', slot: null }],
    [
      'a known slot',
      { type: 'later', date: '2025-11-19', slot: '10:30' },
      closedWithLater,
      { kind: 'later', slot: '10:30' },
    ],
    [
      'a slot that is gone',
      { type: 'later', date: '2025-11-18', slot: '23:00' },
      closedWithLater,
      { kind: 'later', slot: null },
    ],
    ['closed with no slot left', { type: 'now' }, closedNoSlots, { kind: 'unavailable' }],
    [
      'later where only now is offered',
      { type: 'later', date: '2025-11-19', slot: '10:00' },
      openOnly,
      { kind: 'now' },
    ],
  ] as const)('%s', (_name, choice, options, expected) => {
    expect(scheduleForValidation(choice, options)).toEqual(expected);
  });
});

describe('startingSchedule', () => {
  it.each([
    ['keeps now while open', { type: 'now' }, openWithLater, { kind: 'now' }, null],
    [
      'keeps a slot that still exists',
      { type: 'later', date: '2025-11-19', slot: '10:00' },
      closedWithLater,
      { kind: 'later', date: '2025-11-19', slot: '10:00' },
      null,
    ],
    [
      'moves now to the first slot when closed',
      { type: 'now' },
      closedWithLater,
      { kind: 'later', date: '2025-11-19', slot: '10:00' },
      { type: 'later', date: '2025-11-19', slot: '10:00' },
    ],
    [
      'moves a stale slot back to now when open',
      { type: 'later', date: '2025-11-01', slot: '10:00' },
      openWithLater,
      { kind: 'now' },
      { type: 'now' },
    ],
    [
      'asks for a slot when none is known',
      { type: 'now' },
      closedNoSlots,
      { kind: 'unavailable' },
      { type: 'later', date: null, slot: null },
    ],
  ] as const)('%s', (_name, choice, options, fallback, expected) => {
    expect(startingSchedule(choice, options, fallback)).toEqual(expected);
  });
});
