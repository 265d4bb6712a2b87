// CSV as spreadsheets read it: RFC 4180 quoting, CRLF rows, UTF-8 with a BOM (so Excel
// shows accents), and cells that a spreadsheet would run as a formula made inert.

/**
 * What a spreadsheet may run as a formula: a cell starting with = + - @ (or their full-width
 * forms), also behind leading spaces or line breaks (spreadsheets trim them first), or with a
 * tab, CR or LF.
 */
const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uff1d\uff0b\uff0d\uff20])/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: one a spreadsheet would run as a formula gets a ' so it stays text; quoted when needed. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole document: BOM, header row, data rows, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) =>
    row.map((cell) => csvCell(cell as string | number | boolean | null | undefined)).join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
