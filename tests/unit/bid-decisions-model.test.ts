// Bid/no-bid rules: the score preview (the same formula as private.bid_score, which
// supabase/tests/database/25_bid_decisions.test.sql checks with the same numbers), the bands at
// their thresholds, the words, when a status change asks, and the forms' validation.
import { describe, expect, it } from 'vitest';
import { decisionFormSchema, settingsFormSchema } from '@/features/bid-decisions/form';
import {
  averageText,
  BID_SCORE_CSV_HEADER,
  bidScoreCsvRows,
  bandLabels,
  bidBand,
  bidScore,
  decisionLabels,
  DEFAULT_THRESHOLDS,
  initialKillAnswers,
  isKilled,
  needsDecision,
  offersDecline,
  topScoreText,
  type BidDecision,
} from '@/features/bid-decisions/model';

// The pgTAP file's criteria: weights 10, 10, 4, 1 (Σ 25), so the score is Σ w·(s − 1).
const weighted = [
  { id: 'a', weight: 10 },
  { id: 'b', weight: 10 },
  { id: 'c', weight: 4 },
  { id: 'd', weight: 1 },
];
const scored = (a: number, b: number, c: number, d: number) => bidScore(weighted, { a, b, c, d });
// The defaults: strategic fit 2, capability 2, capacity 2, competition 1, relationship 1, margin 2.
const defaults = [2, 2, 2, 1, 1, 2].map((weight, index) => ({ id: String(index), weight }));

describe('bidScore', () => {
  it('counts (s − 1) / 4 of each weight: 1 everywhere is 0, 5 everywhere is 100', () => {
    expect(scored(1, 1, 1, 1)).toBe(0);
    expect(scored(5, 5, 5, 5)).toBe(100);
    expect(scored(3, 3, 3, 3)).toBe(50);
  });

  it('hits the thresholds exactly as SQL does', () => {
    expect(scored(5, 4, 1, 1)).toBe(70);
    expect(scored(5, 3, 3, 2)).toBe(69);
    expect(scored(5, 2, 1, 1)).toBe(50);
    expect(scored(5, 1, 3, 2)).toBe(49);
  });

  it('rounds a half up, like round() on numeric in SQL: 67.5 → 68', () => {
    const scores = Object.fromEntries([4, 4, 4, 4, 1, 4].map((s, index) => [String(index), s]));
    expect(bidScore(defaults, scores)).toBe(68);
  });

  it('shows no score until every criterion is scored, nor without criteria', () => {
    expect(bidScore(weighted, { a: 5, b: 5, c: 5 })).toBeNull();
    expect(bidScore([], {})).toBeNull();
  });
});

describe('bidBand', () => {
  it('puts each score in its band at the default thresholds (inclusive lower bounds)', () => {
    expect(DEFAULT_THRESHOLDS).toEqual({ bid: 70, review: 50 });
    expect(bidBand(70, false, DEFAULT_THRESHOLDS)).toBe('bid');
    expect(bidBand(69, false, DEFAULT_THRESHOLDS)).toBe('review');
    expect(bidBand(50, false, DEFAULT_THRESHOLDS)).toBe('review');
    expect(bidBand(49, false, DEFAULT_THRESHOLDS)).toBe('no-bid');
  });

  it('follows thresholds an admin moved', () => {
    expect(bidBand(70, false, { bid: 80, review: 75 })).toBe('no-bid');
    expect(bidBand(75, false, { bid: 80, review: 75 })).toBe('review');
  });

  it('says No bid for any kill answered yes, whatever the score, and nothing without a score', () => {
    expect(bidBand(100, true, DEFAULT_THRESHOLDS)).toBe('no-bid');
    expect(bidBand(null, true, DEFAULT_THRESHOLDS)).toBe('no-bid');
    expect(bidBand(null, false, DEFAULT_THRESHOLDS)).toBeNull();
    expect(isKilled({ x: false, y: true })).toBe(true);
    expect(isKilled({ x: false })).toBe(false);
  });
});

describe('words and flow', () => {
  it("labels bands and decisions in the issue's words", () => {
    expect(bandLabels).toEqual({ bid: 'Bid', review: 'Review', 'no-bid': 'No bid' });
    expect(decisionLabels).toEqual({ bid: 'Bid', 'no-bid': 'No bid', skipped: 'Skipped' });
  });

  it('asks for a decision only when moving to In Development with none recorded (a skip counts)', () => {
    const skip = { decision: 'skipped' } as BidDecision;
    expect(needsDecision('in-development', null)).toBe(true);
    expect(needsDecision('in-development', skip)).toBe(false);
    expect(needsDecision('in-development', undefined)).toBe(false);
    expect(needsDecision('submitted', null)).toBe(false);
  });

  it('offers Declined after No bid while the tender is still being prepared', () => {
    expect(offersDecline('no-bid', 'under-review')).toBe(true);
    expect(offersDecline('no-bid', 'in-development')).toBe(true);
    expect(offersDecline('no-bid', 'declined')).toBe(false);
    expect(offersDecline('bid', 'under-review')).toBe(false);
  });
});

describe('forms', () => {
  it('needs Bid or No bid and a rationale', () => {
    expect(decisionFormSchema.safeParse({ decision: 'bid', rationale: 'Core work' }).success).toBe(true);
    const none = decisionFormSchema.safeParse({ decision: undefined, rationale: '  ' });
    expect(none.success ? [] : none.error.issues.map((issue) => issue.message)).toEqual([
      'Choose Bid or No bid',
      'Please give the rationale for the decision',
    ]);
  });

  const settings = (changes: object) =>
    settingsFormSchema.safeParse({
      criteria: [{ name: 'Fit', weight: '2' }],
      killQuestions: [],
      bidThreshold: '70',
      reviewThreshold: '50',
      ...changes,
    });
  const message = (result: ReturnType<typeof settings>) =>
    result.success ? null : result.error.issues[0]?.message;

  it('checks the settings as the database does', () => {
    expect(settings({}).success).toBe(true);
    expect(message(settings({ criteria: [] }))).toBe('Keep at least one criterion');
    expect(message(settings({ criteria: [{ name: 'Fit', weight: '11' }] }))).toBe(
      'A whole number from 1 to 10',
    );
    expect(
      message(
        settings({
          criteria: [
            { name: 'Fit', weight: 1 },
            { name: ' fit', weight: 1 },
          ],
        }),
      ),
    ).toBe('Each criterion needs its own name');
    expect(message(settings({ reviewThreshold: '70' }))).toBe(
      'The Review threshold must be lower than the Bid threshold',
    );
  });
});

describe('the report', () => {
  it('shows averages with one decimal and a dash when nothing was scored; the CSV leaves it empty', () => {
    const rows = [
      { outcome: 'won' as const, scored: 2, average_score: 69.5 },
      { outcome: 'lost' as const, scored: 0, average_score: null },
    ];
    expect(rows.map((row) => averageText(row.average_score))).toEqual(['69.5', '—']);
    expect(averageText(49)).toBe('49.0');
    expect(BID_SCORE_CSV_HEADER).toEqual(['Outcome', 'Scored tenders', 'Average bid score']);
    expect(bidScoreCsvRows(rows)).toEqual([
      ['Won', 2, '69.5'],
      ['Lost', 0, ''],
    ]);
  });
});

describe('which end is good, and the certificate question answered from the company documents', () => {
  const questions = [
    { id: 'q1', question: 'We cannot meet the submission deadline', position: 1 },
    { id: 'q2', question: ' a mandatory certificate is MISSING ', position: 2 },
  ];
  const expiring = [{ name: 'ISO 9001', expires_on: '2026-12-01' }];

  it("says what a 5 means, or 'best' when the criterion does not say", () => {
    expect(topScoreText({ top_score_means: 'little competition' })).toBe('5 = little competition');
    expect(topScoreText({ top_score_means: '' })).toBe('5 = best');
  });

  it('answers yes when a required document expires before the deadline, unless an answer is recorded', () => {
    expect(initialKillAnswers(questions, undefined, expiring)).toEqual({ q2: true });
    expect(initialKillAnswers(questions, undefined, [])).toEqual({});
    expect(initialKillAnswers(questions, { q1: true }, expiring)).toEqual({ q1: true, q2: true });
    expect(initialKillAnswers(questions, { q2: false }, expiring)).toEqual({ q2: false });
    expect(initialKillAnswers(questions.slice(0, 1), undefined, expiring)).toEqual({});
  });
});
