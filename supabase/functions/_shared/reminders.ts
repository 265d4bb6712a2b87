// What collect_reminders returns (supabase/schemas/08_reminders.sql: a page of messages, with
// tender deadlines, task due dates, bid bond alerts and company documents)
// and the words the emails say about it. The rules of what is due when live in SQL; this file
// only names and formats what SQL decided.

export type MessageKind = 'digest' | 'missed' | 'assigned';
/** A bid bond alert (private.bond_alerts): its item is the bond, dated as the alert is. */
export type BondItemKind = 'bond-expiry' | 'bond-return' | 'bond-issue';
/** A company document of the library expiring (30, 14 and 7 days before): its item is the document. */
export type DocumentItemKind = 'document-expiry';
export type ItemKind = 'submission' | 'inquiry' | 'task' | BondItemKind | DocumentItemKind;

export interface ReminderItem {
  kind: ItemKind;
  /** The task's name; a company document's name for 'document-expiry'. */
  task_name: string | null;
  /** 'YYYY-MM-DD'; null for a task assigned without a due date. */
  due_date: string | null;
  /** Days from the person's today: negative overdue, 0 today; null without a date. */
  days: number | null;
}

export interface ReminderTender {
  id: string;
  title: string;
  reference_number: string | null;
  items: ReminderItem[];
}

export interface ReminderWorkspace {
  id: string;
  name: string;
  tenders: ReminderTender[];
  /** The workspace's company documents expiring ('document-expiry' items), apart from any tender. */
  documents?: ReminderItem[];
}

export interface ReminderMessage {
  id: string;
  kind: MessageKind;
  to: string;
  name: string | null;
  time_zone: string | null;
  /** The person's calendar day the message is for, 'YYYY-MM-DD' in their time zone. */
  local_day: string;
  unsubscribe_token: string;
  /** The preference the unsubscribe token turns off. */
  preference?: string;
  workspaces: ReminderWorkspace[];
}

/** One page of a run: at most p_limit messages leased to `claim`. */
export interface CollectedReminders {
  claim: string | null;
  messages: ReminderMessage[];
  /** Unsent messages no run holds after this page (0: this was the last page). */
  remaining?: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date ('YYYY-MM-DD') as the app writes it: 'Nov 26, 2026'; with the weekday: 'Thursday, Nov 26, 2026'. */
export function formatDay(date: string, withWeekday = false): string {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return date;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const short = `${MONTHS[month - 1]} ${String(day).padStart(2, '0')}, ${year}`;
  return withWeekday ? `${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]}, ${short}` : short;
}

/** The app's cue for a date: 'Overdue', 'Due today', 'Due tomorrow', 'Due in N days'. */
export function dueCue(days: number | null): string {
  if (days === null) return 'No due date';
  if (days < 0) return 'Overdue';
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  return `Due in ${days} days`;
}

export const isBondItem = (kind: ItemKind): kind is BondItemKind => kind.startsWith('bond-');

/**
 * A bid bond alert in words, and what to do about it. Each starts with the app's name of the
 * alert (src/lib/deadlines.ts, kindLabels: 'Bid bond expires too early', 'Bid bond not
 * returned', 'Bid bond not issued'), mirrored here: the Edge Functions cannot import the app's
 * modules (path aliases, generated types), so tests/integration/reminders-emails.test.ts
 * checks the words in a real email.
 */
export const BOND_ITEM_LABELS: Record<BondItemKind, string> = {
  'bond-expiry':
    'Bid bond expires too early, before the bid validity end or award — ask the issuer for an extension',
  'bond-issue':
    'Bid bond not issued yet (requested) — ask the issuer to issue it before the submission deadline',
  'bond-return': 'Bid bond not returned 30 days after the award — ask the buyer to return it',
};

/** What an item is: 'Submission deadline', 'Inquiry deadline', the task's name, a bid bond alert or a company document, and what to do. */
export function itemLabel(item: ReminderItem): string {
  if (item.kind === 'submission') return 'Submission deadline';
  if (item.kind === 'inquiry') return 'Inquiry deadline';
  if (isBondItem(item.kind)) return BOND_ITEM_LABELS[item.kind];
  if (item.kind === 'document-expiry')
    return `Company document: ${oneLine(item.task_name ?? '') || 'Untitled'} — renew it before it expires`;
  return `Task: ${oneLine(item.task_name ?? '') || 'Untitled task'}`;
}

/** 'Expires today', 'Submission deadline in 3 days'; `past` once the day has gone. */
const relativeCue = (lead: string, past: string, days: number): string => {
  if (days < 0) return past;
  if (days === 0) return `${lead} today`;
  if (days === 1) return `${lead} tomorrow`;
  return `${lead} in ${days} days`;
};

/**
 * The cue of an item's date: a bond's expiry ('Expires in 7 days', 'Expired'), the submission
 * deadline of a bond not issued ('Submission deadline in 3 days'), else the app's due cue.
 */
function cueOf(item: ReminderItem): string {
  if (item.days === null) return dueCue(null);
  if (item.kind === 'bond-expiry' || item.kind === 'document-expiry')
    return relativeCue('Expires', 'Expired', item.days);
  if (item.kind === 'bond-issue')
    return relativeCue('Submission deadline', 'Submission deadline passed', item.days);
  return dueCue(item.days);
}

/** 'Due today · Nov 26, 2026', 'Expires in 7 days · Dec 03, 2026'; a missed deadline says so. */
export function itemWhen(item: ReminderItem, kind: MessageKind): string {
  if (item.due_date === null) return dueCue(null);
  const cue = kind === 'missed' ? 'Deadline missed' : cueOf(item);
  return `${cue} · ${formatDay(item.due_date)}`;
}

/** User text on one line: no line breaks or runs of spaces (a title cannot fake lines of the email). */
export const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** How many items the message holds. */
export const itemCount = (message: ReminderMessage): number =>
  message.workspaces.reduce(
    (sum, workspace) =>
      sum +
      workspace.tenders.reduce((n, tender) => n + tender.items.length, 0) +
      (workspace.documents?.length ?? 0),
    0,
  );

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The subject line. */
export function subjectOf(message: ReminderMessage): string {
  const tenders = message.workspaces.flatMap((workspace) => workspace.tenders);
  if (message.kind === 'missed') {
    return tenders.length === 1
      ? `Submission deadline missed: ${oneLine(tenders[0]!.title)}`
      : `Submission deadline missed: ${tenders.length} tenders`;
  }
  if (message.kind === 'assigned') {
    const tasks = tenders.flatMap((tender) => tender.items);
    return tasks.length === 1
      ? `New task for you: ${oneLine(tasks[0]!.task_name ?? '')}`
      : `${plural(tasks.length, 'new task', 'new tasks')} for you`;
  }
  return `Reminders for ${formatDay(message.local_day, true)}: ${plural(itemCount(message), 'deadline', 'deadlines')}`;
}

/** The sentence under the greeting. */
export function introOf(message: ReminderMessage): string {
  if (message.kind === 'missed') {
    return 'The submission deadline of these tenders has passed while they are still under review or in development.';
  }
  if (message.kind === 'assigned') return 'You have been assigned these tasks.';
  return `Here is what is due on ${formatDay(message.local_day, true)}, and what is overdue.`;
}

/** The Settings labels of the preferences an email can be unsubscribed from (src/features/settings/model.ts). */
const PREFERENCE_LABELS: Record<string, string> = {
  emailNotifications: 'Email notifications',
  tenderDeadlineReminders: 'Tender deadline reminders',
  taskUpdates: 'Task updates',
};

/** Why the person gets this email, and what its unsubscribe link turns off. */
export function footerOf(message: ReminderMessage): { why: string; unsubscribe: string } {
  const label = PREFERENCE_LABELS[message.preference ?? ''] ?? PREFERENCE_LABELS.emailNotifications!;
  return {
    why: `You get this email because '${label}' is on in your notification settings.`,
    unsubscribe: `Unsubscribe (turn '${label}' off)`,
  };
}

/** Where an item's tender opens in the app. */
export const tenderUrl = (siteUrl: string, tenderId: string): string =>
  `${siteUrl.replace(/\/+$/, '')}/app/tenders/${encodeURIComponent(tenderId)}`;

/** The company documents page, where an expiring document is renewed. */
export const companyDocumentsUrl = (siteUrl: string): string =>
  `${siteUrl.replace(/\/+$/, '')}/app/company-documents`;

/** The unsubscribe page for this message's kind (public: works without signing in; it asks first). */
export const unsubscribeUrl = (siteUrl: string, token: string): string =>
  `${siteUrl.replace(/\/+$/, '')}/unsubscribe?token=${encodeURIComponent(token)}`;

/** RFC 8058's one-click endpoint for this message's kind: the unsubscribe Edge Function, which acts on a POST only. */
export const oneClickUnsubscribeUrl = (apiUrl: string, token: string): string =>
  `${apiUrl.replace(/\/+$/, '')}/functions/v1/unsubscribe?token=${encodeURIComponent(token)}`;

/** The notification settings, where every email kind can be turned back on. */
export const settingsUrl = (siteUrl: string): string =>
  `${siteUrl.replace(/\/+$/, '')}/app/settings?tab=notifications`;
