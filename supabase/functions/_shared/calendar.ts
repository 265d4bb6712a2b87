// A user's calendar feed (RFC 5545) from calendar_feed_events: one all-day event per
// deadline or task due date, with the UID SQL gives it (stable when the date moves, so a
// calendar app updates the event instead of adding another) and a refresh hint of an hour.
// The text is written here, not by a library: ical-generator 10 (the last for Node 20) spent
// ~250 ms on 500 events (a TextEncoder per character when folding) and 11 needs Node 22;
// ical.js is MPL-2.0, outside our licence policy (it reads the feed back in the tests).
import { PRODUCT_NAME } from './reminder-email.ts';
import { oneLine, tenderUrl } from './reminders.ts';
import { sha256Hex } from './sha256.ts';

export interface FeedEvent {
  uid: string;
  kind: string;
  /** 'YYYY-MM-DD' */
  date: string;
  title: string;
  description: string | null;
  tender_id: string;
  workspace_name: string;
}

export interface FeedEvents {
  /** The newest change among what the feed shows (null: nothing to show). */
  last_modified: string | null;
  events: FeedEvent[];
}

/** How often calendar apps should fetch the feed again: an hour (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_TTL_SECONDS = 60 * 60;

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

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, newlines as \n. */
const text = (value: string) => value.replace(/[\\;,]/g, '\\$&').replace(/\r\n|\r|\n/g, '\\n');

const ASCII = /^[\x20-\x7e]*$/;
/** The first 75 characters, then 74 at a time (a folded line starts with a space). */
const ASCII_FOLDS = /^.{1,75}|.{1,74}/g;

/** A content line folded after 75 octets of UTF-8 (§3.1), never inside a character. */
function fold(line: string): string {
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

/**
 * The feed's text (RFC 5545). `stamp` (DTSTAMP of every event) is the feed's last change, so
 * the same data gives the same bytes and the same ETag.
 */
export function buildCalendar(feed: FeedEvents, siteUrl: string): string {
  const stamp = utcDateTime(feed.last_modified ? new Date(feed.last_modified) : new Date(0));
  const name = text(`${PRODUCT_NAME} deadlines`);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${PRODUCT_NAME}//Deadlines//EN`,
    'METHOD:PUBLISH',
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    `REFRESH-INTERVAL;VALUE=DURATION:PT${FEED_TTL_SECONDS / 3600}H`,
    `X-PUBLISHED-TTL:PT${FEED_TTL_SECONDS / 3600}H`,
  ];
  for (const event of feed.events) {
    const url = tenderUrl(siteUrl, event.tender_id);
    const [start, end] = allDay(event.date);
    const description = [event.description?.trim(), `Workspace: ${oneLine(event.workspace_name)}`, url]
      .filter(Boolean)
      .join('\n\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${text(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${start}`,
      `DTEND;VALUE=DATE:${end}`,
      // Outlook's own all-day markers, beside the DATE values every other calendar reads.
      'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE',
      `SUMMARY:${text(oneLine(event.title))}`,
      `DESCRIPTION:${text(description)}`,
      `URL;VALUE=URI:${url}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** A strong ETag for the feed's bytes (SHA-256, hex). */
export async function etagOf(body: string): Promise<string> {
  return `"${(await sha256Hex(body)).slice(0, 40)}"`;
}

/**
 * Whether the client's copy is current (answer 304): If-None-Match names the ETag (or `*`);
 * without If-None-Match, If-Modified-Since is not before the last change (RFC 9110 §13.1.3).
 */
export function notModified(request: Request, etag: string, lastModified: Date | null): boolean {
  const ifNoneMatch = request.headers.get('If-None-Match');
  if (ifNoneMatch !== null) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === etag);
  }
  const ifModifiedSince = Date.parse(request.headers.get('If-Modified-Since') ?? '');
  if (!lastModified || Number.isNaN(ifModifiedSince)) return false;
  return Math.floor(lastModified.getTime() / 1000) * 1000 <= ifModifiedSince;
}
