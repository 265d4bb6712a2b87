// Which tender field each of a file's columns fills, guessed from its header; the user
// confirms or changes the guess before anything is imported.
import { matchHeaders } from '@/lib/import/match-headers';
import { IMPORT_FIELDS, type ImportField, type ImportFieldSpec } from './fields';

/** One entry per file column: the field it fills, or null for a column left out. */
export type ColumnMapping = (ImportField | null)[];

/** The tender field each header names. */
export const matchColumns = (headers: readonly string[]): ColumnMapping =>
  matchHeaders(headers, IMPORT_FIELDS);

/** The required fields no column fills. */
export function missingRequired(mapping: ColumnMapping): ImportFieldSpec[] {
  return IMPORT_FIELDS.filter((field) => field.required && !mapping.includes(field.key));
}
