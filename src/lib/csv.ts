// CSV as spreadsheets read it: RFC 4180 quoting, CRLF rows, UTF-8 with a BOM (so Excel
// shows accents), and cells that a spreadsheet would run as a formula made inert.

/**
 * What a spreadsheet may run as a formula: a cell starting with = + - @ (or their full-width
 * forms), also behind leading spaces or line breaks (spreadsheets trim them first), or with a
 * tab, CR or LF.
 */
const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uff1d\uff0b\uff0d\uff20])/;
const NEEDS_QUOTES = /[",\r\n]/;
/** '-5', '+1,200.50': a spreadsheet reads it as a number, which runs nothing. */
const SIGNED_NUMBER = /^[+-]\d[\d.,]*$/;

export interface CsvOptions {
  /**
   * Write a signed number ('-5') as it is rather than as text ("'-5"): for a file of the
   * user's own cells given back (the import's failed rows), where the guard's ' would show.
   */
  numbersAsTyped?: boolean;
}

/** One cell: one a spreadsheet would run as a formula gets a ' so it stays text; quoted when needed. */
export function csvCell(
  value: string | number | boolean | null | undefined,
  options: CsvOptions = {},
): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  const inert = options.numbersAsTyped === true && SIGNED_NUMBER.test(text);
  if (typeof value === 'string' && !inert && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole document: BOM, header row, data rows, CRLF line ends. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
  options: CsvOptions = {},
): string {
  const lines = [header, ...rows].map((row) =>
    row.map((cell) => csvCell(cell as string | number | boolean | null | undefined, options)).join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
