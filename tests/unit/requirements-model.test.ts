import { describe, expect, it } from 'vitest';
import {
  answersByRequirement,
  evidenceChange,
  evidenceName,
  evidenceValue,
  isIncompleteMandatory,
  parsePastedRequirements,
  type Requirement,
} from '@/features/requirements/model';
import { progressText } from '@/lib/requirement-progress';

describe('pasted requirements', () => {
  it('takes one a line, skipping empty lines, mandatory by default', () => {
    expect(parsePastedRequirements('ISO 9001\r\n\n  Method statement  \n')).toEqual([
      { requirement: 'ISO 9001', source: '', mandatory: true },
      { requirement: 'Method statement', source: '', mandatory: true },
    ]);
  });

  it('reads spreadsheet rows: requirement, source, and optional in the third column', () => {
    expect(
      parsePastedRequirements('Case studies\t§4.2\tOptional\nInsurance\t§2.4\tYes\nReferences\t\tno'),
    ).toEqual([
      { requirement: 'Case studies', source: '§4.2', mandatory: false },
      { requirement: 'Insurance', source: '§2.4', mandatory: true },
      { requirement: 'References', source: '', mandatory: false },
    ]);
  });

  it('cuts what the database would refuse to its limits', () => {
    const [row] = parsePastedRequirements(`${'x'.repeat(2500)}\t${'s'.repeat(300)}`);
    expect([row!.requirement.length, row!.source.length]).toEqual([2000, 200]);
  });
});

describe('progress', () => {
  it('says complete of applicable, mandatory apart', () => {
    expect(
      progressText({ tender_id: 't', applicable: 3, complete: 1, mandatory: 2, mandatory_complete: 1 }),
    ).toBe('1 of 3 complete · mandatory 1 of 2');
    expect(progressText(null)).toBe('No requirements');
  });

  it('asks a submission to confirm only mandatory, applicable, incomplete ones', () => {
    const row = (mandatory: boolean, status: Requirement['status']) => ({ mandatory, status }) as Requirement;
    expect(
      [
        row(true, 'drafting'),
        row(true, 'complete'),
        row(true, 'not-applicable'),
        row(false, 'not-started'),
      ].map(isIncompleteMandatory),
    ).toEqual([true, false, false, false]);
  });
});

describe('evidence', () => {
  const none = { evidence_document: null, evidence_company_document_id: null, evidence_answer_id: null };
  const library = [{ id: 'd1', name: 'Tax clearance 2026' }];

  it('is a tender document or a library document, and the select round-trips either', () => {
    expect(evidenceValue(none)).toBe('');
    expect(evidenceChange('')).toEqual(none);
    expect(evidenceChange('tender:scan: page 1.pdf')).toEqual({
      ...none,
      evidence_document: 'scan: page 1.pdf',
    });
    expect(evidenceValue(evidenceChange('library:d1'))).toBe('library:d1');
  });

  it('is a library answer too, clearing the other kinds', () => {
    expect(evidenceChange('answer:a1')).toEqual({ ...none, evidence_answer_id: 'a1' });
    expect(evidenceValue({ ...none, evidence_answer_id: 'a1' })).toBe('answer:a1');
    const answers = [{ id: 'a1', title: 'Quality management' }];
    expect(evidenceName({ ...none, evidence_answer_id: 'a1' }, library, answers)).toBe('Quality management');
    expect(evidenceName({ ...none, evidence_answer_id: 'gone' }, library, answers)).toBe('Library answer');
  });

  it('groups the answers a requirement can name, each once', () => {
    const grouped = answersByRequirement([
      { requirementId: 'r1', id: 'a1', title: 'A' },
      { requirementId: 'r2', id: 'a1', title: 'A' },
      { requirementId: 'r1', id: 'a1', title: 'A' },
    ]);
    expect(grouped.get('r1')).toEqual([{ requirementId: 'r1', id: 'a1', title: 'A' }]);
    expect(grouped.get('r2')).toHaveLength(1);
  });

  it('names the evidence as text', () => {
    expect(evidenceName(none, library)).toBe('None');
    expect(evidenceName({ ...none, evidence_document: 'iso.pdf' }, library)).toBe('iso.pdf');
    expect(evidenceName({ ...none, evidence_company_document_id: 'd1' }, library)).toBe('Tax clearance 2026');
    expect(evidenceName({ ...none, evidence_company_document_id: 'gone' }, library)).toBe('Company document');
  });
});
