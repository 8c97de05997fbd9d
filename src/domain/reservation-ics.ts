/**
 * An iCalendar (RFC 5545) event for a reservation, so the customer can add it to the device's
 * calendar. Times are written in UTC, computed from the date and time in the business's zone.
 */
import { DateTime } from 'luxon';

/** Spec: a reservation's sitting lasts two hours (the table is taken for that long). */
export const RESERVATION_SITTING_MINUTES = 120;

export interface ReservationEvent {
  id: number;
  /** YYYY-MM-DD and HH:mm in the business's time zone. */
  date: string;
  time: string;
  timeZone: string;
  title: string;
  description: string;
  location: string;
  /** When the file is made (epoch ms), for DTSTAMP. */
  stampMs: number;
  /** Domain for the UID, e.g. the app's host. */
  uidDomain: string;
}

/** Text values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF and a space (RFC 5545 §3.1). */
export function foldIcsLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + charSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (at: DateTime): string => at.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");

/** The .ics text, or null when the date and time cannot be read in the zone. */
export function reservationIcs(event: ReservationEvent): string | null {
  const start = DateTime.fromISO(`${event.date}T${event.time}`, { zone: event.timeZone });
  if (!start.isValid) return null;
  const end = start.plus({ minutes: RESERVATION_SITTING_MINUTES });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//menu-webapp//reservation//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:reservation-${event.id}@${event.uidDomain}`,
    `DTSTAMP:${utcStamp(DateTime.fromMillis(event.stampMs))}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** The reservation's start as an ISO instant with the business zone's offset; null if unreadable. */
export function reservationStartIso(date: string, time: string, timeZone: string): string | null {
  const start = DateTime.fromISO(`${date}T${time}`, { zone: timeZone });
  return start.isValid ? start.toISO() : null;
}
