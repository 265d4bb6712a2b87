// The library import's steps (the tender import's, less its value matching and duplicates
// steps: a library entry has no choice columns, and duplicates are flagged in the preview),
// and the files it takes.
import { FILE_UNREADABLE } from '@/lib/import/file-errors';

export type LibraryImportStep = 'upload' | 'map' | 'preview' | 'import' | 'report';

/** The second step maps a spreadsheet's columns, or chooses a Word document's heading level. */
export const libraryImportSteps = (docx: boolean): { key: LibraryImportStep; label: string }[] => [
  { key: 'upload', label: 'Upload' },
  { key: 'map', label: docx ? 'Split on headings' : 'Map columns' },
  { key: 'preview', label: 'Preview and validate' },
  { key: 'import', label: 'Import' },
  { key: 'report', label: 'Report' },
];

export const LIBRARY_FILE_ERRORS = {
  wrongType: 'Choose a .csv, .xlsx or .docx file.',
  unreadable: FILE_UNREADABLE,
  docxUnreadable: 'This Word document could not be read. Save it as .docx and try again.',
} as const;

/** A spreadsheet (read as the tender import reads it) or a Word document, by the file's name. */
export function importFileKind(name: string): 'table' | 'docx' | null {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  if (extension === 'csv' || extension === 'xlsx') return 'table';
  return extension === 'docx' ? 'docx' : null;
}
