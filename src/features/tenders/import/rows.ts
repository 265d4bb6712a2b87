// A file's rows checked against the database's rules before anything is saved: each row
// becomes the tender fields it sets (and its outcome), or the reasons it cannot be imported.
// Only a required field missing or unreadable refuses a row: an optional value that cannot
// be read is left empty, and the row carries a warning saying so.
import { localDateString } from '@/lib/dates';
import type { TablesInsert } from '@/types/database';
import {
  columnSpec,
  type ImportField,
  type OutcomeColumn,
  type OutcomeValues,
  type TenderColumnSpec,
} from '../columns';
import type { ColumnMapping } from './headers';
import { choiceParser, type ValueMatches } from './value-matches';
import {
  cellText,
  parseDate,
  parseNumber,
  parseProbabilityCell,
  parseRankCell,
  type DateOrder,
  type Parsed,
} from './values';

/** The tender columns an import sets: only those the file has a column for (the created date goes apart). */
export type TenderImportFields = Partial<
  Pick<TablesInsert<'tenders'>, Exclude<ImportField, 'created_at' | OutcomeColumn>>
>;

export interface ImportRow {
  /** The row's line in the file, the header's being 1. */
  line: number;
  fields: TenderImportFields;
  /** The outcome columns the file has (the database keeps them for won and lost tenders only). */
  outcome?: Partial<OutcomeValues>;
  /** 'YYYY-MM-DD' from a Created Date column, or null. */
  createdDate: string | null;
  cells: string[];
  /** Optional values that could not be read and are left empty ("unknown type 'Mini-comp': left empty"). */
  warnings: string[];
}

export interface RowProblem {
  line: number;
  reasons: string[];
  cells: string[];
}

export interface ValidatedRows {
  rows: ImportRow[];
  problems: RowProblem[];
}

interface RowDraft {
  /** Column name → value, as the column's reader stored it. */
  fields: Record<string, unknown>;
  outcome: Record<string, unknown> | null;
  createdDate: string | null;
  reasons: string[];
  warnings: string[];
}

/** Reads one cell's text (already through cellText) into the row. */
type CellReader = (text: string, row: RowDraft) => void;

const LEFT_EMPTY = ': left empty';

/** The value into the tender's fields, or its outcome's. */
function put(row: RowDraft, spec: TenderColumnSpec, value: unknown) {
  if (spec.outcome) (row.outcome ??= {})[spec.column] = value;
  else row.fields[spec.column] = value;
}

/** A cell that cannot be read: a required field refuses the row; an optional one is left empty. */
function unreadable(row: RowDraft, spec: TenderColumnSpec, reason: string) {
  if (spec.required) row.reasons.push(reason);
  else row.warnings.push(reason + LEFT_EMPTY);
}

/** The database counts characters, not UTF-16 units: an emoji is one. */
const characterCount = (text: string, limit: number) =>
  text.length <= limit ? text.length : [...text].length;

/** A text cell: a required one must be filled; a blank one is stored as the column's blank. */
function textReader(spec: TenderColumnSpec): CellReader {
  const limit = spec.max ?? Infinity;
  const words = spec.label.toLowerCase();
  const tooLong = `${words} longer than ${limit.toLocaleString('en-US')} characters`;
  return (text, row) => {
    if (text === '') {
      if (spec.required) row.reasons.push(`missing ${words}`);
      // An export imports back identical: a blank stays blank.
      else put(row, spec, spec.blank ?? null);
    } else if (characterCount(text, limit) > limit) {
      unreadable(row, spec, tooLong);
    } else {
      put(row, spec, text);
    }
  };
}

/**
 * A parsed cell into the column. An empty cell sets null, except where `emptyKeeps`: a
 * choice, a yes/no or a currency left empty is left out, so the database's default (or, on
 * an update, the tender's value) stays.
 */
function parsedReader(
  spec: TenderColumnSpec,
  parse: (text: string) => Parsed<unknown>,
  emptyKeeps: boolean,
): CellReader {
  return (text, row) => {
    const parsed = parse(text);
    if (!parsed.ok) unreadable(row, spec, parsed.reason);
    else if (parsed.value !== null || !emptyKeeps) put(row, spec, parsed.value);
  };
}

/** A column repeats its statuses, dates and amounts: each text is parsed once (results are never changed). */
function remembered<T>(parse: (text: string) => T): (text: string) => T {
  const results = new Map<string, T>();
  return (text) => {
    let result = results.get(text);
    if (result === undefined) {
      result = parse(text);
      results.set(text, result);
    }
    return result;
  };
}

interface ReadOptions {
  dateOrder: DateOrder | null;
  today: string;
  matches: ValueMatches;
}

/** The reader of a column's cells, from its kind. */
function readerFor(spec: TenderColumnSpec, { dateOrder, today, matches }: ReadOptions): CellReader {
  const date = remembered((text: string) => parseDate(text, dateOrder));
  switch (spec.kind) {
    case 'text':
    case 'long-text':
      return textReader(spec);
    case 'enum':
    case 'status':
    case 'yes-no':
    case 'currency':
      return parsedReader(spec, remembered(choiceParser(spec, matches[spec.column as ImportField])), true);
    case 'rank':
      return parsedReader(spec, remembered(parseRankCell), false);
    case 'date':
      return parsedReader(spec, date, false);
    case 'money':
      return parsedReader(spec, remembered(parseNumber), false);
    case 'percent':
      return parsedReader(spec, remembered(parseProbabilityCell), false);
    case 'timestamp':
      // The day it was recorded (created_at): sent beside the fields, as the user's day.
      return (text, row) => {
        const parsed = date(text);
        if (!parsed.ok) unreadable(row, spec, parsed.reason);
        else if (parsed.value !== null && parsed.value > today)
          unreadable(row, spec, 'a created date in the future');
        else row.createdDate = parsed.value;
      };
  }
}

/** One reader per column; a field mapped twice is read from its first column only. */
function columnReaders(mapping: ColumnMapping, options: ReadOptions) {
  const seen = new Set<ImportField>();
  return mapping.map((field) => {
    if (field === null || seen.has(field)) return null;
    seen.add(field);
    return readerFor(columnSpec(field), options);
  });
}

/**
 * Each row as the tender fields its mapped columns set, or, when any cell breaks a rule,
 * as a problem with every reason and the row's original cells. A required column left
 * unmapped is the wizard's to refuse (headers.ts' missingRequired), not a row's problem.
 * `today` ('YYYY-MM-DD', the user's local day) bounds the created dates; `matches` are the
 * Match values step's choices for the choice columns' cells.
 */
export function validateRows(
  table: { lines: number[]; cells: string[][] },
  mapping: ColumnMapping,
  options: { dateOrder: DateOrder | null; today?: string; matches?: ValueMatches },
): ValidatedRows {
  const readers = columnReaders(mapping, {
    dateOrder: options.dateOrder,
    today: options.today ?? localDateString(),
    matches: options.matches ?? {},
  });
  const rows: ImportRow[] = [];
  const problems: RowProblem[] = [];
  table.cells.forEach((cells, index) => {
    const line = table.lines[index]!;
    const row: RowDraft = { fields: {}, outcome: null, createdDate: null, reasons: [], warnings: [] };
    readers.forEach((read, column) => read?.(cellText(cells[column] ?? ''), row));
    const fields = row.fields as TenderImportFields;
    if (fields.inquiry_submission_date && fields.tender_submission_date) {
      if (fields.inquiry_submission_date > fields.tender_submission_date) {
        row.warnings.push('the inquiry date is after the submission date: inquiry date left empty');
        fields.inquiry_submission_date = null;
      }
    }
    if (row.reasons.length > 0) {
      problems.push({ line, reasons: row.reasons, cells });
      return;
    }
    const { outcome, createdDate, warnings } = row;
    rows.push({ line, fields, ...(outcome ? { outcome } : {}), createdDate, cells, warnings });
  });
  return { rows, problems };
}
