import { FormDialog } from '@/components/form-dialog';
import type { CompanyDocument } from '../model';
import { CompanyDocumentForm } from './company-document-form';

interface CompanyDocumentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  /** The document to edit; null to add one. */
  saved: CompanyDocument | null;
}

/** Adds a document to the library or edits one; asks before throwing away unsaved changes. */
export function CompanyDocumentDialog({
  open,
  onOpenChange,
  workspaceId,
  saved,
}: CompanyDocumentDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={saved ? 'Edit company document' : 'Add company document'}
      description="A certificate, insurance policy, tax clearance, registration or accreditation: who issued it, when it expires, and the file."
    >
      {(form) => <CompanyDocumentForm workspaceId={workspaceId} saved={saved} {...form} />}
    </FormDialog>
  );
}
