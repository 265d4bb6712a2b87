// The calendar week in the user's locale, for the lists grouped by week (the notifications
// page). Apart from dates.ts so that its region table stays off the /app shell's first load.
import { addDays, userLocale } from './dates';

// Regions whose weeks start on Sunday or Saturday (CLDR's weekData); everywhere else, Monday.
const SUNDAY_FIRST = new Set(
  'AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(
    ' ',
  ),
);
const SATURDAY_FIRST = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

interface WeekInfoLocale {
  weekInfo?: { firstDay: number };
  getWeekInfo?: () => { firstDay: number };
}

/**
 * The first day of the week in a locale, 1 (Monday) to 7 (Sunday): Intl.Locale's week
 * data where the browser has it, else the region's (CLDR), else Monday (ISO 8601).
 */
export function firstDayOfWeek(locale: string = userLocale()): number {
  let tag: Intl.Locale;
  try {
    tag = new Intl.Locale(locale);
  } catch {
    return 1;
  }
  const info = tag as unknown as WeekInfoLocale;
  const firstDay = (typeof info.getWeekInfo === 'function' ? info.getWeekInfo() : info.weekInfo)?.firstDay;
  if (firstDay && firstDay >= 1 && firstDay <= 7) return firstDay;
  const region = tag.maximize().region ?? '';
  return SUNDAY_FIRST.has(region) ? 7 : SATURDAY_FIRST.has(region) ? 6 : 1;
}

/** The calendar week (first and last day, 'YYYY-MM-DD') that holds `date`, in the locale's week. */
export function calendarWeek(date: string, locale: string = userLocale()): { start: string; end: string } {
  const [y, m, d] = date.split('-').map(Number);
  const isoDay = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay() || 7; // 1 Monday … 7 Sunday
  const start = addDays(date, -((isoDay - firstDayOfWeek(locale) + 7) % 7));
  return { start, end: addDays(start, 6) };
}
