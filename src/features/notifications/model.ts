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

/** The bell button's accessible name, with the count of new alerts. */
export const bellLabel = (unseen: number) =>
  unseen > 0 ? `Notifications, ${unseen} new deadline ${unseen === 1 ? 'alert' : 'alerts'}` : 'Notifications';
