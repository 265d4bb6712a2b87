// The cost-of-bidding report's CSV and its ranking: plain amounts, labels for enum values,
// most value won per unit of cost first and groups that won nothing per cost last.
import { describe, expect, it } from 'vitest';
import { COST_CSV_HEADER, costCsvRows, rankedGroups, type CostReport } from '@/features/bid-costs/report';

const figures = {
  tenders: 1,
  bids: 1,
  wins: 0,
  cost: 200,
  value_won: 0,
  cost_per_bid: 200,
  cost_per_win: null,
  share: null,
};
const report: CostReport = {
  currency: 'EUR',
  months: [],
  overall: {
    tenders: 2,
    bids: 2,
    wins: 1,
    cost: 700,
    value_won: 50000,
    cost_per_bid: 350,
    cost_per_win: 700,
    share: 1.4,
  },
  groups: [
    { ...figures, dimension: 'client', key: 'City Council', value_per_cost: 0 },
    {
      ...figures,
      dimension: 'client',
      key: 'Harbour Board',
      wins: 1,
      cost: 500,
      value_won: 50000,
      cost_per_bid: 500,
      cost_per_win: 500,
      share: 1,
      value_per_cost: 100,
    },
    { ...figures, dimension: 'type', key: 'limited-tender', value_per_cost: null, cost: 0 },
  ],
  unconverted: [],
  unrated_hours: 0,
  rates: [],
};

describe('the cost-of-bidding report', () => {
  it('ranks where bidding pays by value won per unit of cost', () => {
    expect(rankedGroups(report, 'client').map((group) => group.key)).toEqual([
      'Harbour Board',
      'City Council',
    ]);
  });

  it('exports overall first, then each group with its label, amounts plain', () => {
    const rows = costCsvRows(report);
    expect(COST_CSV_HEADER).toHaveLength(rows[0]!.length);
    expect(rows[0]).toEqual(['Overall', '', 2, 2, 1, 700, 350, 700, 50000, 1.4, null, 'EUR']);
    expect(rows[3]).toEqual(['Type', 'Limited tender', 1, 1, 0, 0, 200, null, 0, null, null, 'EUR']);
  });
});
