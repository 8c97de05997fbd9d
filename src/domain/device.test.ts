import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IDLE_SECONDS,
  idleSecondsFrom,
  isClosedToGuestDevice,
  terminalIdFrom,
  isDeviceMode,
  type DeviceMode,
} from './device.ts';
import {
  idlePhase,
  newPinProblem,
  nextTapRun,
  STAFF_TAP_WINDOW_MS,
  type IdlePhase,
} from './kiosk-session.ts';

describe('newPinProblem', () => {
  it.each([
    { pin: '1234', confirmation: '1234', expected: null },
    { pin: '12345678', confirmation: '12345678', expected: null },
    { pin: '123', confirmation: '123', expected: 'format' },
    { pin: '123456789', confirmation: '123456789', expected: 'format' },
    { pin: '12a4', confirmation: '12a4', expected: 'format' },
    { pin: ' 1234', confirmation: ' 1234', expected: 'format' },
    { pin: '١٢٣٤', confirmation: '١٢٣٤', expected: 'format' },
    { pin: '1234', confirmation: '1243', expected: 'mismatch' },
    { pin: '1234', confirmation: '', expected: 'mismatch' },
  ])('$pin / $confirmation: $expected', ({ pin, confirmation, expected }) => {
    expect(newPinProblem(pin, confirmation)).toBe(expected);
  });
});

describe('idleSecondsFrom', () => {
  it.each([
    { value: undefined, expected: DEFAULT_IDLE_SECONDS },
    { value: '', expected: DEFAULT_IDLE_SECONDS },
    { value: 'soon', expected: DEFAULT_IDLE_SECONDS },
    { value: '90', expected: 90 },
    { value: 45.4, expected: 45 },
    { value: 5, expected: 20 },
    { value: 100_000, expected: 600 },
  ])('$value → $expected', ({ value, expected }) => {
    expect(idleSecondsFrom(value)).toBe(expected);
  });
});

describe('idlePhase', () => {
  const cases: { idleMs: number; expected: IdlePhase }[] = [
    { idleMs: 0, expected: { kind: 'active' } },
    { idleMs: 59_999, expected: { kind: 'active' } },
    { idleMs: 60_000, expected: { kind: 'warning', secondsLeft: 15 } },
    { idleMs: 60_001, expected: { kind: 'warning', secondsLeft: 15 } },
    { idleMs: 74_000, expected: { kind: 'warning', secondsLeft: 1 } },
    { idleMs: 75_000, expected: { kind: 'expired' } },
    { idleMs: 500_000, expected: { kind: 'expired' } },
    // A clock that went back (a time sync) counts as a touch now, never as a long idle.
    { idleMs: -5_000, expected: { kind: 'active' } },
  ];
  it.each(cases)('$idleMs ms idle of 60 s: $expected.kind', ({ idleMs, expected }) => {
    expect(idlePhase({ nowMs: 1_000_000 + idleMs, lastActivityMs: 1_000_000, idleSeconds: 60 })).toEqual(
      expected,
    );
  });
});

describe('isClosedToGuestDevice', () => {
  const cases: { mode: DeviceMode; section: string | undefined; expected: boolean }[] = [
    { mode: 'phone', section: 'login', expected: false },
    { mode: 'phone', section: 'wallet', expected: false },
    { mode: 'kiosk', section: 'login', expected: true },
    { mode: 'kiosk', section: 'profile', expected: true },
    { mode: 'kiosk', section: 'orders', expected: true },
    { mode: 'kiosk', section: 'wallet', expected: true },
    { mode: 'kiosk', section: 'reservation', expected: true },
    { mode: 'table', section: 'reservation', expected: true },
    { mode: 'kiosk', section: 'locations', expected: true },
    { mode: 'table', section: 'locations', expected: true },
    { mode: 'table', section: 'login', expected: true },
    { mode: 'table', section: 'wallet', expected: true },
    { mode: 'table', section: 'dine_in', expected: false },
    { mode: 'table', section: 'dinein', expected: false },
    { mode: 'table', section: 'delivery', expected: true },
    { mode: 'table', section: 'car_pickup', expected: true },
    { mode: 'table', section: 'pickup', expected: true },
    { mode: 'kiosk', section: 'delivery', expected: false },
    { mode: 'phone', section: 'delivery', expected: false },
    { mode: 'table', section: 'table', expected: false },
    { mode: 'table', section: 'Policies', expected: false },
    { mode: 'kiosk', section: 'dine_in', expected: false },
    { mode: 'kiosk', section: 'order', expected: false },
    { mode: 'kiosk', section: 'device', expected: false },
    { mode: 'kiosk', section: undefined, expected: false },
  ];
  it.each(cases)('$mode /$section: $expected', ({ mode, section, expected }) => {
    expect(isClosedToGuestDevice(mode, section)).toBe(expected);
  });
});

describe('isDeviceMode', () => {
  it.each([
    ['phone', true],
    ['kiosk', true],
    ['table', true],
    ['tablet', false],
    ['', false],
    [null, false],
  ])('%s: %s', (value, expected) => expect(isDeviceMode(value)).toBe(expected));
});

describe('nextTapRun', () => {
  it('counts taps in a row and starts again after a pause', () => {
    let run = { count: 0, lastMs: null as number | null };
    for (const at of [0, 300, 600]) run = nextTapRun(run, at);
    expect(run.count).toBe(3);
    run = nextTapRun(run, 600 + STAFF_TAP_WINDOW_MS + 1);
    expect(run.count).toBe(1);
  });
});

// Typed by staff at setup, and checked again when a stored setup is read back.
describe('terminalIdFrom', () => {
  it.each([
    ['TERM-1', 'TERM-1'],
    [' term-1 ', 'TERM-1'],
    ['', null],
    ['   ', null],
    ['-TERM', null],
    ['TERM 1', null],
    ['TERM_1', null],
    ['A'.repeat(64), 'A'.repeat(64)],
    ['A'.repeat(65), null],
    [42, null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(terminalIdFrom(value)).toBe(expected);
  });
});
