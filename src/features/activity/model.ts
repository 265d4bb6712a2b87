// The activity log in plain words: one sentence per entry ('Morgan moved "Site visit" from
// Not Started to In Progress'), grouped by the reader's day. The database records which
// fields changed, old → new (supabase/schemas/11_activity.sql); this turns them into words.
import { ROLE_LABELS } from '@shared/invitation.ts';
import { formatShortDate, localDateString } from '@/lib/dates';
import { statusLabel } from '@/lib/statuses';
import type { Database } from '@/types/database';

export type ActivityEntry = Database['public']['Tables']['activity']['Row'];
export type ActivityEntity = Database['public']['Enums']['activity_entity'];

/** Who a user id is (an assignee, an owner), or null when not a member any more. */
export type PersonName = (userId: string) => string | null;

export const activityMessages = {
  loadFailed: 'Could not load the activity.',
  empty: 'No activity yet.',
  tendersFailed: 'Could not load the tenders.',
} as const;

/** The kinds of thing the activity page filters by, in the order its menu lists them. */
export const activityKindLabels: Record<ActivityEntity, string> = {
  tender: 'Tenders',
  task: 'Tasks',
  document: 'Documents',
  requirement: 'Requirements',
  clarification: 'Clarifications',
  addendum: 'Addenda',
  'bid-decision': 'Bid decisions',
  'bid-bond': 'Bid bonds',
  outcome: 'Outcomes',
  member: 'Members',
};

export const isActivityEntity = (value: unknown): value is ActivityEntity =>
  typeof value === 'string' && Object.hasOwn(activityKindLabels, value);

/** The words for a field, as the forms call it ('the submission deadline'). */
const FIELD_NAMES: Record<string, string> = {
  tender_submission_date: 'submission deadline',
  inquiry_submission_date: 'inquiry deadline',
  reference_number: 'reference number',
  estimated_value: 'estimated value',
  expected_award_date: 'expected award date',
  bid_price: 'bid price',
  bid_validity_end: 'bid validity end',
  bid_bond: 'bid bond',
  due_date: 'due date',
  award_date: 'award date',
  winning_price: 'winning price',
  our_rank: 'rank',
  loss_reason_id: 'loss reason',
  loss_note: 'loss note',
  issue_date: 'issue date',
  expiry_date: 'expiry date',
  asked_on: 'date asked',
  answered_on: 'date answered',
  issued_on: 'date',
  document_name: 'document',
  evidence_document: 'evidence',
  evidence_company_document_id: 'evidence',
  evidence_answer_id: 'evidence',
  owner_id: 'owner',
  assignee_id: 'assignee',
  kill_answers: 'kill answers',
};

/** Long texts: 'edited the description', never the whole text twice. */
const LONG_TEXT = new Set([
  'description',
  'lessons',
  'rationale',
  'summary',
  'question',
  'answer',
  'loss_note',
]);
const STATUSES = new Set(['status', 'decision', 'band', 'channel', 'type', 'role']);
const PEOPLE = new Set(['assignee_id', 'owner_id']);
/** A bid decision's verdict and band, as the scorecard says them. */
const DECISION_LABELS: Record<string, string> = {
  bid: 'Bid',
  'no-bid': 'No bid',
  review: 'Review',
  skipped: 'Skipped',
};
const isDateField = (field: string) => /(_date|_on|_end)$/.test(field);

const fieldName = (field: string) => FIELD_NAMES[field] ?? field.replaceAll('_', ' ');

function valueWords(field: string, value: unknown, personName: PersonName): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (PEOPLE.has(field)) return personName(String(value)) ?? 'a former member';
  if (field === 'role') return ROLE_LABELS[value as keyof typeof ROLE_LABELS] ?? String(value);
  if (field === 'decision' || field === 'band') return DECISION_LABELS[String(value)] ?? String(value);
  if (STATUSES.has(field)) return statusLabel(String(value));
  if (isDateField(field)) return formatShortDate(String(value), 'none');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'probability') return `${String(value)} %`;
  if (typeof value === 'number' || field.endsWith('price') || field.endsWith('value') || field === 'amount')
    return Number(value).toLocaleString(undefined, { maximumFractionDigits: 2 });
  if (field.endsWith('_id')) return 'another';
  const text = String(value);
  return `"${text.length > 60 ? `${text.slice(0, 59)}…` : text}"`;
}

/** One changed field: 'the submission deadline from 11 Dec 2026 to 18 Dec 2026', or 'edited the description'. */
function fieldChange(field: string, from: unknown, to: unknown, personName: PersonName, of = ''): string {
  if (LONG_TEXT.has(field)) return `edited the ${fieldName(field)}${of}`;
  return `changed the ${fieldName(field)}${of} from ${valueWords(field, from, personName)} to ${valueWords(field, to, personName)}`;
}

const quoted = (label: string | null) => `"${label ?? ''}"`;

/** 'a, b and c'. */
function joinClauses(clauses: string[]): string {
  if (clauses.length <= 1) return clauses[0] ?? '';
  return `${clauses.slice(0, -1).join(', ')} and ${clauses.at(-1)}`;
}

/** The thing an entry is about, as the sentence names it ('the task "Site visit"', 'clarification 3'). */
function subject(entry: ActivityEntry): string {
  const label = entry.entity_label;
  switch (entry.entity) {
    case 'tender':
      return `the tender ${quoted(entry.tender_title ?? label)}`;
    case 'task':
      return `the task ${quoted(label)}`;
    case 'document':
      return `the document ${quoted(label)}`;
    case 'member':
      return label ?? 'a member';
    case 'outcome':
      return 'the outcome';
    case 'bid-decision':
      return 'the bid decision';
    case 'bid-bond':
      return 'the bid bond';
    case 'clarification':
      return `clarification ${label ?? ''}`.trim();
    case 'addendum':
      return `addendum ${label ?? ''}`.trim();
    case 'requirement':
      return `the requirement ${quoted(label)}`;
  }
}

const CREATED: Record<ActivityEntity, string> = {
  tender: 'created',
  task: 'added',
  document: 'uploaded',
  member: 'added',
  outcome: 'recorded',
  'bid-decision': 'recorded',
  'bid-bond': 'added',
  clarification: 'added',
  addendum: 'recorded',
  requirement: 'added',
};

function createdWords(entry: ActivityEntry): string {
  const values = (entry.new_values ?? {}) as Record<string, unknown>;
  if (entry.entity === 'member') {
    const role = ROLE_LABELS[values.role as keyof typeof ROLE_LABELS];
    return `added ${subject(entry)} to the workspace${role ? ` as ${role}` : ''}`;
  }
  if (entry.entity === 'bid-decision' && typeof values.decision === 'string')
    return `recorded the bid decision: ${valueWords('decision', values.decision, () => null)}`;
  if (entry.entity === 'document') return `uploaded ${quoted(entry.entity_label)}`;
  return `${CREATED[entry.entity]} ${subject(entry)}`;
}

function deletedWords(entry: ActivityEntry): string {
  if (entry.entity === 'member') return `removed ${subject(entry)} from the workspace`;
  return `deleted ${subject(entry)}`;
}

/** The clauses of an update, one per changed field, in the words that fit the entity. */
function updatedClauses(entry: ActivityEntry, personName: PersonName): string[] {
  const before = (entry.old_values ?? {}) as Record<string, unknown>;
  const after = (entry.new_values ?? {}) as Record<string, unknown>;
  const fields = Object.keys(after);
  const name = quoted(entry.entity_label);
  return fields.map((field) => {
    const from = before[field];
    const to = after[field];
    switch (`${entry.entity}.${field}`) {
      case 'task.status':
        return `moved ${name} from ${statusLabel(String(from))} to ${statusLabel(String(to))}`;
      case 'task.name':
        return `renamed the task ${quoted(String(from))} to ${quoted(String(to))}`;
      case 'task.assignee_id':
        return to ? `assigned ${name} to ${valueWords(field, to, personName)}` : `unassigned ${name}`;
      case 'document.name':
        return `renamed the document ${quoted(String(from))} to ${quoted(String(to))}`;
      case 'member.role':
        return `changed ${entry.entity_label ?? 'a member'}'s role from ${valueWords(field, from, personName)} to ${valueWords(field, to, personName)}`;
      case 'bid-decision.decision':
        return `changed the bid decision from ${valueWords(field, from, personName)} to ${valueWords(field, to, personName)}`;
      case 'tender.title':
        return `renamed the tender ${quoted(String(from))} to ${quoted(String(to))}`;
    }
    if (entry.entity === 'tender') return fieldChange(field, from, to, personName);
    const of = ` of ${subject(entry)}`;
    return fieldChange(field, from, to, personName, of);
  });
}

/** The entry in plain words: 'Morgan moved "Site visit" from Not Started to In Progress'. */
export function describeActivity(entry: ActivityEntry, personName: PersonName): string {
  // No actor: the service role or a scheduled job. A nameless person: their name today, if any.
  const who =
    entry.actor_name?.trim() ||
    (entry.actor_id ? (personName(entry.actor_id) ?? 'A former member') : 'TenderFlow');
  if (entry.kind === 'created') return `${who} ${createdWords(entry)}`;
  if (entry.kind === 'deleted') return `${who} ${deletedWords(entry)}`;
  return `${who} ${joinClauses(updatedClauses(entry, personName))}`;
}

/** When it happened (Postgres sends microseconds: kept to milliseconds, which every engine reads). */
export const activityMoment = (entry: Pick<ActivityEntry, 'created_at'>): Date =>
  new Date(entry.created_at.replace(' ', 'T').replace(/(\.\d{3})\d+/, '$1'));

export interface ActivityDay {
  /** The reader's calendar day, 'YYYY-MM-DD'. */
  day: string;
  /** '05 Jan 2025' in en-GB, 'Jan 05, 2025' in en-US. */
  heading: string;
  entries: ActivityEntry[];
}

/** Newest-first entries grouped by the reader's day (the browser's time zone), newest day first. */
export function groupByDay(entries: readonly ActivityEntry[]): ActivityDay[] {
  const days: ActivityDay[] = [];
  for (const entry of entries) {
    const day = localDateString(activityMoment(entry));
    const last = days.at(-1);
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, heading: formatShortDate(day), entries: [entry] });
  }
  return days;
}
