// The header bell's rules: its badge and names (the page's rules are in page.ts, off the
// /app shell's first load). Which deadlines are alerts, their days and the counts come
// from SQL (deadline_alerts, deadline_counts); the windows and the words from
// lib/deadlines.ts.
import { DEADLINES_FAILED } from '@/lib/deadlines';

export const LOAD_FAILED = DEADLINES_FAILED;

/** The bell's badge: the count of new (unseen) alerts, '99+' past 99, nothing at 0. */
export const badgeText = (count: number): string | null =>
  count <= 0 ? null : count > 99 ? '99+' : String(count);

export const alertCount = (count: number) => `${count} ${count === 1 ? 'alert' : 'alerts'}`;

/** The bell's summary: '3 alerts', '1 mention or reply', '3 alerts, 2 mentions and replies'. */
export const bellSummary = (alerts: number, mentions: number) =>
  [
    alerts > 0 ? alertCount(alerts) : null,
    mentions > 0 ? `${mentions} ${mentions === 1 ? 'mention or reply' : 'mentions and replies'}` : null,
  ]
    .filter(Boolean)
    .join(', ');

/** The bell button's accessible name, with the counts of new alerts and of new mentions and replies. */
export const bellLabel = (unseen: number, mentions = 0) =>
  [
    'Notifications',
    unseen > 0 ? `${unseen} new deadline ${unseen === 1 ? 'alert' : 'alerts'}` : null,
    mentions > 0 ? `${mentions} new ${mentions === 1 ? 'mention or reply' : 'mentions and replies'}` : null,
  ]
    .filter(Boolean)
    .join(', ');
