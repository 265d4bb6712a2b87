import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface DocumentRowProps {
  /** The file's icon. */
  icon: ReactNode;
  /** Its name and the lines under it. */
  children: ReactNode;
  /** Its RowActions. */
  actions?: ReactNode;
  /** A card's list (the tender's documents): closer lines and smaller buttons. */
  compact?: boolean;
}

/** A document in a list: its icon, name and details, and its actions, which wrap to their own line on a phone. */
export function DocumentRow({ icon, children, actions, compact = false }: DocumentRowProps) {
  return (
    <li className={cn('flex flex-wrap items-center gap-x-3 p-3', compact ? 'gap-y-1' : 'gap-y-2')}>
      {icon}
      {/* At least 10rem (12rem) for the name: on a phone the actions wrap to their own line instead. */}
      <div className={cn('grid min-w-0 flex-1', compact ? 'basis-40' : 'basis-48 gap-0.5')}>{children}</div>
      {actions ? (
        <div
          className={cn('ml-auto flex shrink-0 gap-0.5', compact ? '[&>button]:size-8' : '[&>button]:size-9')}
        >
          {actions}
        </div>
      ) : null}
    </li>
  );
}
