// A spreadsheet cell's text read as a tender value, or the reason it cannot be: the import
// report shows the reason beside the row's line ("a date that cannot be read: '31/02/2026'").
// Every pattern and lookup table is built once: a file may hold 10,000 rows of 16 cells.
import { CURRENCY_CODE, isCurrencyCode, readAmount } from '@/lib/money';
import { statusLabel, TENDER_STATUSES } from '@/lib/statuses';
import type { TenderColumnSpec } from '../columns';
import { parseProbability } from '../form';

export type DateOrder = 'dmy' | 'mdy';
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = (reason: string): Parsed<never> => ({ ok: false, reason });

// ---------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------

/** Our CSV export puts a ' before a cell a spreadsheet would run as a formula (lib/csv.ts). */
const EXPORT_FORMULA_GUARD = /^'[=+\-@\t\r]/;

/** The cell as a spreadsheet shows it: trimmed, without the ' our export adds before = + - @. */
export function cellText(raw: string): string {
  const text = raw.trim();
  return EXPORT_FORMULA_GUARD.test(text) ? text.slice(1).trim() : text;
}

// ---------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------

const YEAR_FIRST = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:[T ]\d{1,2}:\d{2}.*)?$/;
const DAY_OR_MONTH_FIRST = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?: +\d{1,2}:\d{2}.*)?$/;
const DAY_MONTH_NAME = /^(\d{1,2})[- ./]([a-z]{3,9})\.?[- ./,]+(\d{4}|\d{2})$/i;
const MONTH_NAME_DAY = /^([a-z]{3,9})\.? +(\d{1,2}),? +(\d{4})$/i;
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const pad = (n: number) => String(n).padStart(2, '0');
const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/** 'Mar', 'march', 'Sept' → 3; 0 for anything else. */
function monthNumber(name: string): number {
  const lower = name.toLowerCase() === 'sept' ? 'sep' : name.toLowerCase();
  return MONTH_NAMES.findIndex((month) => month.startsWith(lower)) + 1;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function calendarDate(text: string, year: number, month: number, day: number): Parsed<string> {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return fail(`a date that cannot be read: '${text}'`);
  }
  if (year < 2000 || year > 2999) return fail(`a date outside 2000–2999: '${text}'`);
  return ok(`${year}-${pad(month)}-${pad(day)}`);
}

/** The first two parts' reading on their own: a part over 12 can only be the day. */
function evidentOrder(first: number, second: number): DateOrder | null {
  if (first > 12) return 'dmy';
  if (second > 12) return 'mdy';
  return first === second ? 'dmy' : null;
}

/**
 * A date cell as 'YYYY-MM-DD', '' as null: ISO (a time after it is dropped), 'D/M/YYYY',
 * 'D.M.YY', 'D-M-YYYY' read in `order`, and '3 Apr 2026', '3-Apr-26', 'April 3, 2026'.
 */
export function parseDate(text: string, order: DateOrder | null): Parsed<string | null> {
  const trimmed = text.trim();
  if (trimmed === '') return ok(null);
  const iso = YEAR_FIRST.exec(trimmed);
  if (iso) return calendarDate(trimmed, Number(iso[1]), Number(iso[3]), Number(iso[4]));
  const numeric = DAY_OR_MONTH_FIRST.exec(trimmed);
  if (numeric) {
    const first = Number(numeric[1]);
    const second = Number(numeric[3]);
    const reading = order ?? evidentOrder(first, second);
    if (!reading) return fail(`a date that cannot be read: '${trimmed}' (choose day/month or month/day)`);
    const [day, month] = reading === 'dmy' ? [first, second] : [second, first];
    return calendarDate(trimmed, fullYear(numeric[4]!), month, day);
  }
  const dayFirst = DAY_MONTH_NAME.exec(trimmed);
  if (dayFirst) {
    return calendarDate(trimmed, fullYear(dayFirst[3]!), monthNumber(dayFirst[2]!), Number(dayFirst[1]));
  }
  const monthFirst = MONTH_NAME_DAY.exec(trimmed);
  if (monthFirst) {
    return calendarDate(trimmed, Number(monthFirst[3]), monthNumber(monthFirst[1]!), Number(monthFirst[2]));
  }
  return fail(`a date that cannot be read: '${trimmed}'`);
}

/**
 * How a file writes its numeric dates, from the cells that tell (a first part over 12 is
 * a day: day/month; a second part over 12: month/day), and up to 3 cells that read
 * differently either way, for the user to decide with. Cells pointing both ways tell nothing.
 */
export function dateOrderHint(cells: readonly string[]): { order: DateOrder | null; ambiguous: string[] } {
  let dayFirst = false;
  let monthFirst = false;
  const ambiguous: string[] = [];
  for (const cell of cells) {
    const text = cell.trim();
    const numeric = DAY_OR_MONTH_FIRST.exec(text);
    if (!numeric) continue;
    const first = Number(numeric[1]);
    const second = Number(numeric[3]);
    if (first > 12 && second <= 12) dayFirst = true;
    else if (second > 12 && first <= 12) monthFirst = true;
    else if (
      first !== second &&
      first > 0 &&
      second > 0 &&
      ambiguous.length < 3 &&
      !ambiguous.includes(text)
    ) {
      ambiguous.push(text);
    }
  }
  const order = dayFirst === monthFirst ? null : dayFirst ? 'dmy' : 'mdy';
  return { order, ambiguous };
}

// ---------------------------------------------------------------------------------------
// Currencies and amounts
// ---------------------------------------------------------------------------------------

const CURRENCY_SIGNS: ReadonlyMap<string, string> = new Map([
  ['€', 'EUR'],
  ['$', 'USD'],
  ['£', 'GBP'],
]);

/** 'eur' → 'EUR', '€' → 'EUR', '$' → 'USD', '£' → 'GBP'; '' → null. */
export function parseCurrency(text: string): Parsed<string | null> {
  const trimmed = text.trim();
  if (trimmed === '') return ok(null);
  const code = CURRENCY_SIGNS.get(trimmed) ?? trimmed.toUpperCase();
  return CURRENCY_CODE.test(code) && isCurrencyCode(code) ? ok(code) : fail(`unknown currency '${trimmed}'`);
}

/** An amount cell, read by the one rule the tender form's amounts follow too (lib/money.ts). */
export const parseNumber = (text: string): Parsed<number | null> => readAmount(text);

/** Our rank among the bidders: a whole number from 1 to 999; '' → null. */
export function parseRankCell(text: string): Parsed<number | null> {
  const trimmed = text.trim();
  if (trimmed === '') return ok(null);
  return /^\d{1,3}$/.test(trimmed) && Number(trimmed) >= 1
    ? ok(Number(trimmed))
    : fail(`a rank that is not a whole number from 1 to 999: '${trimmed}'`);
}

/** '60', '60%' or '' (null); whole numbers from 0 to 100 only, as the form takes them. */
export function parseProbabilityCell(text: string): Parsed<number | null> {
  const trimmed = text.trim();
  const value = parseProbability(trimmed);
  return Number.isNaN(value) ? fail(`a probability that is not 0–100: '${trimmed}'`) : ok(value);
}

// ---------------------------------------------------------------------------------------
// Choices (statuses, channels, types) and yes/no
// ---------------------------------------------------------------------------------------

const NOT_ALPHANUMERIC = /[^a-z0-9]+/g;

/** 'Under Review', 'under-review', 'UNDER_REVIEW' → 'under review'. */
const lookupKey = (text: string) => text.toLowerCase().replace(NOT_ALPHANUMERIC, ' ').trim();

function parseWord<T>(text: string, words: ReadonlyMap<string, T>, what: string): Parsed<T | null> {
  const trimmed = text.trim();
  if (trimmed === '') return ok(null);
  const value = words.get(lookupKey(trimmed));
  return value === undefined ? fail(`unknown ${what} '${trimmed}'`) : ok(value);
}

/**
 * A parser of an enum or status column's cells: a value or its label in any case ('Cancelled
 * by the buyer', 'under-review'), or one of the spec's other words for it; '' → null.
 */
export function optionParser(spec: TenderColumnSpec): (text: string) => Parsed<string | null> {
  const words = new Map<string, string>();
  for (const value of spec.kind === 'status' ? TENDER_STATUSES : (spec.options ?? [])) {
    words.set(lookupKey(value), value);
    words.set(lookupKey(statusLabel(value)), value);
  }
  for (const [word, value] of Object.entries(spec.import?.words ?? {})) words.set(lookupKey(word), value);
  const what = spec.label.toLowerCase();
  return (text) => parseWord(text, words, what);
}

const YES_NO: ReadonlyMap<string, boolean> = new Map([
  ...['yes', 'y', 'true', '1', 'x'].map((word) => [word, true] as const),
  ...['no', 'n', 'false', '0'].map((word) => [word, false] as const),
]);

/** Yes/no, y/n, true/false, 1/0, and x for yes (a ticked box); '' → null. */
export function parseYesNo(text: string): Parsed<boolean | null> {
  const trimmed = text.trim();
  if (trimmed === '') return ok(null);
  const value = YES_NO.get(trimmed.toLowerCase());
  return value === undefined ? fail(`not yes or no: '${trimmed}'`) : ok(value);
}
