// Which tender field each of a file's columns fills, guessed from its header; the user
// confirms or changes the guess before anything is imported.
import { IMPORT_FIELDS, type ImportField, type ImportFieldSpec } from './fields';

/** One entry per file column: the field it fills, or null for a column left out. */
export type ColumnMapping = (ImportField | null)[];

const NUMBER_WORDS: ReadonlySet<string> = new Set(['no', 'nr', 'num', 'number']);
const NOT_A_WORD = /[^\p{L}\p{N}]+/u;
const ACCENTS = /\p{M}/gu;

/** 'Reference No.' and 'reference #' → 'referencenumber': case, accents, spaces and punctuation ignored. */
function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(ACCENTS, '')
    .toLowerCase()
    .replaceAll('#', ' number ')
    .replaceAll('%', ' percent ')
    .split(NOT_A_WORD)
    .filter(Boolean)
    .map((word) => (NUMBER_WORDS.has(word) ? 'number' : word))
    .join('');
}

const byKey = (names: (field: ImportFieldSpec) => readonly string[]) => {
  const lookup = new Map<string, ImportField>();
  for (const field of IMPORT_FIELDS) {
    for (const name of names(field)) {
      const key = headerKey(name);
      if (!lookup.has(key)) lookup.set(key, field.key);
    }
  }
  return lookup;
};

const LABELS = byKey((field) => [field.label]);
const SYNONYMS = byKey((field) => field.synonyms);

/** The field each header names; a field goes to its first column, and a label beats a synonym. */
export function matchColumns(headers: readonly string[]): ColumnMapping {
  const keys = headers.map(headerKey);
  const mapping: ColumnMapping = keys.map(() => null);
  const taken = new Set<ImportField>();
  for (const lookup of [LABELS, SYNONYMS]) {
    keys.forEach((key, column) => {
      const field = lookup.get(key);
      if (field && mapping[column] === null && !taken.has(field)) {
        mapping[column] = field;
        taken.add(field);
      }
    });
  }
  return mapping;
}

/** The required fields no column fills. */
export function missingRequired(mapping: ColumnMapping): ImportFieldSpec[] {
  return IMPORT_FIELDS.filter((field) => field.required && !mapping.includes(field.key));
}
