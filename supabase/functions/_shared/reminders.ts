// What collect_reminders returns (supabase/schemas/08_reminders.sql: tender deadlines, task due dates, bid bond alerts and
// expiring company documents, a page of messages at a time) and the words the emails say
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
  type BondAlertKind,
} from './cues.ts';
import { PREFERENCE_LABELS, type NotificationKey } from './preferences.ts';
import type { WorkspaceRole } from './invitation.ts';
import { paths, siteUrl } from './site.ts';

export type MessageKind = 'digest' | 'missed' | 'assigned' | 'invitation';

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
  /** null for an invitation: nothing turns invitations off. */
  unsubscribe_token: string | null;
  /** The preference the unsubscribe token turns off. */
  preference?: string | null;
  workspaces: ReminderWorkspace[];
  /** Only for kind 'invitation'. */
  invitation?: InvitationFacts | null;
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

/** What an item is: 'Submission deadline', 'Inquiry deadline', the task's name, a bid bond alert or a company document, and what to do. */
export function itemLabel(item: ReminderItem): string {
  if (item.kind === 'submission' || item.kind === 'inquiry') return DEADLINE_KIND_LABELS[item.kind];
  if (isBondItem(item.kind)) return bondItemLabel(item.kind);
  if (item.kind === 'document-expiry')
    return `Company document: ${oneLine(item.task_name ?? '') || 'Untitled'} — renew it before it expires`;
  return `${DEADLINE_KIND_LABELS.task}: ${oneLine(item.task_name ?? '') || 'Untitled task'}`;
}

/**
 * The cue of an item's date: a bond's expiry ('Expires in 7 days', 'Expired'), the submission
 * deadline of a bond not issued ('Submission deadline in 3 days'), else the app's due cue.
 */
function cueOf(item: ReminderItem): string {
  if (item.days === null) return NO_DUE_DATE;
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
  return `Reminders for ${calendarDateText(message.local_day, true)}: ${plural(itemCount(message), 'deadline', 'deadlines')}`;
}

/** The sentence under the greeting. */
export function introOf(message: ReminderMessage): string {
  if (message.kind === 'missed') {
    return 'The submission deadline of these tenders has passed while they are still under review or in development.';
  }
  if (message.kind === 'assigned') return 'You have been assigned these tasks.';
  return `Here is what is due on ${calendarDateText(message.local_day, true)}, and what is overdue.`;
}

/** Why the person gets this email, and what its unsubscribe link turns off. */
export function footerOf(message: ReminderMessage): { why: string; unsubscribe: string } {
  const label =
    PREFERENCE_LABELS[message.preference as NotificationKey] ?? PREFERENCE_LABELS.emailNotifications;
  return {
    why: `You get this email because '${label}' is on in your notification settings.`,
    unsubscribe: `Unsubscribe (turn '${label}' off)`,
  };
}

/** Where an item's tender opens in the app. */
export const tenderUrl = (site: string, tenderId: string): string =>
  siteUrl(site, paths.app.tender(encodeURIComponent(tenderId)));

/** The company documents page, where an expiring document is renewed. */
export const companyDocumentsUrl = (site: string): string => siteUrl(site, paths.app.companyDocuments);

/** The unsubscribe page for this message's kind (public: works without signing in; it asks first). */
export const unsubscribeUrl = (site: string, token: string): string =>
  siteUrl(site, `${paths.unsubscribe}?token=${encodeURIComponent(token)}`);

/** RFC 8058's one-click endpoint for this message's kind: the unsubscribe Edge Function, which acts on a POST only. */
export const oneClickUnsubscribeUrl = (apiUrl: string, token: string): string =>
  `${apiUrl.replace(/\/+$/, '')}/functions/v1/unsubscribe?token=${encodeURIComponent(token)}`;

/** The notification settings, where every email kind can be turned back on. */
export const settingsUrl = (site: string): string => siteUrl(site, paths.app.settingsTab('notifications'));
