import { describe, expect, it } from 'vitest';
import {
  escapeIcsText,
  foldIcsLine,
  reservationIcs,
  reservationStartIso,
  type ReservationEvent,
} from './reservation-ics.ts';

const event: ReservationEvent = {
  id: 880,
  date: '2025-11-22',
  time: '19:30',
  timeZone: 'Asia/Kuwait',
  title: 'Table for 4, Diwan Grill',
  description: 'Table 3; Ground floor',
  location: 'Diwan Grill, Kuwait City',
  stampMs: Date.parse('2025-11-18T09:00:00Z'),
  uidDomain: 'menu.example',
};

describe('reservationIcs', () => {
  const lines = reservationIcs(event)!.split('\r\n');
  it.each([
    ['UID:reservation-880@menu.example'],
    ['DTSTAMP:20251118T090000Z'],
    // 19:30 in Kuwait is 16:30 UTC; the sitting lasts two hours.
    ['DTSTART:20251122T163000Z'],
    ['DTEND:20251122T183000Z'],
    ['SUMMARY:Table for 4\\, Diwan Grill'],
    ['DESCRIPTION:Table 3\\; Ground floor'],
    ['LOCATION:Diwan Grill\\, Kuwait City'],
  ])('has %s', (line) => {
    expect(lines).toContain(line);
  });
  it('is one calendar with one event, ending in CRLF', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(reservationIcs(event)!.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
  it.each([
    ['a date that is not one', { date: '22/11/2025' }],
    ['a time that is not one', { time: 'evening' }],
  ])('null for %s', (_case, change) => {
    expect(reservationIcs({ ...event, ...change })).toBeNull();
  });
});

describe('escapeIcsText and foldIcsLine', () => {
  it.each([
    ['a, b; c', 'a\\, b\\; c'],
    ['line\nnext', 'line\\nnext'],
    ['back\\slash', 'back\\\\slash'],
  ])('%j → %j', (text, expected) => {
    expect(escapeIcsText(text)).toBe(expected);
  });
  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldIcsLine(`SUMMARY:${'طاولة '.repeat(20)}`);
    const parts = folded.split('\r\n ');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.join('')).toBe(`SUMMARY:${'طاولة '.repeat(20)}`);
  });
});

describe('reservationStartIso', () => {
  it.each([
    ['2025-11-22', '19:30', 'Asia/Kuwait', '2025-11-22T19:30:00.000+03:00'],
    ['2025-11-22', '19:30', 'Asia/Tokyo', '2025-11-22T19:30:00.000+09:00'],
    ['2025-11-22', 'late', 'Asia/Kuwait', null],
  ])('%s %s in %s → %s', (date, time, zone, expected) => {
    expect(reservationStartIso(date, time, zone)).toBe(expected);
  });
});
