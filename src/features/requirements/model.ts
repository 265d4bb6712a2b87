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
// Evidence: one of the tender's documents (by file name) or of the company library (by id)
// ---------------------------------------------------------------------------------------

/** A company document of the library, as the evidence select offers it. */
export interface LibraryDocument {
  id: string;
  name: string;
}

type Evidence = Pick<Requirement, 'evidence_document' | 'evidence_company_document_id'>;

/** The evidence select's value: 'library:<id>', 'tender:<file name>', or '' for none. */
export const evidenceValue = (requirement: Evidence): string =>
  requirement.evidence_company_document_id
    ? `library:${requirement.evidence_company_document_id}`
    : requirement.evidence_document
      ? `tender:${requirement.evidence_document}`
      : '';

/** The columns a value of the evidence select stores (the other kind cleared: the database allows one). */
export function evidenceChange(value: string): Evidence {
  if (value.startsWith('library:'))
    return { evidence_company_document_id: value.slice(8), evidence_document: null };
  if (value.startsWith('tender:'))
    return { evidence_document: value.slice(7), evidence_company_document_id: null };
  return { evidence_document: null, evidence_company_document_id: null };
}

/** The evidence's name as text: the file name, the library document's name, or 'None'. */
export const evidenceName = (requirement: Evidence, library: readonly LibraryDocument[]): string =>
  requirement.evidence_company_document_id
    ? (library.find((document) => document.id === requirement.evidence_company_document_id)?.name ??
      'Company document')
    : (requirement.evidence_document ?? 'None');
