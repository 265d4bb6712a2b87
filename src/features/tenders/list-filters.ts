// The tender list's search, statuses, currency, value range, sort and page, kept in the URL
// (?q=&status=&status=&currency=&min=&max=&sort=&page=): their names, labels and defaults, read from and written
// to a URL search. The filtering, sorting and paging run in SQL (search_tenders).
import { pageCount as pages, type Noun } from '@/lib/pagination';
import { isTenderStatus, statusLabel, TENDER_STATUSES, type TenderStatus } from '@/lib/statuses';
import type { Database } from '@/types/database';
import { isOpenTender } from './model';

export const PAGE_SIZE = 25;

// ---------------------------------------------------------------------------------------
// Sort: a key of search_tenders (tender_sort_key), '-' in front when reversed
// ---------------------------------------------------------------------------------------

export type TenderSortKey = Database['public']['Enums']['tender_sort_key'];
export type TenderSort = TenderSortKey | `-${TenderSortKey}`;

/** The sort menu's choices, in its order. 'deadline' puts the nearest upcoming deadline first, then past ones. */
export const sortLabels = {
  '-created': 'Newest first',
  created: 'Oldest first',
  deadline: 'Nearest deadline first',
  '-deadline': 'Latest deadline first',
  reference: 'Reference # A–Z',
  '-reference': 'Reference # Z–A',
  title: 'Title A–Z',
  '-title': 'Title Z–A',
  client: 'Client A–Z',
  '-client': 'Client Z–A',
  status: 'Status, Under Review first',
  '-status': 'Status, Cancelled first',
  '-value': 'Highest value first',
  value: 'Lowest value first',
} as const satisfies Record<TenderSort, string>;

export const SORTS = Object.keys(sortLabels) as TenderSort[];
export const DEFAULT_SORT: TenderSort = '-created';

const isSort = (value: unknown): value is TenderSort =>
  typeof value === 'string' && (SORTS as string[]).includes(value);

export const sortKey = (sort: TenderSort): TenderSortKey => sort.replace(/^-/, '') as TenderSortKey;
export const isDescending = (sort: TenderSort): boolean => sort.startsWith('-');

/** A column header's click: its key in order (the deadline: nearest first), or reversed when it already sorts the list. */
export const toggledSort = (current: TenderSort, key: TenderSortKey): TenderSort =>
  sortKey(current) !== key || isDescending(current) ? key : `-${key}`;

// ---------------------------------------------------------------------------------------
// Statuses: any of them at once (none chosen: all), with two one-click presets
// ---------------------------------------------------------------------------------------

export const STATUS_PRESETS = {
  /** Still being prepared: the bids that need work (the deadline cue's open tenders). */
  open: TENDER_STATUSES.filter(isOpenTender),
  /** A decision was made on the bid: the win rate's decided bids. */
  decided: ['won', 'lost'],
} satisfies Record<string, TenderStatus[]>;

export type StatusPreset = 'all' | keyof typeof STATUS_PRESETS;
export const PRESETS: StatusPreset[] = ['all', 'open', 'decided'];
export const presetLabels: Record<StatusPreset, string> = { all: 'All', open: 'Open', decided: 'Decided' };
export const presetStatuses = (preset: StatusPreset): TenderStatus[] =>
  preset === 'all' ? [] : STATUS_PRESETS[preset];

/** The statuses in the filter's order (TENDER_STATUSES), each once, unknown ones left out. */
export const orderedStatuses = (statuses: Iterable<string>): TenderStatus[] => {
  const chosen = new Set(statuses);
  return TENDER_STATUSES.filter((status) => chosen.has(status));
};

/** The preset these statuses are exactly, or null. */
export function presetOf(statuses: readonly TenderStatus[]): StatusPreset | null {
  const key = orderedStatuses(statuses).join();
  return PRESETS.find((preset) => presetStatuses(preset).join() === key) ?? null;
}

/** Adds the status to the filter, or takes it out. */
export const toggledStatus = (statuses: readonly TenderStatus[], status: TenderStatus): TenderStatus[] =>
  orderedStatuses(statuses.includes(status) ? statuses.filter((s) => s !== status) : [...statuses, status]);

/** 'All statuses', 'Open', 'Decided', 'Won', '3 statuses'. */
export function statusFilterLabel(statuses: readonly TenderStatus[]): string {
  const preset = presetOf(statuses);
  if (preset === 'all') return 'All statuses';
  if (preset) return presetLabels[preset];
  return statuses.length === 1 ? statusLabel(statuses[0]!) : `${statuses.length} statuses`;
}

// ---------------------------------------------------------------------------------------
// The whole list state and its URL
// ---------------------------------------------------------------------------------------

export interface TenderFilters {
  q: string;
  /** No status: every status. */
  statuses: TenderStatus[];
  /** An ISO 4217 code, or '' for every currency. */
  currency: string;
  /** The value range, as typed ('' for open); see valueBound. */
  min: string;
  max: string;
  sort: TenderSort;
  page: number;
}

export const defaultFilters: TenderFilters = {
  q: '',
  statuses: [],
  currency: '',
  min: '',
  max: '',
  sort: DEFAULT_SORT,
  page: 1,
};

/** A value bound of the filter: a non-negative number, or null (open) for anything else. */
export function valueBound(text: string): number | null {
  const plain = text.replace(/[\s,_]/g, '');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : null;
}

export function parseTenderFilters(params: URLSearchParams): TenderFilters {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    // status=a&status=b, and a hand-written status=a,b
    statuses: orderedStatuses(
      params
        .getAll('status')
        .flatMap((value) => value.split(','))
        .filter(isTenderStatus),
    ),
    currency: /^[A-Z]{3}$/.test(params.get('currency') ?? '') ? params.get('currency')! : '',
    min: valueBound(params.get('min') ?? '') === null ? '' : params.get('min')!,
    max: valueBound(params.get('max') ?? '') === null ? '' : params.get('max')!,
    // 'newest' is what links said before there were more sorts.
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL search for filters, leaving out defaults so links stay short ('' for the defaults). */
export function tenderFiltersSearch(filters: TenderFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const status of filters.statuses) params.append('status', status);
  if (filters.currency) params.set('currency', filters.currency);
  if (filters.min) params.set('min', filters.min);
  if (filters.max) params.set('max', filters.max);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A search, status, currency or value filter is narrowing the list ('Clear filters' undoes them; the sort stays). */
export const hasActiveFilters = (filters: TenderFilters) =>
  filters.q.trim() !== '' ||
  filters.statuses.length > 0 ||
  filters.currency !== '' ||
  filters.min !== '' ||
  filters.max !== '';

/** The filters folded behind 'Filters' on a phone that narrow the list: statuses, currency, value range (one). */
export const activeFilterCount = (filters: TenderFilters) =>
  [filters.statuses.length > 0, filters.currency !== '', filters.min !== '' || filters.max !== ''].filter(
    Boolean,
  ).length;

/** What 'Clear filters' sets. */
export const clearedFilters = {
  q: defaultFilters.q,
  statuses: defaultFilters.statuses,
  currency: defaultFilters.currency,
  min: defaultFilters.min,
  max: defaultFilters.max,
} satisfies Partial<TenderFilters>;

export const pageCount = (total: number) => pages(total, PAGE_SIZE);

/** What the list counts. */
export const TENDERS: Noun = ['tender', 'tenders'];
