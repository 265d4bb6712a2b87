import { describe, expect, it } from 'vitest';
import {
  currencyValues,
  parseDashboardSummary,
  statCards,
  type DashboardSummary,
} from '@/features/dashboard/model';

const summary = (overrides: Partial<DashboardSummary> = {}): DashboardSummary => ({
  today: '2026-11-23',
  total: 7,
  submitted: 3,
  won: 1,
  lost: 1,
  statuses: [
    { status: 'under-review', count: 2 },
    { status: 'in-development', count: 1 },
    { status: 'submitted', count: 1 },
    { status: 'won', count: 1 },
    { status: 'lost', count: 1 },
    { status: 'declined', count: 1 },
  ],
  tasks: { total: 3, completed: 2, statuses: [] },
  pipeline: [],
  win_value: [],
  ...overrides,
});

describe('the summary document', () => {
  it('parses what dashboard_summary returns', () => {
    const value = summary();
    expect(parseDashboardSummary(value)).toEqual(value);
  });

  it('refuses a document of another shape rather than showing wrong numbers', () => {
    expect(() => parseDashboardSummary({ ...summary(), total: '7' })).toThrow();
    expect(() => parseDashboardSummary(null)).toThrow();
    expect(() =>
      parseDashboardSummary({ ...summary(), tasks: { total: 1, completed: 1, statuses: [{ status: 1 }] } }),
    ).toThrow();
  });
});

describe('the pipeline value', () => {
  it('refuses amounts that are not numbers', () => {
    expect(() =>
      parseDashboardSummary({
        ...summary(),
        pipeline: [{ currency: 'USD', count: 1, valued: 1, total: '100.00', weighted: 50 }],
      }),
    ).toThrow();
    expect(() => parseDashboardSummary({ ...summary(), win_value: undefined })).toThrow();
  });

  it('gives one entry per currency with something to show, never adding currencies, with the win rate by value', () => {
    const entries = currencyValues({
      pipeline: [
        { currency: 'USD', count: 3, valued: 3, total: 150_000, weighted: 55_000 },
        { currency: 'EUR', count: 1, valued: 0, total: 0, weighted: 0 },
      ],
      win_value: [
        { currency: 'USD', won: 1, lost: 1, won_value: 20_000, lost_value: 80_000 },
        { currency: 'CHF', won: 1, lost: 0, won_value: 5_000, lost_value: 0 },
        // Decided bids without a value and nothing open: a block of zeros, left out.
        { currency: 'GBP', won: 0, lost: 2, won_value: 0, lost_value: 0 },
      ],
    });
    expect(entries.map((entry) => [entry.currency, entry.pipeline.total, entry.winRateByValue])).toEqual([
      ['CHF', 0, 100],
      ['EUR', 0, null],
      ['USD', 150_000, 20],
    ]);
    expect(entries[0]!.pipeline).toEqual({ currency: 'CHF', count: 0, valued: 0, total: 0, weighted: 0 });
  });
});

describe('the stat cards', () => {
  it('show total, submitted, won and completed tasks with their notes', () => {
    expect(statCards(summary())).toEqual([
      { label: 'Total Tenders', value: 7, note: '3 in progress' },
      { label: 'Submitted or decided', value: 3, note: 'Submission rate: 43%' },
      { label: 'Won Tenders', value: 1, note: 'Win rate: 50%' },
      { label: 'Tasks Completed', value: 2, note: 'of 3 tasks' },
    ]);
  });

  it("say 'No data' for the rates of an empty workspace, and count one task in the singular", () => {
    const cards = statCards(
      summary({
        total: 0,
        submitted: 0,
        won: 0,
        lost: 0,
        statuses: [],
        tasks: { total: 1, completed: 0, statuses: [] },
      }),
    );
    expect(cards.map((card) => card.note)).toEqual([
      '0 in progress',
      'Submission rate: No data',
      'Win rate: No data',
      'of 1 task',
    ]);
  });

  it('win rate counts decided bids only: submitted bids awaiting a decision do not lower it', () => {
    const cards = statCards(summary({ submitted: 10, won: 2, lost: 0 }));
    expect(cards[2]!.note).toBe('Win rate: 100%');
  });
});
