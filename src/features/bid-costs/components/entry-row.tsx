import { Paperclip, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { RowAction } from '@/components/row-action';

interface EntryRowProps {
  /** What the row is, as its buttons name it: '11 Mar 2026, 2 h, Reading'. */
  name: string;
  children: ReactNode;
  figure: string;
  /** An expense's receipt, opened from the tender's documents. */
  onOpenReceipt?: () => void;
  /** Without these the row is read-only (not the caller's to change). */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One time entry or expense in a list: its receipt, and Edit and Delete for those who may change it. */
export function EntryRow({ name, children, figure, onOpenReceipt, onEdit, onDelete }: EntryRowProps) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 py-1">
      {/* On a phone the text takes the row and the figure and buttons go below it, at the right. */}
      <span className="min-w-48 flex-1 break-words">{children}</span>
      <span className="ml-auto flex items-center gap-1">
        <span className="tabular-nums">{figure}</span>
        {onOpenReceipt ? (
          <RowAction
            label={`Open the receipt of ${name}`}
            icon={Paperclip}
            className="size-11"
            onClick={onOpenReceipt}
          />
        ) : null}
        {onEdit ? (
          <RowAction label={`Edit ${name}`} icon={Pencil} className="size-11" onClick={onEdit} />
        ) : null}
        {onDelete ? (
          <RowAction
            label={`Delete ${name}`}
            icon={Trash2}
            destructive
            className="size-11"
            onClick={onDelete}
          />
        ) : null}
      </span>
    </li>
  );
}
