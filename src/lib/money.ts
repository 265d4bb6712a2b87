// Money as every screen shows it: amounts are exact in the database (numeric) and formatted
// here in their own currency. Amounts of different currencies are never added together; a
// total is a list of one amount per currency.

import countryToCurrency from 'country-to-currency';

/** Where a currency list starts when nothing else is known. */
export const FALLBACK_CURRENCY = 'USD';

/** The currency of a locale's country: 'en-GB' → 'GBP', 'de' → 'EUR' (its likely country); none when unknown. */
export function localeCurrency(locale: string): string | undefined {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region ? (countryToCurrency as Record<string, string | undefined>)[region] : undefined;
  } catch {
    return undefined;
  }
}

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

/** A typed amount: '1,250,000.50' → 1250000.5; null when blank; NaN when it is not an amount. */
export function parseAmount(text: string): number | null {
  const plain = text.replace(/[\s,_]/g, '');
  if (plain === '') return null;
  return /^\d{1,13}(\.\d{1,2})?$/.test(plain) ? Number(plain) : Number.NaN;
}
