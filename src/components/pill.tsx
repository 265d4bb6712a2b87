import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface PillProps {
  /** The colours (and any spacing of its own). */
  className?: string;
  /** A small icon before the words. */
  icon?: LucideIcon;
  children: ReactNode;
}

/** A status, a cue or a band in a small coloured pill: 'Issued', 'Due in 3 days'. */
export function Pill({ className, icon: Icon, children }: PillProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      {Icon ? <Icon aria-hidden className="size-3" /> : null}
      {children}
    </span>
  );
}
