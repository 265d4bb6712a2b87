import { AppPageHeader } from '@/components/layout/app-page-header';
import { CompanyDocumentsLibrary } from '@/features/company-documents/components/company-documents-library';

export function Component() {
  return (
    <>
      <AppPageHeader
        title="Company documents"
        description="Certificates, insurance policies, tax clearance, registrations and accreditations, and when they expire"
      />
      <CompanyDocumentsLibrary />
    </>
  );
}
