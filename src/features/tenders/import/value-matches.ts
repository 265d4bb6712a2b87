// The Match values step: each distinct value of a mapped choice column (status, channel,
// type, currency, yes/no) is matched to one of the app's values or left empty. The wizard
// pre-matches what the column's reader knows (its words and synonyms); the user's choices
// override that, and validateRows reads each cell through them.
import { statusLabel, TENDER_STATUSES } from '@/lib/statuses';
import { choiceText } from '../column-text';
import { columnSpec, type ImportField, type TenderColumnSpec } from '../columns';
import type { ColumnMapping } from './headers';
import { cellText, optionParser, parseCurrency, parseYesNo, type Parsed } from './values';

/** Per field: a cell's text (trimmed) → the app's value chosen for it ('' for 'Leave empty'). */
export type ValueMatches = Partial<Record<ImportField, Readonly<Record<string, string>>>>;

export const LEAVE_EMPTY = 'Leave empty';

const CHOICE_KINDS: ReadonlySet<TenderColumnSpec['kind']> = new Set(['enum', 'status', 'currency', 'yes-no']);

export const isChoiceColumn = (spec: TenderColumnSpec) => CHOICE_KINDS.has(spec.kind);

/** The reader the column has without any match: its values, labels, words and synonyms. */
function ownParser(spec: TenderColumnSpec): (text: string) => Parsed<unknown> {
  if (spec.kind === 'yes-no') return parseYesNo;
  if (spec.kind === 'currency') return parseCurrency;
  return optionParser(spec);
}

/** A value as the Match values step's select holds it: 'won', 'GBP', 'yes'. */
const optionValue = (value: unknown) => (typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value));

/** The stored value of a chosen option: yes/no as a boolean, the rest as they are. */
const storedValue = (spec: TenderColumnSpec, value: string) =>
  spec.kind === 'yes-no' ? value === 'yes' : value;

/** The values a cell of the column can be matched to, as every view labels them. */
export function choiceOptions(spec: TenderColumnSpec): { value: string; label: string }[] {
  if (spec.kind === 'yes-no')
    return ['yes', 'no'].map((value) => ({ value, label: choiceText(spec, value === 'yes')! }));
  if (spec.kind === 'currency') {
    const names = new Intl.DisplayNames(undefined, { type: 'currency' });
    return Intl.supportedValuesOf('currency').map((code) => ({
      value: code,
      label: `${code} — ${names.of(code) ?? code}`,
    }));
  }
  const values = spec.kind === 'status' ? TENDER_STATUSES : (spec.options ?? []);
  return values.map((value) => ({ value, label: statusLabel(value) }));
}

/** The column's reader with the user's matches first: a match of '' reads as empty. */
export function choiceParser(
  spec: TenderColumnSpec,
  matches: Readonly<Record<string, string>> = {},
): (text: string) => Parsed<unknown> {
  const own = ownParser(spec);
  return (text) => {
    const chosen = matches[text.trim()];
    if (chosen === undefined) return own(text);
    return { ok: true, value: chosen === '' ? null : storedValue(spec, chosen) };
  };
}

export interface DistinctValue {
  text: string;
  rows: number;
  /** What the column's reader makes of it: the app's value, or '' when it cannot read it. */
  guess: string;
}

export interface ChoiceColumn {
  field: ImportField;
  column: number;
  header: string;
  label: string;
  values: DistinctValue[];
}

/** Each mapped choice column's distinct non-empty values, in the file's order, with the reader's guess. */
export function choiceColumns(
  table: { header: string[]; cells: string[][] },
  mapping: ColumnMapping,
  label: (field: ImportField) => string,
): ChoiceColumn[] {
  const seen = new Set<ImportField>();
  return mapping.flatMap((field, column) => {
    if (field === null || seen.has(field)) return [];
    seen.add(field);
    const spec = columnSpec(field);
    if (!isChoiceColumn(spec)) return [];
    const parse = ownParser(spec);
    const counts = new Map<string, number>();
    for (const cells of table.cells) {
      const text = cellText(cells[column] ?? '');
      if (text !== '') counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    const values = [...counts].map(([text, rows]) => {
      const parsed = parse(text);
      return { text, rows, guess: parsed.ok && parsed.value !== null ? optionValue(parsed.value) : '' };
    });
    return [{ field, column, header: table.header[column] ?? '', label: label(field), values }];
  });
}
