// The categories of company document and their words: the library (features/company-documents)
// and the checklist templates (features/templates) name them the same way.
import type { Database } from '@/types/database';

export type CompanyDocumentCategory = Database['public']['Enums']['company_document_category'];

export const CATEGORIES = [
  'certificate',
  'insurance',
  'tax-clearance',
  'registration',
  'accreditation',
  'other',
] as const satisfies readonly CompanyDocumentCategory[];

export const categoryLabels: Record<CompanyDocumentCategory, string> = {
  certificate: 'Certificate',
  insurance: 'Insurance policy',
  'tax-clearance': 'Tax clearance',
  registration: 'Registration',
  accreditation: 'Accreditation',
  other: 'Other',
};
