// A file's rows checked against the database's rules before anything is saved: each row
// becomes the tender fields it sets, or the reasons it cannot be imported.
import { localDateString } from '@/lib/dates';
import type { TablesInsert } from '@/types/database';
import { LIMITS, type TenderColumn } from '../form';
import type { ImportField } from './fields';
import type { ColumnMapping } from './headers';
import {
  cellText,
  parseChannel,
  parseCurrency,
  parseDate,
  parseNumber,
  parseProbabilityCell,
  parseStatus,
  parseType,
  parseYesNo,
  type DateOrder,
  type Parsed,
} from './values';

/** The tender columns an import sets: only those the file has a column for. */
export type TenderImportFields = Partial<Pick<TablesInsert<'tenders'>, TenderColumn | 'status'>>;

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
  fields: TenderImportFields;
  createdDate: string | null;
  reasons: string[];
}

/** Reads one cell's text (already through cellText) into the row. */
type CellReader = (text: string, row: RowDraft) => void;

type TextField = keyof typeof LIMITS;
const TEXT_WORDS: Record<TextField, string> = {
  reference_number: 'reference number',
  title: 'title',
  client: 'client',
  description: 'description',
};

/** The database counts characters, not UTF-16 units: an emoji is one. */
const characterCount = (text: string, limit: number) =>
  text.length <= limit ? text.length : [...text].length;

function textReader(field: TextField): CellReader {
  const limit = LIMITS[field];
  const words = TEXT_WORDS[field];
  const tooLong = `${words} longer than ${limit.toLocaleString('en-US')} characters`;
  return (text, row) => {
    if (text === '') {
      if (field === 'description')
        row.fields.description = ''; // stays empty: an export imports back identical
      else row.reasons.push(`missing ${words}`);
    } else if (characterCount(text, limit) > limit) {
      row.reasons.push(tooLong);
    } else {
      row.fields[field] = text;
    }
  };
}

type ParsedField = Exclude<keyof TenderImportFields, TextField>;

/**
 * A parsed cell into `field`. An empty cell sets null, except where `emptyKeeps`: status,
 * channel, type, bid bond and currency are left out, so the database's default (or, on an
 * update, the tender's value) stays.
 */
function parsedReader<K extends ParsedField>(
  field: K,
  parse: (text: string) => Parsed<TenderImportFields[K] | null>,
  emptyKeeps = false,
): CellReader {
  return (text, row) => {
    const parsed = parse(text);
    if (!parsed.ok) row.reasons.push(parsed.reason);
    else if (parsed.value !== null || !emptyKeeps) row.fields[field] = parsed.value as TenderImportFields[K];
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

function readerFor(field: ImportField, dateOrder: DateOrder | null, today: string): CellReader {
  const date = remembered((text: string) => parseDate(text, dateOrder));
  switch (field) {
    case 'reference_number':
    case 'title':
    case 'client':
    case 'description':
      return textReader(field);
    case 'status':
      return parsedReader(field, remembered(parseStatus), true);
    case 'channel':
      return parsedReader(field, remembered(parseChannel), true);
    case 'type':
      return parsedReader(field, remembered(parseType), true);
    case 'bid_bond':
      return parsedReader(field, remembered(parseYesNo), true);
    case 'currency':
      return parsedReader(field, remembered(parseCurrency), true);
    case 'inquiry_submission_date':
    case 'tender_submission_date':
    case 'expected_award_date':
      return parsedReader(field, date);
    case 'estimated_value':
    case 'bid_price':
      return parsedReader(field, remembered(parseNumber));
    case 'probability':
      return parsedReader(field, remembered(parseProbabilityCell));
    case 'created_date':
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
    return readerFor(field, dateOrder, today);
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
    const { inquiry_submission_date: inquiry, tender_submission_date: submission } = row.fields;
    if (inquiry && submission && inquiry > submission) {
      row.reasons.push('the inquiry date is after the submission date');
    }
    if (row.reasons.length > 0) problems.push({ line, reasons: row.reasons, cells });
    else rows.push({ line, fields: row.fields, createdDate: row.createdDate, cells });
  });
  return { rows, problems };
}
