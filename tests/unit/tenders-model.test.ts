import { describe, expect, it } from 'vitest';
import {
  AMOUNT_INVALID,
  SUBMISSION_DATE_REQUIRED,
  emptyTenderForm,
  INQUIRY_AFTER_SUBMISSION,
  isPastDate,
  PROBABILITY_INVALID,
  tenderFormSchema,
  tenderFormValues,
  toTenderFields,
} from '@/features/tenders/form';
import { TENDER_COLUMNS } from '@/features/tenders/columns';
import { icsFileName, tenderDeadlineEvents, tendersCsv } from '@/features/tenders/exports';
import { deadlineCue, type Tender } from '@/features/tenders/model';

// A row as the database returns it; a column added later keeps its default (null) here.
/** A tender as the database returns it: every column of the spec (null unless given), then these. */
const tender = (overrides: Partial<Tender> = {}) =>
  ({
    ...Object.fromEntries(TENDER_COLUMNS.map((spec) => [spec.column, null])),
    id: '00000000-0000-4000-8000-000000000001',
    user_id: '00000000-0000-4000-8000-0000000000aa',
    workspace_id: '00000000-0000-4000-8000-0000000000ff',
    reference_number: 'RFP-1',
    shared_reference: null,
    client: 'City, North',
    title: 'Roads',
    description: 'Two\nlines',
    channel: 'government-portal',
    type: 'limited-tender',
    status: 'under-review',
    bid_bond: true,
    inquiry_submission_date: '2026-11-30',
    tender_submission_date: '2026-12-05',
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    estimated_value: 1250000.5,
    currency: 'EUR',
    probability: null,
    expected_award_date: '2027-02-01',
    bid_price: null,
    bid_validity_end: null,
    ...overrides,
  }) as Tender;

describe('the tender form', () => {
  const valid = {
    ...emptyTenderForm('EUR'),
    reference_number: 'R',
    client: 'C',
    title: 'T',
    inquiry_submission_date: '2026-01-01',
    tender_submission_date: '2026-01-02',
  };

  it('needs reference number, client and title, trimmed', () => {
    const result = tenderFormSchema('create').safeParse({
      ...valid,
      reference_number: '  ',
      client: '',
      title: '',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Reference Number is required', 'Client is required', 'Title is required']),
    );
  });

  it('keeps to the database limits', () => {
    const result = tenderFormSchema('create').safeParse({ ...valid, title: 'x'.repeat(301) });
    expect(result.error?.issues[0]?.message).toBe('Title must be at most 300 characters');
    expect(tenderFormSchema('create').safeParse({ ...valid, title: 'x'.repeat(300) }).success).toBe(true);
  });

  it('needs the submission date to create, not the inquiry date, and neither to edit', () => {
    const missing = tenderFormSchema('create').safeParse({ ...valid, tender_submission_date: '' });
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({ message: SUBMISSION_DATE_REQUIRED, path: ['tender_submission_date'] }),
    ]);
    const neither = tenderFormSchema('create').safeParse({
      ...valid,
      inquiry_submission_date: '',
      tender_submission_date: '',
    });
    expect(neither.error?.issues.map((issue) => issue.path)).toEqual([['tender_submission_date']]);
    expect(tenderFormSchema('create').safeParse({ ...valid, inquiry_submission_date: '' }).success).toBe(
      true,
    );
    expect(
      tenderFormSchema('edit').safeParse({
        ...valid,
        inquiry_submission_date: '',
        tender_submission_date: '',
      }).success,
    ).toBe(true);
  });

  it('calls a submission date before today past, today not', () => {
    expect(isPastDate('2026-11-24', '2026-11-25')).toBe(true);
    expect(isPastDate('2026-11-25', '2026-11-25')).toBe(false);
    expect(isPastDate('', '2026-11-25')).toBe(false);
  });

  it('refuses an inquiry date after the submission date, under the inquiry field; the same day is fine', () => {
    const late = tenderFormSchema('create').safeParse({ ...valid, inquiry_submission_date: '2026-01-03' });
    expect(late.error?.issues).toEqual([
      expect.objectContaining({ message: INQUIRY_AFTER_SUBMISSION, path: ['inquiry_submission_date'] }),
    ]);
    expect(
      tenderFormSchema('create').safeParse({ ...valid, inquiry_submission_date: '2026-01-02' }).success,
    ).toBe(true);
  });

  it('stores an empty description as nothing (the page shows the placeholder), keeps the old submission date when none is picked and clears an emptied inquiry date', () => {
    const fields = toTenderFields(
      { ...valid, description: '   ', inquiry_submission_date: '', tender_submission_date: '' },
      tender(),
    );
    expect(fields.description).toBe('');
    expect(fields.inquiry_submission_date).toBeNull();
    expect(fields.tender_submission_date).toBe('2026-12-05');
  });

  it('reads amounts with thousands separators exactly, and whole percentages', () => {
    const fields = toTenderFields({
      ...valid,
      estimated_value: '1,250,000.50',
      probability: '35',
      bid_price: '',
    });
    expect(fields).toMatchObject({
      estimated_value: 1250000.5,
      currency: 'EUR',
      probability: 35,
      bid_price: null,
    });
    for (const amount of ['-5', 'ten', 'TBC', '1.2.3', '£']) {
      expect(
        tenderFormSchema('create').safeParse({ ...valid, estimated_value: amount }).error?.issues[0]?.message,
      ).toBe(AMOUNT_INVALID);
    }
    // The import's rule: a currency sign, grouping and a magnitude are read as the import reads them.
    expect(tenderFormSchema('create').safeParse({ ...valid, estimated_value: '£212,400' }).success).toBe(
      true,
    );
    expect(toTenderFields({ ...valid, estimated_value: '£212,400', bid_price: '£1.2m' })).toMatchObject({
      estimated_value: 212400,
      bid_price: 1200000,
    });
    expect(toTenderFields({ ...valid, estimated_value: '1.250.000,50' }).estimated_value).toBe(1250000.5);
    for (const probability of ['101', '12.5', '-1']) {
      expect(tenderFormSchema('create').safeParse({ ...valid, probability }).error?.issues[0]?.message).toBe(
        PROBABILITY_INVALID,
      );
    }
    expect(toTenderFields({ ...valid, probability: '' }).probability).toBeNull();
    expect(tenderFormValues(tender())).toMatchObject({
      estimated_value: '1250000.5',
      currency: 'EUR',
      probability: '',
    });
  });
});

describe('the deadline cue', () => {
  const today = '2026-01-31';
  it('is Overdue only for tenders still being prepared', () => {
    expect(deadlineCue('2026-01-30', 'under-review', today).label).toBe('Overdue');
    expect(deadlineCue('2026-01-30', 'in-development', today).label).toBe('Overdue');
    expect(deadlineCue('2026-01-30', 'submitted', today)).toEqual({
      kind: 'date',
      label: 'Jan 30, 2026',
      date: '2026-01-30',
    });
  });

  it('counts down today, tomorrow and up to 7 days, across a month end', () => {
    expect(deadlineCue('2026-01-31', 'under-review', today).label).toBe('Due today');
    expect(deadlineCue('2026-02-01', 'under-review', today).label).toBe('Due tomorrow');
    expect(deadlineCue('2026-02-07', 'under-review', today).label).toBe('Due in 7 days');
    expect(deadlineCue('2026-02-08', 'under-review', today).label).toBe('Feb 08, 2026');
    expect(deadlineCue('2027-01-01', 'in-development', '2026-12-31').label).toBe('Due tomorrow');
  });

  it('says Not set without a date', () => {
    expect(deadlineCue(null, 'under-review', today).label).toBe('Not set');
  });
});

describe('exports', () => {
  it('writes every column, formula-safe, with ISO dates', () => {
    const csv = tendersCsv([tender({ title: '=cmd' })]);
    const [header, row] = csv.replace('\uFEFF', '').trimEnd().split('\r\n');
    // These headers in this order; a column added to the spec joins them wherever it stands.
    const cells: Record<string, string> = {
      'Reference #': 'RFP-1',
      Status: 'Under Review',
      Client: '"City, North"',
      Title: "'=cmd",
      Description: '"Two\nlines"',
      Channel: 'Government Portal',
      Type: 'Limited Tender',
      'Inquiry Date': '2026-11-30',
      'Submission Date': '2026-12-05',
      'Estimated Value': '1250000.50',
      Currency: 'EUR',
      Probability: '',
      'Expected Award Date': '2027-02-01',
      'Our Bid Price': '',
      'Bid Bond': 'Yes',
      'Created Date': '2026-11-0[12]',
    };
    const headers = header!.split(',');
    expect(headers.filter((name) => name in cells)).toEqual(Object.keys(cells));
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const expected = headers.map((name) =>
      name === 'Created Date' ? cells[name] : escape(cells[name] ?? ''),
    );
    expect(row).toMatch(new RegExp(`^${expected.join(',')}$`));
    const priced = tendersCsv([tender({ status: 'cancelled', probability: 40, bid_price: 999.9 })]);
    expect(priced).toContain(',Cancelled by the buyer,');
    expect(priced.trimEnd()).toMatch(/,1250000\.50,EUR,40,2027-02-01,999\.90,Yes,/);
  });

  it('makes one calendar event per deadline that is set', () => {
    expect(tenderDeadlineEvents(tender())).toEqual([
      expect.objectContaining({
        uid: `${tender().id}-inquiry@tenderflow.app`,
        date: '2026-11-30',
        summary: 'Inquiry deadline: Roads',
      }),
      expect.objectContaining({
        uid: `${tender().id}-submission@tenderflow.app`,
        date: '2026-12-05',
        summary: 'Submission deadline: Roads',
        alarm: '-PT15H',
      }),
    ]);
    expect(tenderDeadlineEvents(tender(), 'same-day')[1]!.alarm).toBe('PT9H');
    expect(tenderDeadlineEvents(tender(), 'none')[1]!.alarm).toBeNull();
    expect(
      tenderDeadlineEvents(tender({ inquiry_submission_date: null, tender_submission_date: null })),
    ).toEqual([]);
    expect(icsFileName(tender({ reference_number: 'RFP/2026 #7' }))).toBe('rfp-2026-7-deadlines.ics');
  });
});
