import { Download, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
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
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
      <DocumentIcon mimetype={document.mimetype} />
      {/* At least 10rem for the name: on a phone the actions wrap to their own line instead. */}
      <div className="grid min-w-0 flex-1 basis-40">
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
      </div>
      <div className="ml-auto flex shrink-0 gap-0.5">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Open ${name} in a new tab`}
          onClick={onOpen}
        >
          <ExternalLink aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Download ${name}`}
          onClick={onDownload}
        >
          <Download aria-hidden />
        </Button>
        {canEdit ? (
          <>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Rename ${name}`}
              onClick={onRename}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-muted-foreground hover:text-destructive"
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
