// The answer library: answers written once (Markdown, rendered without raw HTML), their
// categories, statuses, review cycle and versions. Who may approve is the database's rule
// (answers' policies); the screens only follow it. docs/product.md § Answer library.
import type { Database } from '@/types/database';
import { formatShortDate } from '@/lib/dates';
import type { WorkspaceRole } from '@/lib/workspace';
import { canApprove, CATEGORY_MAX } from './rules';

export type Answer = Database['public']['Tables']['answers']['Row'];
export type AnswerCategory = Database['public']['Tables']['answer_categories']['Row'];
export type AnswerVersion = Database['public']['Tables']['answer_versions']['Row'];
export type AnswerStatus = Database['public']['Enums']['answer_status'];

export const ANSWER_STATUSES = ['draft', 'approved', 'archived'] as const satisfies readonly AnswerStatus[];

export const statusLabels: Record<AnswerStatus, string> = {
  draft: 'Draft',
  approved: 'Approved',
  archived: 'Archived',
};

/** The status pill's colours (light and dark), contrast-checked by the e2e axe runs. */
export const statusColours: Record<AnswerStatus, string> = {
  draft: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  archived: 'bg-muted text-muted-foreground',
};

/** The 'Review due' pill's colours, in the library and on the tenders that use the entry. */
export const REVIEW_DUE_COLOURS = 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200';

export { canApprove, CATEGORY_MAX } from './rules';

/** Whether this person may edit this answer (the update policy says the same). */
export const canEditAnswer = (role: WorkspaceRole, answer: Pick<Answer, 'status'>) =>
  canApprove(role) || answer.status === 'draft';

export const libraryMessages = {
  loadFailed: 'Failed to load the answer library. Please try again.',
  saveFailed: 'Failed to save the answer. Please try again.',
  saved: 'Answer saved',
  versionsLoadFailed: 'Failed to load the versions. Please try again.',
  restoreFailed: 'Failed to restore the version. Please try again.',
  restored: 'Version restored',
  categoriesSaveFailed: 'Failed to save the categories. Please try again.',
  categoriesSaved: 'Categories saved',
  empty: 'No answers yet. Write an answer once and find it for every tender that asks the same question.',
  linksLoadFailed: 'Failed to load the answers of the requirements. Please try again.',
  linkFailed: 'Failed to link the answer. Please try again.',
  linked: 'Answer linked',
  adaptFailed: 'Failed to save the adapted answer. Please try again.',
  adapted: 'Adapted answer saved',
  unlinkFailed: 'Failed to remove the answer. Please try again.',
  downloadFailed: 'Failed to prepare the response document. Please try again.',
  noMatch: 'No answers match. Try fewer words or other filters.',
  readOnlyApproved: 'Only managers and admins change an approved or archived answer.',
} as const;

/** 'iso, quality,  ISO' → ['iso', 'quality']: trimmed, blanks dropped, each once (case-insensitive). */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLocaleLowerCase())) {
      seen.add(tag.toLocaleLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

/** 'Every 12 months', 'Every month', or 'No review cycle'. */
export const reviewCycleText = (months: number | null): string =>
  months === null ? 'No review cycle' : months === 1 ? 'Every month' : `Every ${months} months`;

/** 'Last reviewed Nov 26, 2026' or 'Never reviewed'. */
export const lastReviewedText = (date: string | null): string =>
  date ? `Last reviewed ${formatShortDate(date)}` : 'Never reviewed';

/** Why a list of category names cannot be saved, or null: each named, short, and used once. */
export function categoryProblem(names: readonly string[]): string | null {
  const trimmed = names.map((name) => name.trim());
  if (trimmed.some((name) => name === '')) return 'Name every category, or remove it';
  if (trimmed.some((name) => name.length > CATEGORY_MAX))
    return `At most ${CATEGORY_MAX} characters a category`;
  const keys = trimmed.map((name) => name.toLocaleLowerCase());
  if (new Set(keys).size !== keys.length) return 'Each category once';
  return null;
}

/** What the form edits of an answer. */
export type EditableAnswer = Pick<
  Answer,
  | 'id'
  | 'title'
  | 'body'
  | 'category_id'
  | 'tags'
  | 'owner_id'
  | 'status'
  | 'last_reviewed_on'
  | 'review_every_months'
>;

/** The bids that use an entry and how they ended (answer_usage decides). */
export interface Usage {
  used: number;
  won: number;
  lost: number;
  undecided: number;
}

/** A search result: the entry, its highlighted title and excerpt, whether its review is due, and its usage. */
export interface LibraryEntry extends EditableAnswer, Usage {
  updated_at: string;
  review_due: boolean;
  title_marked: string;
  excerpt_marked: string;
  total: number;
}

export const SORTS = ['relevance', 'updated', 'title', 'wins'] as const;
export type LibrarySort = (typeof SORTS)[number];
export const sortLabels: Record<LibrarySort, string> = {
  relevance: 'Best match',
  updated: 'Last changed',
  title: 'Title',
  wins: 'Most won',
};

/** The library's filters; empty ones filter nothing. */
export interface LibraryFilter {
  query: string;
  categoryId: string;
  tag: string;
  status: AnswerStatus | '';
  ownerId: string;
  sort: LibrarySort;
}

export const NO_FILTER: LibraryFilter = {
  query: '',
  categoryId: '',
  tag: '',
  status: '',
  ownerId: '',
  sort: 'relevance',
};

/** How many filters narrow the library (the search and the order are not counted). */
export const activeFilterCount = (filter: LibraryFilter): number =>
  [filter.categoryId, filter.tag, filter.status, filter.ownerId].filter((value) => value !== '').length;

/** 'Used in 7 bids · won 3 · lost 2 · 2 undecided', or 'Not used in a bid yet'. */
export function usageText({ used, won, lost, undecided }: Usage): string {
  if (used === 0) return 'Not used in a bid yet';
  return `Used in ${used} ${used === 1 ? 'bid' : 'bids'} · won ${won} · lost ${lost} · ${undecided} undecided`;
}

// The search marks each matched word between STX and ETX (search_answers); never HTML.
const MARK_START = '\u0002';
const MARK_END = '\u0003';

/** 'a \u0002b\u0003 c' → [{ text: 'a ' }, { text: 'b', marked: true }, { text: ' c' }]. */
export function markedParts(text: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  for (const [i, piece] of text.split(MARK_START).entries()) {
    const [inside, after] = i === 0 ? [null, piece] : splitOnce(piece, MARK_END);
    if (inside) parts.push({ text: inside, marked: true });
    if (after) parts.push({ text: after, marked: false });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0
    ? [text, '']
    : [text.slice(0, at), text.slice(at + separator.length).replaceAll(MARK_END, '')];
}
