// Apart from lib/money.ts, which the app shell loads: the country table is only the sign-up form's.
import countryToCurrency from 'country-to-currency';

/** The currency of a locale's country: 'en-GB' → 'GBP', 'de' → 'EUR' (its likely country); none when unknown. */
export function localeCurrency(locale: string): string | undefined {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region ? (countryToCurrency as Record<string, string | undefined>)[region] : undefined;
  } catch {
    return undefined;
  }
}
