import { describe, expect, it } from 'vitest';
import { addendumArgs, addendumDefaults, addendumSchema, NO_DOCUMENT } from '@/features/addenda/form';

const tender = {
  id: 't',
  workspace_id: 'w',
  inquiry_submission_date: '2030-03-01',
  tender_submission_date: null,
};

describe('the addendum form', () => {
  it('starts dated today, moving nothing, from the tender’s deadlines', () => {
    expect(addendumDefaults(tender, '2030-02-20')).toEqual({
      number: '',
      issuedOn: '2030-02-20',
      summary: '',
      document: NO_DOCUMENT,
      movesInquiry: false,
      inquiry: '2030-03-01',
      movesSubmission: false,
      submission: '',
    });
  });

  it('needs a number and a date', () => {
    const result = addendumSchema.safeParse({ ...addendumDefaults(tender, ''), number: '  ' });
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['number', 'Enter the addendum number'],
      ['issuedOn', 'Enter the date of the addendum'],
    ]);
  });

  it('sends record_addendum the trimmed text, the document or none, and which deadlines move', () => {
    const fields = {
      ...addendumDefaults(tender, '2030-02-20'),
      number: ' 2 ',
      summary: ' More quay ',
      movesInquiry: true,
      inquiry: '',
      movesSubmission: true,
      submission: '2030-03-29',
    };
    expect(addendumArgs('t', fields)).toEqual({
      p_tender_id: 't',
      p_number: '2',
      p_issued_on: '2030-02-20',
      p_summary: 'More quay',
      p_document_name: undefined,
      p_moves_inquiry: true,
      p_inquiry: undefined,
      p_moves_submission: true,
      p_submission: '2030-03-29',
    });
    expect(addendumArgs('t', { ...fields, document: 'addendum-2.pdf' }).p_document_name).toBe(
      'addendum-2.pdf',
    );
  });
});
