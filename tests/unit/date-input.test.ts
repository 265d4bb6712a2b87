import { describe, expect, it } from 'vitest';
import { dateInputFormat } from '@/lib/date-input';

describe('dateInputFormat', () => {
  it('names the order a locale writes a short date in', () => {
    expect(dateInputFormat('en-US')).toBe('MM/DD/YYYY');
    expect(dateInputFormat('en-GB')).toBe('DD/MM/YYYY');
    expect(dateInputFormat('de-DE')).toBe('DD.MM.YYYY');
    expect(dateInputFormat('sv-SE')).toBe('YYYY-MM-DD');
  });

  it("defaults to the runtime's own locale", () => {
    expect(dateInputFormat()).toBe(dateInputFormat(new Intl.DateTimeFormat().resolvedOptions().locale));
  });
});
