// A chosen .csv or .xlsx file as a table of text: its header row, then its rows with the
// line each came from. Runs in the import's worker (parse.worker.ts), never on the page.
import { unzipSync, zipSync, type Zippable } from 'fflate';
import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/universal';

import {
  FILE_TOO_LARGE,
  FILE_UNREADABLE,
  ImportFileError,
  MAX_FILE_BYTES,
  NO_ROWS,
  WRONG_FILE_TYPE,
} from './file-errors';

export { FILE_TOO_LARGE, FILE_UNREADABLE, ImportFileError, MAX_FILE_BYTES, NO_ROWS, WRONG_FILE_TYPE };

export interface FileTable {
  /** The workbook's sheet names ([] for a CSV file), and the one read (null for CSV). */
  sheets: string[];
  sheet: string | null;
  /** The first row with any text in it. */
  header: string[];
  /** lines[i] is the file line (as a spreadsheet numbers its rows, the first being 1) of cells[i]. */
  lines: number[];
  /** The rows after the header that have any text in them, each as long as the header. */
  cells: string[][];
}

interface ChosenFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

type Sheet = { name: string; rows: string[][] };

// ---------------------------------------------------------------------------------------
// CSV
// ---------------------------------------------------------------------------------------

const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/**
 * The file's text. Excel saves "CSV UTF-8" with a BOM and plain "CSV" in the computer's
 * code page, which for Western European text is Windows-1252: bytes that are not valid
 * UTF-8 are read as that.
 */
function decode(bytes: Uint8Array): string {
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) return new TextDecoder('utf-8').decode(bytes);
  if (startsWith(bytes, 0xff, 0xfe)) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, 0xfe, 0xff)) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252')
      .decode(bytes)
      .replace(C1_CONTROL, (char) => WINDOWS_1252_C1[char.charCodeAt(0) - 0x80] ?? char);
  }
}

/**
 * Windows-1252's characters at 0x80–0x9F (€ ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ).
 * Browsers decode them so; Node's decoder (the tests, scripts) reads those bytes as Latin-1's
 * control characters, which would hide a '€'.
 */
const WINDOWS_1252_C1 = [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ'];
const C1_CONTROL = /[\u0080-\u009f]/g;

/** Comma, semicolon or tab: whichever splits the first rows evenly (blank lines would skew the count). */
const guessDelimiter = (text: string) =>
  Papa.parse<string[]>(text, { preview: 20, skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t'] })
    .meta.delimiter;

function readCsv(bytes: Uint8Array): string[][] {
  const text = decode(bytes);
  // A NUL never appears in text: this is a binary file (or UTF-16 without its BOM).
  if (text.includes('\u0000')) throw new ImportFileError(FILE_UNREADABLE);
  const result = Papa.parse<string[]>(text, { delimiter: guessDelimiter(text), skipEmptyLines: false });
  // An unclosed quote swallows the rest of the file into one cell.
  if (result.errors.some((error) => error.code === 'MissingQuotes')) {
    throw new ImportFileError(FILE_UNREADABLE);
  }
  return result.data;
}

// ---------------------------------------------------------------------------------------
// XLSX
// ---------------------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');

/** 1250000.5 → '1250000.5', 1e21 → '1000000000000000000000': never an exponent. */
function plainNumber(value: number): string {
  const text = String(value);
  return text.includes('e')
    ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
    : text;
}

/** A cell as text: dates 'YYYY-MM-DD' (Excel's dates have no zone: the reader gives them at UTC midnight). */
function xlsxCellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return plainNumber(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  return String(value);
}

const SPREADSHEET_PART = /\.(xml|rels)$/;

/**
 * The workbook's parts re-packed uncompressed. read-excel-file unzips parts over 512 KB
 * with fflate's worker pool, which starts its workers from blob: URLs: our CSP
 * (script-src 'self') blocks them, and the read then never ends. Unpacked here, in one
 * go, the reader only copies the parts.
 */
function withoutCompression(bytes: Uint8Array): ArrayBuffer {
  const parts: Zippable = unzipSync(bytes, { filter: (file) => SPREADSHEET_PART.test(file.name) });
  const archive = zipSync(parts, { level: 0 });
  // fflate gives the archive a buffer of its own: no need to copy it.
  return archive.byteLength === archive.buffer.byteLength
    ? (archive.buffer as ArrayBuffer)
    : archive.slice().buffer;
}

async function readWorkbook(bytes: Uint8Array): Promise<Sheet[]> {
  const workbook = await readXlsxFile(withoutCompression(bytes));
  return workbook.map(({ sheet, data }) => ({
    name: sheet,
    rows: data.map((row) => row.map(xlsxCellText)),
  }));
}

// ---------------------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------------------

const isBlankRow = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/** Header and rows; blank rows are skipped but keep their line; a blank trailing column is dropped. */
function toTable(rows: readonly string[][]): Omit<FileTable, 'sheets' | 'sheet'> | null {
  const headerIndex = rows.findIndex((row) => !isBlankRow(row));
  if (headerIndex === -1) return null;
  const lines: number[] = [];
  const data: string[][] = [];
  for (let index = headerIndex + 1; index < rows.length; index++) {
    const row = rows[index]!;
    if (isBlankRow(row)) continue;
    lines.push(index + 1);
    data.push(row);
  }
  if (data.length === 0) return null;
  const headerRow = rows[headerIndex]!.map((cell) => cell.trim());
  let width = headerRow.length;
  // Spreadsheets often end every line with a separator: an empty last column.
  while (width > 1 && headerRow[width - 1] === '' && data.every((row) => !row[width - 1]?.trim())) width--;
  const header = headerRow.slice(0, width);
  const cells = data.map((row) =>
    row.length === width ? row : Array.from({ length: width }, (_, column) => row[column] ?? ''),
  );
  return { header, lines, cells };
}

/** The sheet asked for, else the first that has rows. */
function sheetTable(sheets: readonly Sheet[], wanted: string | undefined): FileTable {
  const names = sheets.map((sheet) => sheet.name);
  if (wanted !== undefined) {
    const sheet = sheets.find((candidate) => candidate.name === wanted);
    if (!sheet) throw new ImportFileError(FILE_UNREADABLE);
    const table = toTable(sheet.rows);
    if (!table) throw new ImportFileError(NO_ROWS);
    return { sheets: names, sheet: sheet.name, ...table };
  }
  for (const sheet of sheets) {
    const table = toTable(sheet.rows);
    if (table) return { sheets: names, sheet: sheet.name, ...table };
  }
  throw new ImportFileError(NO_ROWS);
}

const fileKind = (name: string): 'csv' | 'xlsx' | null => {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'xlsx' ? extension : null;
};

async function readChosenFile(file: ChosenFile, sheet: string | undefined): Promise<FileTable> {
  const kind = fileKind(file.name);
  if (!kind) throw new ImportFileError(WRONG_FILE_TYPE);
  if (file.size > MAX_FILE_BYTES) throw new ImportFileError(FILE_TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0) throw new ImportFileError(NO_ROWS);
  if (kind === 'xlsx') return sheetTable(await readWorkbook(bytes), sheet);
  const table = toTable(readCsv(bytes));
  if (!table) throw new ImportFileError(NO_ROWS);
  return { sheets: [], sheet: null, ...table };
}

/**
 * The file as a table: a .csv (comma, semicolon or tab; UTF-8 or Windows-1252) or an .xlsx
 * sheet (`sheet`, else the first with rows). Rejects only with an ImportFileError.
 */
export async function readTable(file: ChosenFile, sheet?: string): Promise<FileTable> {
  try {
    return await readChosenFile(file, sheet);
  } catch (error) {
    throw error instanceof ImportFileError ? error : new ImportFileError(FILE_UNREADABLE);
  }
}
