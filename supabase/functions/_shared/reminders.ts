// What collect_reminders returns (supabase/schemas/08_reminders.sql: tender deadlines, task due dates, bid bond alerts,
// expiring company documents and library answers due for review, a page of messages at a time) and the words the emails say
// about it. The rules of what is due when live in SQL; this file only names and formats what
// SQL decided, in the app's own words (cues.ts, dates.ts, preferences.ts, site.ts).
import { calendarDateText } from './dates.ts';
import {
  BOND_ALERT_ADVICE,
  BOND_ALERT_REASONS,
  DEADLINE_KIND_LABELS,
  DEADLINE_MISSED,
  dueCueLabel,
  expiryCueLabel,
  NO_DUE_DATE,
  relativeCue,
  REVIEW_DUE,
  type BondAlertKind,
} from './cues.ts';
import { PREFERENCE_LABELS, type NotificationKey } from './preferences.ts';
import type { WorkspaceRole } from './invitation.ts';
import { paths, siteUrl } from './site.ts';

export type MessageKind = 'digest' | 'missed' | 'assigned' | 'invitation' | 'comment';

/** An invitation email's facts (private.invitation_messages): the link's token, who invites, where, as what. */
export interface InvitationFacts {
  token: string;
  inviter_name: string;
  workspace_name: string;
  role: WorkspaceRole;
  /** ISO instant. */
  expires_at: string;
}
/** A bid bond alert (private.bond_alerts): its item is the bond, dated as the alert is. */
export type BondItemKind = BondAlertKind;
/** A company document of the library expiring (30, 14 and 7 days before): its item is the document. */
export type DocumentItemKind = 'document-expiry';
/** A library answer past its review date (14_library.sql): its item is the answer, dated when the review fell due. */
export type AnswerItemKind = 'answer-review';
export type ItemKind = 'submission' | 'inquiry' | 'task' | BondItemKind | DocumentItemKind | AnswerItemKind;

export interface ReminderItem {
  kind: ItemKind;
  /** The task's name; a company document's name for 'document-expiry'; an answer's title for 'answer-review'. */
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

/** A digest's sections, soonest first: days 0, 1, 2–7, beyond. */
export type DigestSection = 'today' | 'tomorrow' | 'week' | 'later';

/** A digest line: an item ahead, with its tender (none for a company document or a library answer). */
export interface DigestItem extends ReminderItem {
  tender_id: string | null;
  tender_title: string | null;
  reference_number: string | null;
}

/** A digest's one line per tender for what is overdue. */
export interface OverdueLine {
  tender_id: string;
  title: string;
  reference_number: string | null;
  count: number;
}

export interface ReminderWorkspace {
  id: string;
  name: string;
  /** Escalations and assignments: by tender. */
  tenders?: ReminderTender[];
  /** Company documents apart from any tender (not in digests, whose sections hold them). */
  documents?: ReminderItem[];
  /** A digest: what is ahead, by section, soonest first. */
  sections?: { section: DigestSection; items: DigestItem[] }[];
  /** A digest: one line per tender for what is overdue. */
  overdue?: OverdueLine[];
}

/** A kind of digest line a person can stop from the email (never all email). */
export type UnsubscribeKey = 'tenderDeadlineReminders' | 'taskUpdates' | 'mentionsAndReplies';

export interface ReminderMessage {
  id: string;
  kind: MessageKind;
  to: string;
  name: string | null;
  time_zone: string | null;
  /** The person's calendar day the message is for, 'YYYY-MM-DD' in their time zone. */
  local_day: string;
  /** RFC 8058's one-click token: turns off every kind in `unsubscribe`; null when it offers none (the escalation, an invitation). */
  unsubscribe_token: string | null;
  /** A token per kind of line the message holds, each turning that kind off. */
  unsubscribe?: { preference: UnsubscribeKey; token: string }[];
  workspaces: ReminderWorkspace[];
  /** Only for kind 'invitation'. */
  invitation?: InvitationFacts | null;
  /** Only for kind 'comment': the mentions and replies it tells of. */
  comments?: CommentLine[] | null;
}

/** A comment a message of kind 'comment' tells of (private.comment_email_lines). */
export interface CommentLine {
  reason: 'mention' | 'reply';
  author_name: string | null;
  tender_id: string;
  tender_title: string;
  task_id: string | null;
  task_name: string | null;
  created_at: string;
  body: string;
}

/** One page of a run: at most p_limit messages leased to `claim`. */
export interface CollectedReminders {
  claim: string | null;
  messages: ReminderMessage[];
  /** Unsent messages no run holds after this page (0: this was the last page). */
  remaining?: number;
}

export const isBondItem = (kind: ItemKind): kind is BondItemKind => kind.startsWith('bond-');

/** A bid bond alert in words, as the app names it, why, and what to do: '… — ask the issuer for an extension'. */
const bondItemLabel = (kind: BondItemKind): string =>
  `${DEADLINE_KIND_LABELS[kind]}, ${BOND_ALERT_REASONS[kind]} — ${BOND_ALERT_ADVICE[kind]}`;

/** What an item is: 'Submission deadline', 'Inquiry deadline', the task's name, a bid bond alert, a company document or a library answer, and what to do. */
export function itemLabel(item: ReminderItem): string {
  if (item.kind === 'submission' || item.kind === 'inquiry') return DEADLINE_KIND_LABELS[item.kind];
  if (isBondItem(item.kind)) return bondItemLabel(item.kind);
  if (item.kind === 'document-expiry')
    return `Company document: ${oneLine(item.task_name ?? '') || 'Untitled'} — renew it before it expires`;
  if (item.kind === 'answer-review')
    return `Library answer: ${oneLine(item.task_name ?? '') || 'Untitled'} — check it still holds and mark it reviewed`;
  return `${DEADLINE_KIND_LABELS.task}: ${oneLine(item.task_name ?? '') || 'Untitled task'}`;
}

/**
 * The cue of an item's date: a bond's expiry ('Expires in 7 days', 'Expired'), the submission
 * deadline of a bond not issued ('Submission deadline in 3 days'), else the app's due cue.
 */
function cueOf(item: ReminderItem): string {
  if (item.days === null) return NO_DUE_DATE;
  // Due since the date shown, until someone records the review.
  if (item.kind === 'answer-review') return REVIEW_DUE;
  if (item.kind === 'bond-expiry' || item.kind === 'document-expiry') return expiryCueLabel(item.days);
  if (item.kind === 'bond-issue') {
    const deadline = DEADLINE_KIND_LABELS.submission;
    return relativeCue(deadline, `${deadline} passed`, item.days);
  }
  return dueCueLabel(item.days);
}

/** 'Due today · Nov 26, 2026', 'Expires in 7 days · Dec 03, 2026'; a missed deadline says so. */
export function itemWhen(item: ReminderItem, kind: MessageKind): string {
  if (item.due_date === null) return NO_DUE_DATE;
  const cue = kind === 'missed' ? DEADLINE_MISSED : cueOf(item);
  return `${cue} · ${calendarDateText(item.due_date)}`;
}

/** User text on one line: no line breaks or runs of spaces (a title cannot fake lines of the email). */
export const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** How many items the message holds (a digest's overdue lines count their items). */
export const itemCount = (message: ReminderMessage): number =>
  message.workspaces.reduce(
    (sum, workspace) =>
      sum +
      (workspace.tenders ?? []).reduce((n, tender) => n + tender.items.length, 0) +
      (workspace.documents?.length ?? 0) +
      (workspace.sections ?? []).reduce((n, section) => n + section.items.length, 0) +
      (workspace.overdue ?? []).reduce((n, line) => n + line.count, 0),
    0,
  );

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A digest section's heading. */
export const SECTION_LABELS: Record<DigestSection, string> = {
  today: 'Due today',
  tomorrow: 'Due tomorrow',
  week: 'This week',
  later: 'Later',
};
export const OVERDUE_HEADING = 'Overdue';

/** The subject's words for each part of a digest, in its order. */
const SUBJECT_PARTS: [DigestSection | 'overdue', string][] = [
  ['today', 'due today'],
  ['tomorrow', 'due tomorrow'],
  ['week', 'this week'],
  ['later', 'later'],
  ['overdue', 'overdue'],
];

/** What a digest holds in words: '2 due today, 3 this week, 9 overdue'. */
export function digestCounts(message: ReminderMessage): string {
  const counts = new Map<string, number>();
  const add = (key: string, n: number) => counts.set(key, (counts.get(key) ?? 0) + n);
  for (const workspace of message.workspaces) {
    for (const section of workspace.sections ?? []) add(section.section, section.items.length);
    for (const line of workspace.overdue ?? []) add('overdue', line.count);
  }
  return SUBJECT_PARTS.filter(([key]) => counts.get(key))
    .map(([key, words]) => `${counts.get(key)} ${words}`)
    .join(', ');
}

/** A digest's overdue line: 'Car park resurfacing: 9 overdue items'. */
export const overdueLineText = (line: OverdueLine): string =>
  `${oneLine(line.title)}: ${plural(line.count, 'overdue item', 'overdue items')}`;

/** The subject line. */
export function subjectOf(message: ReminderMessage): string {
  const tenders = message.workspaces.flatMap((workspace) => workspace.tenders ?? []);
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
  return `Reminders for ${calendarDateText(message.local_day, true)}: ${digestCounts(message)}`;
}

/** The sentence under the greeting. */
export function introOf(message: ReminderMessage): string {
  if (message.kind === 'missed') {
    return 'The submission deadline of these tenders has passed while they are still under review or in development.';
  }
  if (message.kind === 'assigned') return 'You have been assigned these tasks.';
  return `Here is what is coming up from ${calendarDateText(message.local_day, true)}, and what is overdue.`;
}

/** The footer's link that turns a kind of line off. */
export const UNSUBSCRIBE_LABELS: Record<UnsubscribeKey, string> = {
  taskUpdates: 'Stop task reminders',
  mentionsAndReplies: 'Stop mention and reply emails',
  tenderDeadlineReminders: 'Stop deadline reminders',
};
export const MANAGE_SETTINGS = 'Manage e-mail settings';

export interface FooterLink {
  text: string;
  href: string;
}

/** Why the person gets this email; a link per kind it holds that stops it, and the settings. */
export function footerOf(message: ReminderMessage, site: string): { why: string; links: FooterLink[] } {
  const offers = message.unsubscribe ?? [];
  const names = offers.map(({ preference }) => `'${PREFERENCE_LABELS[preference as NotificationKey]}'`);
  const why =
    names.length === 0
      ? `You get this email as an admin or manager of the workspace; only '${PREFERENCE_LABELS.emailNotifications}' off stops it.`
      : `You get this email because ${names.join(' and ')} ${names.length === 1 ? 'is' : 'are'} on in your notification settings.`;
  return {
    why,
    links: [
      ...offers.map(({ preference, token }) => ({
        text: UNSUBSCRIBE_LABELS[preference],
        href: unsubscribeUrl(site, token),
      })),
      { text: MANAGE_SETTINGS, href: settingsUrl(site) },
    ],
  };
}

/** Where an item's tender opens in the app. */
export const tenderUrl = (site: string, tenderId: string): string =>
  siteUrl(site, paths.app.tender(encodeURIComponent(tenderId)));

/** The company documents page, where an expiring document is renewed. */
export const companyDocumentsUrl = (site: string): string => siteUrl(site, paths.app.companyDocuments);

/** The answer library, where an answer due for review is checked and marked reviewed. */
export const libraryUrl = (site: string): string => siteUrl(site, paths.app.library);

/** The unsubscribe page for this message's kind (public: works without signing in; it asks first). */
export const unsubscribeUrl = (site: string, token: string): string =>
  siteUrl(site, `${paths.unsubscribe}?token=${encodeURIComponent(token)}`);

/** RFC 8058's one-click endpoint for this message's kind: the unsubscribe Edge Function, which acts on a POST only. */
export const oneClickUnsubscribeUrl = (apiUrl: string, token: string): string =>
  `${apiUrl.replace(/\/+$/, '')}/functions/v1/unsubscribe?token=${encodeURIComponent(token)}`;

/** The notification settings, where every email kind can be turned back on. */
export const settingsUrl = (site: string): string => siteUrl(site, paths.app.settingsTab('notifications'));
