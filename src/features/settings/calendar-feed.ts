// The private calendar feed: its URL (the token is the credential calendar apps send), the
// webcal:// form that opens the system's calendar app, and the words around it.
import { formatShortDate } from '@/lib/dates';

export const calendarFeedMessages = {
  label: 'Calendar feed URL',
  hint: 'Subscribe to it in your calendar app to see your deadlines and due dates, kept up to date. Anyone with this URL can read them: keep it private.',
  copied: 'Calendar feed URL copied.',
  copyFailed: 'Could not copy: select the URL and copy it yourself.',
  regenerated: 'Calendar feed URL regenerated. Subscribe again with the new one.',
  regenerateFailed: 'Failed to regenerate the calendar feed URL',
  confirmTitle: 'Regenerate the calendar feed URL?',
  confirmDescription:
    'The old URL stops working at once: calendars subscribed to it stop updating until you subscribe with the new one.',
  loadFailed: 'Failed to load the calendar feed',
  neverFetched: 'Never fetched',
  openInCalendar: 'Open in calendar app',
  alarmLabel: 'Alarm before a submission deadline',
  alarmHint:
    'In the calendar feed and in the calendar files you download. Subscribed calendars pick up a change within the hour.',
  alarmSaved: 'Calendar alarm saved.',
  alarmFailed: 'Failed to save the calendar alarm',
} as const;

/** `${supabaseUrl}/functions/v1/calendar-feed?token=…` */
export const calendarFeedUrl = (supabaseUrl: string, token: string): string =>
  `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/calendar-feed?token=${encodeURIComponent(token)}`;

/** The same feed as a webcal:// link, which calendar apps open as a subscription. */
export const webcalUrl = (feedUrl: string): string => feedUrl.replace(/^https?:\/\//, 'webcal://');

/** 'Last fetched Jan 05, 2026 at 09:30' in the user's own clock and locale, or 'Never fetched'. */
export function lastFetchedText(lastFetchedAt: string | null, locale?: string): string {
  if (!lastFetchedAt) return calendarFeedMessages.neverFetched;
  const date = new Date(lastFetchedAt);
  if (Number.isNaN(date.getTime())) return calendarFeedMessages.neverFetched;
  const time = date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  return `Last fetched ${formatShortDate(date, 'N/A', locale)} at ${time}`;
}
