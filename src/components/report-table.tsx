import { useId, type ReactNode } from 'react';
import { TableHead } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/** Right-aligned figures. */
export const NUMERIC = 'text-right tabular-nums';

/**
 * A report's table, named by its (visually hidden) caption; scrolls sideways on a narrow
 * screen and is then focusable, so a keyboard can scroll it too.
 */
export function ReportTable({
  caption,
  children,
  className,
}: {
  caption: string;
  children: ReactNode;
  /** On the table, e.g. a smaller text on a phone. */
  className?: string;
}) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-reachable (axe scrollable-region-focusable)
      tabIndex={0}
      className="w-full overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className={cn('w-full text-sm', className)}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

/** A column header over figures, right-aligned like them. */
export function NumberHead({ children }: { children: ReactNode }) {
  return (
    <TableHead scope="col" className="text-right">
      {children}
    </TableHead>
  );
}

/** A row's header cell in body text, not the column headers' small capitals. */
export function RowHead({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <TableHead
      scope="row"
      className={cn('text-sm font-medium normal-case tracking-normal text-foreground', className)}
    >
      {children}
    </TableHead>
  );
}

/** What a card by value says when the period has nothing for it. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}
