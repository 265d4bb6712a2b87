// The reports by value: the document's shape, exact sums per currency, the pipeline's groups,
// the won value columns of the trend table, win rates by count and by value, loss reasons,
// and their CSV exports.
import { describe, expect, it } from 'vitest';
import {
  competitorsCsv,
  lossReasonRows,
  lossReasonsCsv,
  parseValueReport,
  pipelineCsv,
  pipelineGroups,
  reportCurrencies,
  sumMoney,
  trendRows,
  trendsCsv,
  winRateRows,
  winRatesCsv,
  wonValueColumns,
  wonValueHeader,
  type ValueReport,
} from '@/features/reports/model';
import { VALUE_RATES_FOOTNOTE, winRateByValue } from '@/lib/rates';

const report = (overrides: Partial<ValueReport> = {}): ValueReport => ({
  pipeline: [
    { status: 'under-review', currency: 'USD', count: 1, valued: 1, total: 100_000, weighted: 30_000 },
    { status: 'submitted', currency: 'USD', count: 2, valued: 1, total: 50_000, weighted: 25_000 },
    { status: 'submitted', currency: 'EUR', count: 1, valued: 1, total: 10_000.1, weighted: 5_000.05 },
  ],
  won_by_month: [
    { month: '2026-09-01', currency: 'USD', count: 1, value: 0.1 },
    { month: '2026-10-01', currency: 'USD', count: 2, value: 0.2 },
    { month: '2026-10-01', currency: 'EUR', count: 1, value: 700 },
  ],
  win_rates: [
    { currency: 'USD', won: 3, lost: 1, won_value: 0.3, lost_value: 0.7 },
    { currency: 'EUR', won: 1, lost: 2, won_value: 700, lost_value: 0 },
  ],
  loss_reasons: [
    { reason: 'Price', count: 2 },
    { reason: null, count: 1 },
  ],
  competitors: [{ winner: '=Acme, Ltd', currency: 'USD', count: 1, value: 0 }],
  ...overrides,
});

describe('the value report document', () => {
  it('parses what value_report returns', () => {
    expect(parseValueReport(report())).toEqual(report());
  });

  it('refuses another shape rather than showing wrong numbers', () => {
    expect(() => parseValueReport(null)).toThrow();
    expect(() => parseValueReport({ ...report(), competitors: undefined })).toThrow();
    expect(() =>
      parseValueReport({
        ...report(),
        win_rates: [{ currency: 'USD', won: 1, lost: 0, won_value: '1', lost_value: 0 }],
      }),
    ).toThrow();
    expect(() => parseValueReport({ ...report(), loss_reasons: [{ reason: 3, count: 1 }] })).toThrow();
  });
});

describe('amounts', () => {
  it('add exactly, in cents', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney(Array.from({ length: 10_000 }, () => 0.01))).toBe(100);
    expect(sumMoney([])).toBe(0);
  });

  it('list every currency of the report once, sorted', () => {
    expect(reportCurrencies(report())).toEqual(['EUR', 'USD']);
    expect(
      reportCurrencies({ pipeline: [], won_by_month: [], win_rates: [], loss_reasons: [], competitors: [] }),
    ).toEqual([]);
  });
});

describe('the pipeline', () => {
  it('groups per currency, every open status in order, with a total per currency', () => {
    const groups = pipelineGroups(report().pipeline);
    expect(groups.map((group) => group.currency)).toEqual(['EUR', 'USD']);
    const usd = groups[1]!;
    expect(usd.rows.map((row) => [row.status, row.count, row.total, row.weighted])).toEqual([
      ['under-review', 1, 100_000, 30_000],
      ['in-development', 0, 0, 0],
      ['submitted', 2, 50_000, 25_000],
    ]);
    expect(usd.total).toEqual({ count: 3, valued: 2, total: 150_000, weighted: 55_000 });
    expect(groups[0]!.total).toEqual({ count: 1, valued: 1, total: 10_000.1, weighted: 5_000.05 });
  });

  it('exports the groups with their totals', () => {
    const lines = pipelineCsv(pipelineGroups(report().pipeline)).split('\r\n');
    expect(lines[0]).toBe('\uFEFFCurrency,Status,Tenders,With a value,Total,Weighted Forecast');
    expect(lines.slice(1, 5)).toEqual([
      'EUR,Under Review,0,0,0.00,0.00',
      'EUR,In Development,0,0,0.00,0.00',
      'EUR,Submitted,1,1,10000.10,5000.05',
      'EUR,Total,1,1,10000.10,5000.05',
    ]);
    expect(lines[8]).toBe('USD,Total,3,2,150000.00,55000.00');
  });
});

describe('won value per month', () => {
  const months = trendRows([
    { month: '2026-09-01', total: 2, submitted: 1, won: 1, lost: 0 },
    { month: '2026-10-01', total: 3, submitted: 3, won: 3, lost: 0 },
    { month: '2026-11-01', total: 0, submitted: 0, won: 0, lost: 0 },
  ]);

  it('gives each month and the period its value per currency', () => {
    const columns = wonValueColumns(report());
    expect(columns.currencies).toEqual(['EUR', 'USD']);
    expect(months.map((row) => columns.value(row.month, 'USD'))).toEqual([0.1, 0.2, 0]);
    expect(columns.total('USD')).toBe(0.3);
    expect(columns.total('EUR')).toBe(700);
  });

  it('leaves out a currency with no decided bid, unless nothing was decided', () => {
    // EUR is only in the pipeline: no column of zeros for it.
    const usdOnly = report({
      won_by_month: [],
      win_rates: [{ currency: 'USD', won: 0, lost: 1, won_value: 0, lost_value: 5 }],
    });
    expect(wonValueColumns(usdOnly).currencies).toEqual(['USD']);
    expect(wonValueColumns(report({ won_by_month: [], win_rates: [] })).currencies).toEqual(['EUR', 'USD']);
  });

  it("is headed 'Won value' in one currency, with the code beside others", () => {
    expect(wonValueHeader('USD', ['USD'])).toBe('Won value');
    expect(wonValueHeader('USD', ['EUR', 'USD'])).toBe('Won value (USD)');
  });

  it('joins the trend CSV as a column per currency', () => {
    const lines = trendsCsv(months, wonValueColumns(report())).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFMonth,Total,Submitted,Won,Lost,Submission Rate,Win Rate,Won Value (EUR),Won Value (USD)',
    );
    expect(lines[2]).toBe('2026-10,3,3,3,0,100%,100%,700.00,0.20');
    expect(trendsCsv(months).split('\r\n')[0]).toBe(
      '\uFEFFMonth,Total,Submitted,Won,Lost,Submission Rate,Win Rate',
    );
  });
});

describe('win rates', () => {
  it('by value: won value ÷ (won + lost value), No data without a value', () => {
    expect(winRateByValue({ won_value: 20_000, lost_value: 80_000 })).toBe(20);
    expect(winRateByValue({ won_value: 0, lost_value: 0 })).toBeNull();
    expect(winRateByValue({ won_value: 1, lost_value: 999 })).toBe(1);
    expect(VALUE_RATES_FOOTNOTE).toMatch(/won value ÷ \(won \+ lost value\)/);
    expect(VALUE_RATES_FOOTNOTE).toMatch(/cancelled by the buyer/);
  });

  it('by count and by value side by side, per currency', () => {
    const rows = winRateRows(report().win_rates);
    expect(rows.map((row) => [row.currency, row.byCount, row.byValue])).toEqual([
      ['EUR', 33, 100],
      ['USD', 75, 30],
    ]);
    expect(winRatesCsv(rows).split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFCurrency,Won,Lost,Win Rate by Count,Won Value,Lost Value,Win Rate by Value',
      'EUR,1,2,33%,700.00,0.00,100%',
      'USD,3,1,75%,0.30,0.70,30%',
    ]);
  });
});

describe('loss reasons and competitors', () => {
  it("name a missing reason 'Not recorded' and give each its share", () => {
    expect(lossReasonRows(report().loss_reasons)).toEqual([
      { label: 'Price', count: 2, percent: 67 },
      { label: 'Not recorded', count: 1, percent: 33 },
    ]);
    expect(lossReasonsCsv(report().loss_reasons).split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFReason,Lost,Percent',
      'Price,2,67%',
      'Not recorded,1,33%',
    ]);
  });

  it('export the winners, a formula-like name made inert', () => {
    expect(competitorsCsv(report().competitors).split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFWinner,Currency,Tenders Won,Winning Prices',
      `"'=Acme, Ltd",USD,1,0.00`,
    ]);
  });
});
