import { describe, expect, it } from 'vitest';
import {
  clarificationDefaults,
  clarificationSchema,
  clarificationValues,
} from '@/features/clarifications/form';
import {
  clarificationsCsv,
  clarificationsFileName,
  type Clarification,
} from '@/features/clarifications/model';
import { draftsCue } from '@/lib/clarification-drafts';

const saved = (fields: Partial<Clarification>): Clarification => ({
  id: crypto.randomUUID(),
  tender_id: 't',
  workspace_id: 'w',
  number: 1,
  clause: '',
  question: 'Q?',
  asked_by: 'u1',
  asked_on: null,
  answer: '',
  answered_on: null,
  status: 'draft',
  created_at: '2030-01-01T00:00:00Z',
  updated_at: '2030-01-01T00:00:00Z',
  ...fields,
});

const errorsOf = (fields: Partial<ReturnType<typeof clarificationDefaults>>) => {
  const result = clarificationSchema.safeParse({ ...clarificationDefaults(null), question: 'Q?', ...fields });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the question form', () => {
  it('needs a question, and the date asked once sent', () => {
    expect(errorsOf({ question: '   ' })).toEqual({ question: 'Enter the question' });
    expect(errorsOf({ status: 'sent' })).toEqual({ askedOn: 'A sent question has the date it was asked' });
    expect(errorsOf({ status: 'sent', askedOn: '2030-01-10' })).toEqual({});
  });

  it('needs the answer and its date once answered, not before the question', () => {
    expect(errorsOf({ status: 'answered', askedOn: '2030-01-10' })).toEqual({
      answer: "Enter the buyer's answer",
      answeredOn: 'An answered question has the date of the answer',
    });
    expect(
      errorsOf({ status: 'answered', askedOn: '2030-01-10', answer: 'Yes', answeredOn: '2030-01-09' }),
    ).toEqual({ answeredOn: 'The answer cannot come before the question' });
    expect(errorsOf({ askedOn: '2030-02-30' })).toEqual({ askedOn: 'Enter a date between 2000 and 2999' });
  });

  it('stores trimmed text and no date as null', () => {
    expect(
      clarificationValues({ ...clarificationDefaults(null), question: ' Q? ', clause: ' 4.2 ' }),
    ).toEqual({
      clause: '4.2',
      question: 'Q?',
      status: 'draft',
      asked_on: null,
      answer: '',
      answered_on: null,
    });
  });
});

describe('the log', () => {
  it('says how many questions are still drafts', () => {
    expect(draftsCue(0)).toBeNull();
    expect(draftsCue(1)).toBe('1 question still a draft');
    expect(draftsCue(3)).toBe('3 questions still drafts');
  });

  it('exports by number with the tender export’s CSV rules (formulas made inert)', () => {
    const csv = clarificationsCsv(
      [
        saved({ number: 2, question: '=HYPERLINK("x")', asked_by: null }),
        saved({
          number: 1,
          clause: '4.2',
          question: 'Galvanised, or painted?',
          status: 'answered',
          asked_on: '2030-01-10',
          answer: 'Galvanised.',
          answered_on: '2030-01-12',
        }),
      ],
      (id) => (id === 'u1' ? 'Ann' : 'A former member'),
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFNumber,Clause,Question,Asked by,Asked on,Status,Answer,Answered on',
      '1,4.2,"Galvanised, or painted?",Ann,2030-01-10,Answered,Galvanised.,2030-01-12',
      `2,,"'=HYPERLINK(""x"")",A former member,,Draft,,`,
      '',
    ]);
  });

  it('names the file after the tender’s reference', () => {
    expect(clarificationsFileName('RFP-2026/003')).toBe('clarifications-RFP-2026-003.csv');
    expect(clarificationsFileName('///')).toBe('clarifications-tender.csv');
  });
});
