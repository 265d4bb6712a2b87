// The compliance checklist: statuses, words, progress, and pasted lines as requirements.
// Progress is counted in SQL (requirement_progress); docs/product.md § Requirements.
import type { Database } from '@/types/database';

export type Requirement = Database['public']['Tables']['tender_requirements']['Row'];
export type RequirementStatus = Database['public']['Enums']['requirement_status'];

export const REQUIREMENT_STATUSES = [
  'not-started',
  'drafting',
  'complete',
  'not-applicable',
] as const satisfies readonly RequirementStatus[];

export const requirementStatusLabels: Record<RequirementStatus, string> = {
  'not-started': 'Not started',
  drafting: 'Drafting',
  complete: 'Complete',
  'not-applicable': 'Not applicable',
};

export const requirementMessages = {
  loadFailed: 'Failed to load requirements',
  saveFailed: 'Failed to save the requirement. Please try again.',
  addFailed: 'Failed to add the requirements. Please try again.',
  deleteFailed: 'Failed to delete the requirement. Please try again.',
  overrideFailed: 'Failed to record the confirmation. The status was not changed.',
  empty: 'No requirements yet. Paste them from the tender documents.',
  deleted: 'Requirement deleted',
  saved: 'Requirement saved',
} as const;

/** Mandatory, applicable and not complete: what a submission must confirm. */
export const isIncompleteMandatory = (requirement: Requirement): boolean =>
  requirement.mandatory && requirement.status !== 'complete' && requirement.status !== 'not-applicable';

export { parsePastedRequirements, type PastedRequirement } from '@/lib/requirement-lines';

// ---------------------------------------------------------------------------------------
// Evidence: one of the tender's documents (by file name), of the company library (by id), or
// an answer of the answer library (by id); the database allows one
// ---------------------------------------------------------------------------------------

/** A company document of the library, as the evidence select offers it. */
export interface LibraryDocument {
  id: string;
  name: string;
}

/** A library answer a requirement can name as its evidence: one linked to it, or the one it names. */
export interface EvidenceAnswer {
  requirementId: string;
  id: string;
  title: string;
}

type Evidence = Pick<
  Requirement,
  'evidence_document' | 'evidence_company_document_id' | 'evidence_answer_id'
>;

const NO_EVIDENCE: Evidence = {
  evidence_document: null,
  evidence_company_document_id: null,
  evidence_answer_id: null,
};

/** The evidence select's value: 'answer:<id>', 'library:<id>', 'tender:<file name>', or '' for none. */
export const evidenceValue = (requirement: Evidence): string =>
  requirement.evidence_answer_id
    ? `answer:${requirement.evidence_answer_id}`
    : requirement.evidence_company_document_id
      ? `library:${requirement.evidence_company_document_id}`
      : requirement.evidence_document
        ? `tender:${requirement.evidence_document}`
        : '';

/** The columns a value of the evidence select stores (the other kinds cleared). */
export function evidenceChange(value: string): Evidence {
  if (value.startsWith('answer:')) return { ...NO_EVIDENCE, evidence_answer_id: value.slice(7) };
  if (value.startsWith('library:')) return { ...NO_EVIDENCE, evidence_company_document_id: value.slice(8) };
  if (value.startsWith('tender:')) return { ...NO_EVIDENCE, evidence_document: value.slice(7) };
  return NO_EVIDENCE;
}

/** The evidence's name as text: the answer's title, the file name, the library document's name, or 'None'. */
export function evidenceName(
  requirement: Evidence,
  library: readonly LibraryDocument[],
  answers: readonly Pick<EvidenceAnswer, 'id' | 'title'>[] = [],
): string {
  if (requirement.evidence_answer_id)
    return answers.find((answer) => answer.id === requirement.evidence_answer_id)?.title ?? 'Library answer';
  if (requirement.evidence_company_document_id)
    return (
      library.find((document) => document.id === requirement.evidence_company_document_id)?.name ??
      'Company document'
    );
  return requirement.evidence_document ?? 'None';
}

/** The answers each requirement can name, by requirement (one array each, in the given order). */
export function answersByRequirement(answers: readonly EvidenceAnswer[]): Map<string, EvidenceAnswer[]> {
  const byRequirement = new Map<string, EvidenceAnswer[]>();
  for (const answer of answers) {
    const list = byRequirement.get(answer.requirementId) ?? [];
    if (!list.some((other) => other.id === answer.id)) list.push(answer);
    byRequirement.set(answer.requirementId, list);
  }
  return byRequirement;
}
