// The format a date input shows in the user's locale. The tender form's date fields are
// the browser's own, which show and take dates the way the browser's locale writes them;
// this names that order ('DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'…) so the form can say it.

const SAMPLE = new Date(2001, 10, 22);
const NAMES: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { day: 'DD', month: 'MM', year: 'YYYY' };

/** 'DD/MM/YYYY' for en-GB, 'MM/DD/YYYY' for en-US, 'DD.MM.YYYY' for de, 'YYYY-MM-DD' for sv; the browser's locale by default. */
export function dateInputFormat(locale?: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(SAMPLE)
    .map((part) => NAMES[part.type] ?? part.value.replace(/[\u200e\u200f]/g, ''))
    .join('');
}
