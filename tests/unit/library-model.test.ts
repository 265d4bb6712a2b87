import { describe, expect, it } from 'vitest';
import { answerDefaults, answerSchema, answerValues } from '@/features/library/form';
import { categoryProblem, markedParts, parseTags, usageText } from '@/features/library/model';

describe('markedParts', () => {
  it('splits the search’s markers into marked and plain text, never reading HTML', () => {
    expect(markedParts('Our \u0002waste\u0003 plan <b>x</b> and \u0002site\u0003')).toEqual([
      { text: 'Our ', marked: false },
      { text: 'waste', marked: true },
      { text: ' plan <b>x</b> and ', marked: false },
      { text: 'site', marked: true },
    ]);
  });
  it('leaves text without markers whole, and drops a stray end marker', () => {
    expect(markedParts('plain')).toEqual([{ text: 'plain', marked: false }]);
    expect(markedParts('\u0002a\u0003b\u0003c')).toEqual([
      { text: 'a', marked: true },
      { text: 'bc', marked: false },
    ]);
  });
});

describe('usageText', () => {
  it("says where an entry was used and how those bids ended, in the issue's words", () => {
    expect(usageText({ used: 7, won: 3, lost: 2, undecided: 2 })).toBe(
      'Used in 7 bids · won 3 · lost 2 · 2 undecided',
    );
    expect(usageText({ used: 1, won: 1, lost: 0, undecided: 0 })).toBe(
      'Used in 1 bid · won 1 · lost 0 · 0 undecided',
    );
    expect(usageText({ used: 0, won: 0, lost: 0, undecided: 0 })).toBe('Not used in a bid yet');
  });
});

describe('the answer form', () => {
  it('keeps tags once each, trimmed', () => {
    expect(parseTags(' iso, quality,, ISO ,')).toEqual(['iso', 'quality']);
  });
  it('checks the title and the review cycle and stores empty choices as null', () => {
    const fields = { ...answerDefaults(null, null), title: ' ', reviewEveryMonths: '61' };
    const result = answerSchema.safeParse(fields);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter the question or title',
      'Enter a number of months from 1 to 60',
    ]);
    expect(answerValues({ ...fields, title: ' Quality ', reviewEveryMonths: '12' })).toMatchObject({
      title: 'Quality',
      category_id: null,
      owner_id: null,
      status: 'draft',
      review_every_months: 12,
      last_reviewed_on: null,
    });
  });
  it('refuses blank, long and repeated category names', () => {
    expect(categoryProblem(['Quality', ' '])).toBe('Name every category, or remove it');
    expect(categoryProblem(['Quality', 'quality '])).toBe('Each category once');
    expect(categoryProblem(['x'.repeat(61)])).toBe('At most 60 characters a category');
    expect(categoryProblem(['Quality', 'CVs'])).toBeNull();
  });
});
