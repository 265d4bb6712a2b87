import { describe, expect, it } from 'vitest';
import { CSV_HEADER } from '@/features/tenders/exports';
import { IMPORT_FIELDS } from '@/features/tenders/import/fields';
import { matchColumns, missingRequired } from '@/features/tenders/import/headers';

describe('the import fields', () => {
  it('are labelled with our export headers, in its order; reference, client and title are required', () => {
    expect(IMPORT_FIELDS.map((field) => field.label)).toEqual([...CSV_HEADER]);
    // These columns in this order; a column added to the spec joins them wherever it stands.
    const known = [
      'reference_number',
      'status',
      'client',
      'title',
      'description',
      'channel',
      'type',
      'inquiry_submission_date',
      'tender_submission_date',
      'estimated_value',
      'currency',
      'probability',
      'expected_award_date',
      'bid_price',
      'bid_bond',
      'award_date',
      'winner',
      'winning_price',
      'our_rank',
      'loss_reason',
      'created_at',
    ];
    expect(IMPORT_FIELDS.map((field) => field.key).filter((key) => known.includes(key))).toEqual(known);
    expect(IMPORT_FIELDS.filter((field) => field.required).map((field) => field.key)).toEqual([
      'reference_number',
      'client',
      'title',
    ]);
  });

  it('never share a synonym: each one names its own field', () => {
    for (const field of IMPORT_FIELDS) {
      for (const synonym of field.synonyms) expect(matchColumns([synonym]), synonym).toEqual([field.key]);
    }
  });
});

describe('matching columns', () => {
  it('maps our own export one to one', () => {
    expect(matchColumns(CSV_HEADER)).toEqual(IMPORT_FIELDS.map((field) => field.key));
    expect(missingRequired(matchColumns(CSV_HEADER))).toEqual([]);
  });

  it('ignores case, spaces and punctuation', () => {
    expect(matchColumns(['REFERENCE #', ' title ', 'client', 'submission-date', 'our_bid_price'])).toEqual([
      'reference_number',
      'title',
      'client',
      'tender_submission_date',
      'bid_price',
    ]);
  });

  it.each([
    [
      'reference_number',
      ['Ref', 'Ref.', 'Reference', 'Reference No.', 'Reference number', 'Tender no', 'Tender #'],
    ],
    ['client', ['Buyer', 'Customer', 'Client name']],
    ['tender_submission_date', ['Closing date', 'Deadline', 'Due date', 'Submission deadline']],
    ['title', ['Name', 'Tender', 'Tender title', 'Project']],
    ['status', ['Stage', 'State']],
    ['estimated_value', ['Value', 'Estimated value', 'Amount']],
    ['bid_price', ['Bid price', 'Our price']],
    ['inquiry_submission_date', ['Clarification deadline', 'Questions deadline']],
    ['expected_award_date', ['Expected award', 'Decision date']],
    ['award_date', ['Award date', 'Date awarded']],
    ['winner', ['Winner', 'Awarded to', 'Winning bidder']],
    ['winning_price', ['Winning price', 'Winning bid']],
    ['our_rank', ['Our rank', 'Rank']],
    ['loss_reason', ['Loss reason', 'Reason lost']],
    ['probability', ['Win probability', 'Probability %']],
    ['created_at', ['Created', 'Date added']],
    ['type', ['Procurement type']],
    ['channel', ['Source', 'Portal']],
    ['bid_bond', ['Bid bond required']],
    ['description', ['Notes', 'Details']],
  ])('knows the names %s goes by', (field, headers) => {
    for (const header of headers) expect(matchColumns([header]), header).toEqual([field]);
  });

  it('leaves unknown headers unmapped', () => {
    expect(matchColumns(['Owner', '', 'Date', 'Ref'])).toEqual([null, null, null, 'reference_number']);
  });

  it('gives a field to one column only: the first, an exact label beating a synonym', () => {
    expect(matchColumns(['Ref', 'Reference', 'Title'])).toEqual(['reference_number', null, 'title']);
    // '#' reads as 'number': 'Reference number' is our label 'Reference #'.
    expect(matchColumns(['Ref', 'Reference number'])).toEqual([null, 'reference_number']);
    expect(matchColumns(['Value', 'Name', 'Estimated Value', 'Title'])).toEqual([
      null,
      null,
      'estimated_value',
      'title',
    ]);
    expect(matchColumns(['Title', 'title'])).toEqual(['title', null]);
  });
});

describe('required columns', () => {
  it('lists those no column fills', () => {
    expect(missingRequired(matchColumns(['Title', 'Notes'])).map((field) => field.label)).toEqual([
      'Reference #',
      'Client',
    ]);
    expect(missingRequired([null, null])).toHaveLength(3);
    expect(missingRequired(['client', 'title', 'reference_number'])).toEqual([]);
  });
});
