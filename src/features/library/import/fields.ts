// What a spreadsheet's columns can fill in a library entry, and the limits the answers table
// keeps (supabase/schemas/14_library.sql; import_answers says the same with the line).
import { CATEGORY_MAX } from '../rules';

export type LibraryField = 'title' | 'body' | 'category' | 'tags';

export interface LibraryFieldSpec {
  key: LibraryField;
  label: string;
  required: boolean;
  synonyms: readonly string[];
}

export const LIBRARY_FIELDS: readonly LibraryFieldSpec[] = [
  {
    key: 'title',
    label: 'Question',
    required: true,
    synonyms: ['Title', 'Question or title', 'Heading', 'Topic'],
  },
  { key: 'body', label: 'Answer', required: true, synonyms: ['Response', 'Text', 'Content', 'Answer text'] },
  { key: 'category', label: 'Category', required: false, synonyms: ['Section', 'Area', 'Type'] },
  { key: 'tags', label: 'Tags', required: false, synonyms: ['Tag', 'Keywords', 'Labels'] },
];

/** One entry per file column: the field it fills, or null for a column left out. */
export type LibraryMapping = (LibraryField | null)[];

export const LIMITS = { title: 300, body: 50_000, tags: 20, category: CATEGORY_MAX } as const;

/** Entries in one import: import_answers takes them in one call, all or none. */
export const MAX_ENTRIES = 500;

export const missingFields = (mapping: LibraryMapping) =>
  LIBRARY_FIELDS.filter((field) => field.required && !mapping.includes(field.key));
