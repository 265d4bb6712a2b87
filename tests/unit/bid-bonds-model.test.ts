import { describe, expect, it } from 'vitest';
import { pageRange } from '@/lib/pagination';
import {
  bidBondDefaults,
  bidBondSchema,
  bondValues,
  parseBondAmount,
  type BidBondFields,
} from '@/features/bid-bonds/form';
import {
  BID_BOND_STATUSES,
  bidBondStatusLabels,
  bondCount,
  coverageGap,
  formatExactMoney,
  isOutstanding,
  BONDS,
  parsePage,
  type BidBond,
  type BondTender,
} from '@/features/bid-bonds/model';
import { deadlineEvents } from '@/features/notifications/page';
import { deadlineKindLabel, deadlineSentence, isBondAlert, type Deadline } from '@/lib/deadlines';

const tender: BondTender = {
  id: 't1',
  workspace_id: 'w1',
  bid_bond: true,
  bid_validity_end: '2027-03-31',
  expected_award_date: null,
  currency: 'EUR',
};

const fields = (overrides: Partial<BidBondFields> = {}): BidBondFields => ({
  ...bidBondDefaults(null, tender),
  amount: '1000',
  ...overrides,
});

const bond = (overrides: Partial<BidBond> = {}): BidBond => ({
  id: 'b1',
  tender_id: 't1',
  workspace_id: 'w1',
  amount: 1000,
  currency: 'EUR',
  issuer: 'First Bank',
  reference: 'G-1',
  issue_date: '2027-01-01',
  expiry_date: '2027-06-30',
  status: 'issued',
  created_at: '2027-01-01T00:00:00Z',
  updated_at: '2027-01-01T00:00:00Z',
  ...overrides,
});

/** The messages a form's values get, by field. */
const problems = (values: BidBondFields, saved: BidBond | null = null) => {
  const result = bidBondSchema(saved).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('bid bond statuses', () => {
  it('uses the exact words, in the order a bond goes through', () => {
    expect(BID_BOND_STATUSES.map((status) => bidBondStatusLabels[status])).toEqual([
      'Requested',
      'Issued',
      'Submitted',
      'Extended',
      'Returned',
      'Forfeited',
    ]);
  });

  it('counts issued, submitted and extended bonds as outstanding', () => {
    expect(BID_BOND_STATUSES.filter(isOutstanding)).toEqual(['issued', 'submitted', 'extended']);
  });
});

describe('coverageGap', () => {
  it('flags an expiry the day before the validity end, not the day of it', () => {
    expect(coverageGap({ status: 'issued', expiry_date: '2027-03-30' }, tender)).toBe('bid validity end');
    expect(coverageGap({ status: 'issued', expiry_date: '2027-03-31' }, tender)).toBeNull();
  });

  it('flags an expiry before the expected award date', () => {
    const awaited = { bid_validity_end: null, expected_award_date: '2027-05-01' };
    expect(coverageGap({ status: 'extended', expiry_date: '2027-04-30' }, awaited)).toBe(
      'expected award date',
    );
    expect(coverageGap({ status: 'extended', expiry_date: '2027-05-01' }, awaited)).toBeNull();
  });

  it('says nothing of a bond that is not outstanding or has no expiry', () => {
    expect(coverageGap({ status: 'returned', expiry_date: '2027-01-01' }, tender)).toBeNull();
    expect(coverageGap({ status: 'requested', expiry_date: '2027-01-01' }, tender)).toBeNull();
    expect(coverageGap({ status: 'issued', expiry_date: null }, tender)).toBeNull();
  });
});

describe('money and counts', () => {
  it('formats an exact sum without rounding it through a float', () => {
    const expected = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(
      '10000000000000.03',
    );
    expect(formatExactMoney('10000000000000.03', 'USD')).toBe(expected);
    expect(expected).toMatch(/10,000,000,000,000\.03/);
  });

  it('counts bonds and pages in words', () => {
    expect(bondCount(1)).toBe('1 bond');
    expect(bondCount(2)).toBe('2 bonds');
    expect(pageRange(2, 25, 60, BONDS)).toBe('Showing 26–50 of 60 bonds');
    expect(pageRange(1, 25, 1, BONDS)).toBe('Showing 1–1 of 1 bond');
    expect(pageRange(1, 25, 0, BONDS)).toBe('Showing 0–0 of 0 bonds');
  });

  it('reads a page number from the URL', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
  });
});

describe('the bid bond form', () => {
  it('reads amounts with separators, up to 13 digits and 2 decimals', () => {
    expect(parseBondAmount('25,000.50')).toBe(25000.5);
    expect(parseBondAmount(' ')).toBeNull();
    expect(parseBondAmount('1.234')).toBeNaN();
    expect(parseBondAmount('-5')).toBeNaN();
    expect(parseBondAmount('9999999999999.99')).toBe(9999999999999.99);
    expect(parseBondAmount('99999999999999')).toBeNaN();
  });

  it('starts a new bond in the tender currency, Requested, with the tender validity end', () => {
    expect(bidBondDefaults(null, tender)).toEqual({
      amount: '',
      currency: 'EUR',
      issuer: '',
      reference: '',
      issueDate: '',
      expiryDate: '',
      status: 'requested',
      bidValidityEnd: '2027-03-31',
    });
    expect(bidBondDefaults(bond({ amount: 1250.5 }), tender).amount).toBe('1250.50');
  });

  it('needs an amount and a currency code', () => {
    expect(problems(fields({ amount: '' }))).toEqual({ amount: 'Enter an amount, e.g. 25000.00' });
    expect(problems(fields({ currency: 'eur' }))).toEqual({ currency: 'Choose a currency' });
    expect(problems(fields())).toEqual({});
  });

  it('needs an expiry date once issued, not before the issue date', () => {
    expect(problems(fields({ status: 'issued' }))).toEqual({
      expiryDate: 'An issued bond has an expiry date',
    });
    expect(problems(fields({ status: 'issued', issueDate: '2027-02-01', expiryDate: '2027-01-31' }))).toEqual(
      {
        expiryDate: 'The expiry date cannot be before the issue date',
      },
    );
    expect(problems(fields({ issueDate: '1999-12-31' }))).toEqual({
      issueDate: 'Enter a date between 2000 and 2999',
    });
  });

  it('extends a bond only with a later expiry date', () => {
    const saved = bond();
    const extended = fields({ status: 'extended', expiryDate: '2027-06-30' });
    expect(problems(extended, saved)).toEqual({ expiryDate: 'An extended bond needs a later expiry date' });
    expect(problems({ ...extended, expiryDate: '2027-07-01' }, saved)).toEqual({});
    // Already extended: another change of date is an edit, not a new extension.
    expect(problems(extended, bond({ status: 'extended' }))).toEqual({});
  });

  it('stores trimmed text, null dates and the amount as a number', () => {
    expect(bondValues(fields({ amount: '1,000.10', issuer: ' Bank ', expiryDate: '' }))).toEqual({
      amount: 1000.1,
      currency: 'EUR',
      issuer: 'Bank',
      reference: '',
      issue_date: null,
      expiry_date: null,
      status: 'requested',
    });
  });
});

describe('bond alerts in the deadline lists', () => {
  const alert = (kind: Deadline['kind'], days: number): Deadline => ({
    tender_id: 't1',
    title: 'Quay cranes',
    reference_number: 'RFP-1',
    kind,
    task_id: null,
    task_name: null,
    due_date: '2027-01-10',
    days,
  });

  it('names each kind', () => {
    expect(deadlineKindLabel('bond-expiry')).toBe('Bid bond expires too early');
    expect(deadlineKindLabel('bond-return')).toBe('Bid bond not returned');
    expect(deadlineKindLabel('bond-issue')).toBe('Bid bond not issued');
    expect(isBondAlert('bond-issue')).toBe(true);
    expect(isBondAlert('submission')).toBe(false);
  });

  it('says each alert in a sentence', () => {
    expect(deadlineSentence(alert('bond-expiry', 4))).toBe(
      'Bid bond expires in 4 days, before the bid validity end or award',
    );
    expect(deadlineSentence(alert('bond-issue', 3))).toBe(
      'Bid bond not issued, submission deadline in 3 days',
    );
    expect(deadlineSentence(alert('bond-return', 0))).toBe(
      'Bid bond not returned 30 days after the award (today)',
    );
  });

  it('leaves bond alerts out of the calendar file', () => {
    expect(
      deadlineEvents([alert('bond-expiry', 4), alert('submission', 4)]).map((event) => event.summary),
    ).toEqual(['Submission deadline: Quay cranes']);
  });
});
