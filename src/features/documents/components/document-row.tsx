import { Download, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { DocumentRow as Row } from '@/components/document-row';
import { RowAction } from '@/components/row-action';
import { formatShortDate } from '@/lib/dates';
import type { TenderDocument } from '../api/queries';
import { formatBytes, kindLabels, kindOf } from '../model';
import { DocumentIcon } from './document-icon';

interface DocumentRowProps {
  document: TenderDocument;
  /** Rename and delete: those who may edit the tender (admins and managers). */
  canEdit: boolean;
  onOpen: () => void;
  onDownload: () => void;
  onRename: () => void;
  onDelete: () => void;
}

/** Name, type, size, who uploaded it and when; open, download, and for editors rename and delete. */
export function DocumentRow({ document, canEdit, onOpen, onDownload, onRename, onDelete }: DocumentRowProps) {
  const { name } = document;
  return (
    <Row
      compact
      icon={<DocumentIcon mimetype={document.mimetype} />}
      actions={
        <>
          <RowAction label={`Open ${name} in a new tab`} icon={ExternalLink} onClick={onOpen} />
          <RowAction label={`Download ${name}`} icon={Download} onClick={onDownload} />
          {canEdit ? (
            <>
              <RowAction label={`Rename ${name}`} icon={Pencil} onClick={onRename} />
              <RowAction label={`Delete ${name}`} icon={Trash2} destructive onClick={onDelete} />
            </>
          ) : null}
        </>
      }
    >
      <button
        type="button"
        onClick={onOpen}
        className="truncate rounded-sm text-left text-sm font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        title={`Open ${name}`}
      >
        {name}
      </button>
      <span className="text-xs text-muted-foreground">
        {kindLabels[kindOf(document.mimetype)]} · {formatBytes(document.size)} ·{' '}
        {document.uploaderName ?? 'Added with the demo'} · {formatShortDate(document.createdAt)}
      </span>
    </Row>
  );
}
