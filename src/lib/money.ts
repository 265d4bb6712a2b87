// Money as every screen shows it: amounts are exact in the database (numeric) and formatted
// here in their own currency. Amounts of different currencies are never added together; a
// total is a list of one amount per currency.

/** Where a currency list starts when nothing else is known. */
export const FALLBACK_CURRENCY = 'USD';

export interface Amount {
  currency: string;
  value: number;
}

/** '$1,250,000.00', '€3,420.50': the currency's own format. */
export const formatMoney = (value: number, currency: string, options: { whole?: boolean } = {}): string =>
  new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency,
    ...(options.whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
  }).format(value);

/** One amount per currency, joined: '$1,200.00 · €300.00'; 'None' when there is none. */
export const formatAmounts = (amounts: readonly Amount[], options: { whole?: boolean } = {}): string =>
  amounts.length === 0
    ? 'None'
    : amounts.map((amount) => formatMoney(amount.value, amount.currency, options)).join(' · ');

/** The ISO 4217 codes this browser knows, each with its name: 'EUR — Euro'. */
export function currencyOptions(): { value: string; label: string }[] {
  const names = new Intl.DisplayNames(undefined, { type: 'currency' });
  return Intl.supportedValuesOf('currency').map((code) => ({
    value: code,
    label: `${code} — ${names.of(code) ?? code}`,
  }));
}

let knownCurrencies: ReadonlySet<string> | null = null;

/** An ISO 4217 code this browser knows (the form offers the same list); any 3 letters where it cannot tell. */
export function isCurrencyCode(code: string): boolean {
  if (typeof Intl.supportedValuesOf !== 'function') return CURRENCY_CODE.test(code);
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}

export const CURRENCY_CODE = /^[A-Z]{3}$/;
/** 'US$', 'R$', 'A$': the letters some countries put before a currency sign. */
const SIGN_PREFIX = /^[A-Z]{1,2}(?=\p{Sc})/u;
const CURRENCY_SIGN = /\p{Sc}/gu;
const CODE_BEFORE = /^([A-Za-z]{3})(?![A-Za-z])/;
const CODE_AFTER = /(?<![A-Za-z])([A-Za-z]{3})$/;
/** Spaces (any kind, including non-breaking) and apostrophes group digits: '1 250 000', "1'250'000". */
const DIGIT_GROUPING = /[\s'’]/g;
const DIGITS_AND_SEPARATORS = /^[\d.,]*\d[\d.,]*$/;
const SCIENTIFIC = /^\d+(?:\.\d+)?e[+-]?\d+$/i;
const DIGITS = /^\d+$/;
const PLAIN_AMOUNT = /^\d{1,13}(?:\.\d{1,2})?$/;
const NEGATIVE = /^[-−]|^\(.*\)$|-$/;
const HAS_DIGIT = /\d/;
const LEADING_ZEROS = /^0+(?=\d)/;
const LARGEST_AMOUNT = 1e13; // numeric(15,2)

/** The text without a currency code before or after it ('EUR 1,200', '1.200 EUR'); 'm' or 'k' stay. */
function withoutCurrencyCode(text: string): string {
  let rest = text.replace(SIGN_PREFIX, '').replace(CURRENCY_SIGN, '').trim();
  const before = CODE_BEFORE.exec(rest);
  if (before && isCurrencyCode(before[1]!.toUpperCase())) rest = rest.slice(3);
  const after = CODE_AFTER.exec(rest);
  if (after && isCurrencyCode(after[1]!.toUpperCase())) rest = rest.slice(0, -3);
  return rest.trim();
}

const GROUPED: Readonly<Record<string, RegExp>> = {
  // Groups of 3 digits after the first ('1,250,000'), or India's lakh grouping ('12,50,000').
  ',': /^(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3})$/,
  '.': /^(?:\d{1,3}(?:\.\d{3})+|\d{1,2}(?:\.\d{2})+\.\d{3})$/,
};

/** The digits with their group marks removed, when every group is well formed. */
function ungrouped(integer: string, groupMark: string | null): string | null {
  if (integer === '') return '0'; // '.5'
  if (groupMark === null || !integer.includes(groupMark)) return DIGITS.test(integer) ? integer : null;
  return GROUPED[groupMark]!.test(integer) ? integer.replaceAll(groupMark, '') : null;
}

/**
 * Integer and fraction digits of '1,250,000.50', '1.250.000,50', '12,5' or '1,250': with
 * both marks, the later one is the decimal mark; a lone mark before exactly 3 digits (not
 * after a 0) groups thousands, as does a mark that appears more than once.
 */
function splitDecimal(digits: string): { integer: string; fraction: string } | null {
  const comma = digits.lastIndexOf(',');
  const dot = digits.lastIndexOf('.');
  const at = Math.max(comma, dot);
  if (at === -1) return { integer: digits, fraction: '' };
  let groupMark: string | null = comma > dot ? '.' : ',';
  if (comma === -1 || dot === -1) {
    const mark = digits[at]!;
    const once = digits.indexOf(mark) === at;
    const groupsThousands = !once || (digits.length - at - 1 === 3 && at <= 3 && digits[0] !== '0');
    if (groupsThousands) {
      const integer = ungrouped(digits, mark);
      return integer === null ? null : { integer, fraction: '' };
    }
    groupMark = null;
  }
  const integer = ungrouped(digits.slice(0, at), groupMark);
  const fraction = digits.slice(at + 1);
  return integer !== null && DIGITS.test(fraction) ? { integer, fraction } : null;
}

/** Exact to the cent, rounding half up: 1234.005 → 1234.01 (float arithmetic gives 1234). */
function toCents(integer: string, fraction: string): number {
  const cents = Number(integer) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return (fraction[2] ?? '0') >= '5' ? cents + 1 : cents;
}

/** '1.2m', '250k', '£3bn', '1.5 million': how registers shorten large amounts. */
const MAGNITUDE = /^(.*\d)\s*(k|thousand|m|mn|mio|million|bn|billion)$/i;
const MAGNITUDES: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  mio: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};

export type AmountReading = { ok: true; value: number | null } | { ok: false; reason: string };

/** Digits and marks (no sign, no currency, no magnitude) as cents, or null. */
function plainCents(plain: string): number | null {
  if (SCIENTIFIC.test(plain)) return Math.round(Number(plain) * 100);
  const parts = DIGITS_AND_SEPARATORS.test(plain) ? splitDecimal(plain) : null;
  if (!parts) return null;
  const integer = parts.integer.replace(LEADING_ZEROS, '');
  return integer.length > 13 ? Infinity : toCents(integer, parts.fraction);
}

/**
 * The one rule for reading an amount, in a spreadsheet cell or the tender form's fields:
 * '1,250,000.50', '1.250.000,50', '1 250 000,50', '€ 1,200', '£212,400', 'EUR 1200', '12,5'
 * (decimal comma), '1,250' (thousands), '£1.2m' and '250k'; rounded to cents; '' → null.
 */
export function readAmount(text: string): AmountReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  // Our export's amounts, and most others: no need to look for currencies or groups.
  if (PLAIN_AMOUNT.test(trimmed)) return { ok: true, value: Number(trimmed) };
  const notANumber: AmountReading = { ok: false, reason: `a value that is not a number: '${trimmed}'` };
  let plain = withoutCurrencyCode(trimmed).replace(DIGIT_GROUPING, '');
  const magnitude = MAGNITUDE.exec(plain);
  if (magnitude) plain = withoutCurrencyCode(magnitude[1]!).replace(DIGIT_GROUPING, '');
  if (NEGATIVE.test(plain)) {
    return HAS_DIGIT.test(plain) ? { ok: false, reason: `a negative amount: '${trimmed}'` } : notANumber;
  }
  const cents = plainCents(plain);
  if (cents === null) return notANumber;
  const value = Math.round(cents * (magnitude ? MAGNITUDES[magnitude[2]!.toLowerCase()]! : 1)) / 100;
  return value >= LARGEST_AMOUNT
    ? { ok: false, reason: `an amount too large: '${trimmed}'` }
    : { ok: true, value };
}

/** A typed amount (readAmount's rule): '£212,400' → 212400; null when blank; NaN when it is not an amount. */
export function parseAmount(text: string): number | null {
  const reading = readAmount(text);
  return reading.ok ? reading.value : Number.NaN;
}
