// iCalendar (RFC 5545) text of all-day events: the app's "Add to calendar" files and the
// Edge Function's calendar feed write their calendars here. Written out rather than with a
// library: ical-generator 10 (the last for Node 20) spent ~250 ms on 500 events (a
// TextEncoder per character when folding) and 11 needs Node 22; ical.js is MPL-2.0, outside
// our licence policy (the tests read calendars back with it). Shared with the app (imported
// as '@shared/ics.ts').
import { PRODUCT_NAME } from './site.ts';

export interface CalendarEvent {
  /** Unique and stable per event, so that a calendar app updates it instead of adding another. */
  uid: string;
  /** The all-day date, 'YYYY-MM-DD'. */
  date: string;
  summary: string;
  description?: string | null;
  /** Where the event opens in the app (absolute). */
  url?: string;
  /** A reminder: its TRIGGER relative to the day's start (calendar-events.ts's alarmTrigger). */
  alarm?: string | null;
}

export interface CalendarOptions {
  /** DTSTAMP of every event: the same data then gives the same bytes. */
  stamp: Date;
  /** The calendar's name in the calendar app (a subscribed feed). */
  name?: string;
  /** How often a subscribed calendar should be fetched again, in hours. */
  refreshHours?: number;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date and the day after it, as DATE values (YYYYMMDD). */
function allDay(date: string): [string, string] {
  const match = CALENDAR_DATE.exec(date);
  if (!match) throw new Error(`not a calendar date: ${date}`);
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return [date.replaceAll('-', ''), next.replaceAll('-', '')];
}

/** A UTC DATE-TIME value (YYYYMMDDTHHMMSSZ). */
const utcDateTime = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export const escapeIcsText = (value: string): string =>
  value.replace(/[\\;,]/g, '\\$&').replace(/\r\n|\r|\n/g, '\\n');

const ASCII = /^[\x20-\x7e]*$/;
/** The first 75 characters, then 74 at a time (a folded line starts with a space). */
const ASCII_FOLDS = /^.{1,75}|.{1,74}/g;

/** A content line folded after 75 octets of UTF-8 (§3.1), never inside a character. */
export function foldIcsLine(line: string): string {
  if (line.length <= 25) return line; // at most 75 octets whatever the characters
  if (ASCII.test(line)) return line.length <= 75 ? line : line.match(ASCII_FOLDS)!.join('\r\n ');
  let folded = '';
  let octets = 0;
  for (const character of line) {
    const code = character.codePointAt(0)!;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (octets + size > 75) {
      folded += '\r\n ';
      octets = 1;
    }
    folded += character;
    octets += size;
  }
  return folded;
}

/** A display alarm (§3.6.6) that shows the event's summary at `trigger`. */
const alarmLines = (summary: string, trigger: string) => [
  'BEGIN:VALARM',
  'ACTION:DISPLAY',
  `DESCRIPTION:${escapeIcsText(summary)}`,
  `TRIGGER:${trigger}`,
  'END:VALARM',
];

/** A VCALENDAR with one all-day, free-time VEVENT per event; CRLF line ends, folded lines. */
export function writeCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const stamp = utcDateTime(options.stamp);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${PRODUCT_NAME}//Deadlines//EN`];
  lines.push('CALSCALE:GREGORIAN', 'METHOD:PUBLISH');
  if (options.name)
    lines.push(`NAME:${escapeIcsText(options.name)}`, `X-WR-CALNAME:${escapeIcsText(options.name)}`);
  if (options.refreshHours) {
    lines.push(
      `REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshHours}H`,
      `X-PUBLISHED-TTL:PT${options.refreshHours}H`,
    );
  }
  for (const event of events) {
    const [start, end] = allDay(event.date);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeIcsText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${start}`,
      `DTEND;VALUE=DATE:${end}`,
      // Outlook's own all-day marker, beside the DATE values every other calendar reads.
      'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE',
      `SUMMARY:${escapeIcsText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
      ...(event.url ? [`URL;VALUE=URI:${event.url}`] : []),
      // A deadline does not make anyone busy.
      'TRANSP:TRANSPARENT',
      ...(event.alarm ? alarmLines(event.summary, event.alarm) : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
