import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { RowAction } from '@/components/row-action';

interface RowActionsProps {
  /** What the row is, for the buttons' names: 'criterion Strategic fit'. */
  what: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** Removing the last one is not allowed (at least one criterion). */
  keepOne?: boolean;
}

/** Move up, move down and remove, for one row of an ordered list. */
export function RowActions({ what, index, count, onMove, onRemove, keepOne }: RowActionsProps) {
  return (
    <div className="flex gap-1">
      <RowAction
        label={`Move ${what} up`}
        icon={ArrowUp}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      />
      <RowAction
        label={`Move ${what} down`}
        icon={ArrowDown}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      />
      <RowAction
        label={`Remove ${what}`}
        icon={Trash2}
        disabled={keepOne && count === 1}
        onClick={() => onRemove(index)}
      />
    </div>
  );
}

/** A list's own error (e.g. 'Each criterion needs its own name'), or a row's. */
export function ListError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
