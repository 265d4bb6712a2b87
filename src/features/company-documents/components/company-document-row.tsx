import { ExternalLink, FileText, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
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
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
      <FileText aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
        <span className="wrap-user-text text-sm font-medium">{name}</span>
        <span className="wrap-user-text text-xs text-muted-foreground">{details}</span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {expiryText(document.expires_on)}
          <ExpiryBadge expiresOn={document.expires_on} />
        </span>
      </div>
      <div className="ml-auto flex shrink-0 gap-0.5">
        {document.file_name ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={`Open the file of ${name}`}
            title={document.file_name}
            onClick={onOpen}
          >
            <ExternalLink aria-hidden />
          </Button>
        ) : null}
        {canEdit ? (
          <>
            <Button
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label={`Edit ${name}`}
              onClick={onEdit}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-9 text-muted-foreground hover:text-destructive"
              aria-label={`Delete ${name}`}
              onClick={onDelete}
            >
              <Trash2 aria-hidden />
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
