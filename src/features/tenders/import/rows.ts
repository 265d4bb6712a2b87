// A file's rows checked against the database's rules before anything is saved: each row
// becomes the tender fields it sets, or the reasons it cannot be imported.
import { localDateString } from '@/lib/dates';
import type { TablesInsert } from '@/types/database';
import { columnSpec, type ImportField, type TenderColumnSpec } from '../columns';
import type { ColumnMapping } from './headers';
import {
  cellText,
  optionParser,
  parseCurrency,
  parseDate,
  parseNumber,
  parseProbabilityCell,
  parseYesNo,
  type DateOrder,
  type Parsed,
} from './values';

/** The tender columns an import sets: only those the file has a column for (the created date goes apart). */
export type TenderImportFields = Partial<Pick<TablesInsert<'tenders'>, Exclude<ImportField, 'created_at'>>>;

export interface ImportRow {
  /** The row's line in the file, the header's being 1. */
  line: number;
  fields: TenderImportFields;
  /** 'YYYY-MM-DD' from a Created Date column, or null. */
  createdDate: string | null;
  cells: string[];
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
  createdDate: string | null;
  reasons: string[];
}

/** Reads one cell's text (already through cellText) into the row. */
type CellReader = (text: string, row: RowDraft) => void;

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
      else row.fields[spec.column] = spec.blank ?? null;
    } else if (characterCount(text, limit) > limit) {
      row.reasons.push(tooLong);
    } else {
      row.fields[spec.column] = text;
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
    if (!parsed.ok) row.reasons.push(parsed.reason);
    else if (parsed.value !== null || !emptyKeeps) row.fields[spec.column] = parsed.value;
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

/** The reader of a column's cells, from its kind. */
function readerFor(spec: TenderColumnSpec, dateOrder: DateOrder | null, today: string): CellReader {
  const date = remembered((text: string) => parseDate(text, dateOrder));
  switch (spec.kind) {
    case 'text':
    case 'long-text':
      return textReader(spec);
    case 'enum':
    case 'status':
      return parsedReader(spec, remembered(optionParser(spec)), true);
    case 'yes-no':
      return parsedReader(spec, remembered(parseYesNo), true);
    case 'currency':
      return parsedReader(spec, remembered(parseCurrency), true);
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
        if (!parsed.ok) row.reasons.push(parsed.reason);
        else if (parsed.value !== null && parsed.value > today)
          row.reasons.push('a created date in the future');
        else row.createdDate = parsed.value;
      };
  }
}

/** One reader per column; a field mapped twice is read from its first column only. */
function columnReaders(mapping: ColumnMapping, dateOrder: DateOrder | null, today: string) {
  const seen = new Set<ImportField>();
  return mapping.map((field) => {
    if (field === null || seen.has(field)) return null;
    seen.add(field);
    return readerFor(columnSpec(field), dateOrder, today);
  });
}

/**
 * Each row as the tender fields its mapped columns set, or, when any cell breaks a rule,
 * as a problem with every reason and the row's original cells. A required column left
 * unmapped is the wizard's to refuse (headers.ts' missingRequired), not a row's problem.
 * `today` ('YYYY-MM-DD', the user's local day) bounds the created dates.
 */
export function validateRows(
  table: { lines: number[]; cells: string[][] },
  mapping: ColumnMapping,
  options: { dateOrder: DateOrder | null; today?: string },
): ValidatedRows {
  const readers = columnReaders(mapping, options.dateOrder, options.today ?? localDateString());
  const rows: ImportRow[] = [];
  const problems: RowProblem[] = [];
  table.cells.forEach((cells, index) => {
    const line = table.lines[index]!;
    const row: RowDraft = { fields: {}, createdDate: null, reasons: [] };
    readers.forEach((read, column) => read?.(cellText(cells[column] ?? ''), row));
    const { inquiry_submission_date: inquiry, tender_submission_date: submission } =
      row.fields as TenderImportFields;
    if (inquiry && submission && inquiry > submission) {
      row.reasons.push('the inquiry date is after the submission date');
    }
    if (row.reasons.length > 0) problems.push({ line, reasons: row.reasons, cells });
    else rows.push({ line, fields: row.fields as TenderImportFields, createdDate: row.createdDate, cells });
  });
  return { rows, problems };
}
