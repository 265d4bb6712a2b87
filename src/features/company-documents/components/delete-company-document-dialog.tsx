import { ConfirmDialog } from '@/components/confirm-dialog';
import type { CompanyDocument } from '../model';

interface DeleteCompanyDocumentDialogProps {
  /** The document to delete; the dialog is closed without one. */
  document: CompanyDocument | null;
  onClose: () => void;
  pending: boolean;
  onConfirm: (document: CompanyDocument) => void;
}

/** 'Delete this company document?', naming it, its file and the tenders that require it. */
export function DeleteCompanyDocumentDialog({
  document,
  onClose,
  pending,
  onConfirm,
}: DeleteCompanyDocumentDialogProps) {
  return (
    <ConfirmDialog
      open={document !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Delete this company document?"
      description={
        document
          ? `${document.name} and its file will be deleted for everyone in the workspace, and no tender will require it any more. This cannot be undone.`
          : ''
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={pending}
      onConfirm={() => document && onConfirm(document)}
    />
  );
}
