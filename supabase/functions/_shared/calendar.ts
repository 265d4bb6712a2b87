// A user's calendar feed (RFC 5545) from calendar_feed_events: one all-day event per
// deadline or task due date, with the UID SQL gives it (stable when the date moves, so a
// calendar app updates the event instead of adding another) and a refresh hint of an hour,
// written by the iCalendar writer the app's calendar files use too (ics.ts).
import { alarmTrigger, parseCalendarAlarm, taskEventSummary } from './calendar-events.ts';
import { writeCalendar } from './ics.ts';
import { oneLine } from './reminders.ts';
import { sha256Hex } from './sha256.ts';
import { PRODUCT_NAME, paths, siteUrl } from './site.ts';

export interface FeedEvent {
  uid: string;
  kind: string;
  /** 'YYYY-MM-DD' */
  date: string;
  title: string;
  description: string | null;
  tender_id: string;
  tender_title: string;
  workspace_name: string;
}

export interface FeedEvents {
  /** The newest change among what the feed shows (null: nothing to show). */
  last_modified: string | null;
  /** The user's preferences.calendarAlarm as stored (anything unknown: the default). */
  alarm?: unknown;
  events: FeedEvent[];
}

/** How often calendar apps should fetch the feed again: an hour (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_TTL_SECONDS = 60 * 60;

/**
 * The feed's text (RFC 5545). `stamp` (DTSTAMP of every event) is the feed's last change, so
 * the same data gives the same bytes and the same ETag.
 */
export function buildCalendar(feed: FeedEvents, site: string): string {
  const alarm = alarmTrigger(parseCalendarAlarm(feed.alarm));
  const events = feed.events.map((event) => {
    const url = siteUrl(site, paths.app.tender(encodeURIComponent(event.tender_id)));
    const description = [event.description?.trim(), `Workspace: ${oneLine(event.workspace_name)}`, url]
      .filter(Boolean)
      .join('\n\n');
    return {
      uid: event.uid,
      date: event.date,
      summary: oneLine(
        event.kind === 'task' ? taskEventSummary(event.title, event.tender_title) : event.title,
      ),
      description,
      url,
      alarm: event.kind === 'submission' ? alarm : null,
    };
  });
  return writeCalendar(events, {
    stamp: feed.last_modified ? new Date(feed.last_modified) : new Date(0),
    name: `${PRODUCT_NAME} deadlines`,
    refreshHours: FEED_TTL_SECONDS / 3600,
  });
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
