// Library entries from a file, checked before anything is sent: a spreadsheet's rows through
// the column mapping, or a Word document's sections (docx.ts). An entry that breaks a rule is
// a problem with its reasons; the others are ready. What the preview flags (a title the
// library has, a category it lacks) is noted, not refused.
import { LIMITS, type LibraryMapping } from './fields';

export interface ImportEntry {
  /** The row's line in the file (the header's being 1), or the section's number in a document. */
  line: number;
  title: string;
  /** Markdown, as answers are stored. */
  body: string;
  category: string;
  tags: string[];
}

export interface EntryProblem {
  line: number;
  reasons: string[];
}

export interface CheckedEntries {
  entries: ImportEntry[];
  problems: EntryProblem[];
}

/** The database counts characters, not UTF-16 units: an emoji is one. */
const length = (text: string) => [...text].length;

/** 'iso; quality, ISO' → ['iso', 'quality']: split on commas and semicolons, each once (case-insensitive). */
export function splitTags(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[,;]/)
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tag.toLocaleLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Why an entry cannot be imported, in the words import_answers uses. */
export function entryReasons(entry: ImportEntry): string[] {
  const reasons: string[] = [];
  if (!entry.title) reasons.push('the question is empty');
  else if (length(entry.title) > LIMITS.title) reasons.push('the question is longer than 300 characters');
  if (!entry.body.trim()) reasons.push('the answer is empty');
  else if (length(entry.body) > LIMITS.body) reasons.push('the answer is longer than 50,000 characters');
  if (entry.tags.length > LIMITS.tags) reasons.push('more than 20 tags');
  if (length(entry.category) > LIMITS.category) reasons.push('the category is longer than 60 characters');
  return reasons;
}

export function checkEntries(entries: readonly ImportEntry[]): CheckedEntries {
  const checked: CheckedEntries = { entries: [], problems: [] };
  for (const entry of entries) {
    const reasons = entryReasons(entry);
    if (reasons.length > 0) checked.problems.push({ line: entry.line, reasons });
    else checked.entries.push(entry);
  }
  return checked;
}

/** A spreadsheet's rows left out, with their cells and reasons: the failed-rows file's. */
export function leftOutRows(
  table: { lines: readonly number[]; cells: readonly (readonly string[])[] },
  problems: readonly EntryProblem[],
): { line: number; cells: readonly string[]; reason: string }[] {
  return problems.map(({ line, reasons }) => ({
    line,
    cells: table.cells[table.lines.indexOf(line)] ?? [],
    reason: reasons.join('; '),
  }));
}

/** Each row as an entry through the mapping (a field mapped twice is read from its first column). */
export function tableEntries(
  table: { lines: readonly number[]; cells: readonly (readonly string[])[] },
  mapping: LibraryMapping,
): ImportEntry[] {
  const cell = (cells: readonly string[], field: string) => {
    const column = mapping.indexOf(field as LibraryMapping[number]);
    return column < 0 ? '' : (cells[column] ?? '');
  };
  return table.cells.map((cells, index) => ({
    line: table.lines[index]!,
    title: cell(cells, 'title').trim(),
    // A spreadsheet cell's line breaks are the answer's paragraphs.
    body: cell(cells, 'body').replace(/\r\n?/g, '\n').trim(),
    category: cell(cells, 'category').trim(),
    tags: splitTags(cell(cells, 'tags')),
  }));
}

const titleKey = (title: string) => title.trim().toLocaleLowerCase();

export interface EntryNote {
  line: number;
  text: string;
}

/** The entries whose title the library has (`existing`, as existing_answer_titles gives them) or an earlier entry has. */
export function duplicateNotes(entries: readonly ImportEntry[], existing: readonly string[]): EntryNote[] {
  const known = new Set(existing.map(titleKey));
  const first = new Map<string, number>();
  const notes: EntryNote[] = [];
  for (const entry of entries) {
    const key = titleKey(entry.title);
    const earlier = first.get(key);
    if (known.has(key)) notes.push({ line: entry.line, text: `the library has '${entry.title}' already` });
    else if (earlier !== undefined)
      notes.push({ line: entry.line, text: `'${entry.title}' repeats line ${earlier}` });
    if (earlier === undefined) first.set(key, entry.line);
  }
  return notes;
}

/**
 * The entries whose category the library lacks (matched trimmed and case-insensitively):
 * added when the importer may add categories, else imported without one.
 */
export function categoryNotes(
  entries: readonly ImportEntry[],
  categories: readonly string[],
  canAdd: boolean,
): EntryNote[] {
  const known = new Set(categories.map(titleKey));
  return entries
    .filter((entry) => entry.category && !known.has(titleKey(entry.category)))
    .map((entry) => ({
      line: entry.line,
      text: canAdd
        ? `'${entry.category}' is a new category: it is added to the library's categories`
        : `'${entry.category}' is not one of the library's categories: imported without a category`,
    }));
}
