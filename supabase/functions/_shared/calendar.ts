// A user's calendar feed (RFC 5545) from calendar_feed_events: one all-day event per
// deadline or task due date, with the UID SQL gives it (stable when the date moves, so a
// calendar app updates the event instead of adding another) and a refresh hint of an hour.
import ical, { ICalCalendarMethod } from 'ical-generator';
import { PRODUCT_NAME } from './reminder-email.ts';
import { oneLine, tenderUrl } from './reminders.ts';

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

/** A calendar date as the UTC midnight ical-generator writes as that DATE. */
function utcDay(date: string, plusDays = 0): Date {
  const match = CALENDAR_DATE.exec(date);
  if (!match) throw new Error(`not a calendar date: ${date}`);
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + plusDays));
}

/**
 * The feed's text. `stamp` (DTSTAMP of every event) is the feed's last change, so the same
 * data gives the same bytes and the same ETag.
 */
export function buildCalendar(feed: FeedEvents, siteUrl: string): string {
  const stamp = feed.last_modified ? new Date(feed.last_modified) : new Date(0);
  const calendar = ical({
    name: `${PRODUCT_NAME} deadlines`,
    prodId: { company: PRODUCT_NAME, product: 'Deadlines', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: FEED_TTL_SECONDS,
  });
  for (const event of feed.events) {
    const url = tenderUrl(siteUrl, event.tender_id);
    calendar.createEvent({
      id: event.uid,
      allDay: true,
      start: utcDay(event.date),
      end: utcDay(event.date, 1),
      stamp,
      summary: oneLine(event.title),
      description: [event.description?.trim(), `Workspace: ${oneLine(event.workspace_name)}`, url]
        .filter(Boolean)
        .join('\n\n'),
      url,
    });
  }
  return calendar.toString();
}

/** A strong ETag for the feed's bytes (SHA-256, hex). */
export async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `"${hex.slice(0, 40)}"`;
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
