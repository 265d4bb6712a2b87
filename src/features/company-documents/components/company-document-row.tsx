import { ExternalLink, FileText, Pencil, Trash2 } from 'lucide-react';
import { DocumentRow } from '@/components/document-row';
import { RowAction } from '@/components/row-action';
import { categoryLabels, expiryText, type CompanyDocument } from '../model';
import { ExpiryBadge } from './expiry-badge';

interface CompanyDocumentRowProps {
  document: CompanyDocument;
  canEdit: boolean;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Name, category, issuer and expiry (with its cue); open the file; edit and delete for admins and managers. */
export function CompanyDocumentRow({ document, canEdit, onOpen, onEdit, onDelete }: CompanyDocumentRowProps) {
  const { name } = document;
  const details = [categoryLabels[document.category], document.issuer].filter(Boolean).join(' · ');
  return (
    <DocumentRow
      icon={<FileText aria-hidden className="size-5 shrink-0 text-muted-foreground" />}
      actions={
        <>
          {document.file_name ? (
            <RowAction
              label={`Open the file of ${name}`}
              icon={ExternalLink}
              title={document.file_name}
              onClick={onOpen}
            />
          ) : null}
          {canEdit ? (
            <>
              <RowAction label={`Edit ${name}`} icon={Pencil} onClick={onEdit} />
              <RowAction label={`Delete ${name}`} icon={Trash2} destructive onClick={onDelete} />
            </>
          ) : null}
        </>
      }
    >
      <span className="wrap-user-text text-sm font-medium">{name}</span>
      <span className="wrap-user-text text-xs text-muted-foreground">{details}</span>
      <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {expiryText(document.expires_on)}
        <ExpiryBadge expiresOn={document.expires_on} />
      </span>
    </DocumentRow>
  );
}
