import { describe, expect, it } from 'vitest';
import { parseDashboardSummary, statCards, type DashboardSummary } from '@/features/dashboard/model';

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
