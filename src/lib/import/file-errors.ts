// Why a chosen file cannot be imported, in the user's words. Apart from read-file.ts so the
// page that shows them does not load the parsers (they run in the worker).
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE = 'The file is larger than 10 MB.';
export const WRONG_FILE_TYPE = 'Choose a .csv or .xlsx file.';
export const FILE_UNREADABLE = 'This file could not be read. Save it as CSV (UTF-8) or .xlsx and try again.';
export const NO_ROWS = 'The file has no rows to import.';

/** A file the import cannot use; the message is for the user as it is. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}
