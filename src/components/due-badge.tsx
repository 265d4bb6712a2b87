import { AlarmClock, CircleAlert } from 'lucide-react';
import type { DueCue } from '@/lib/deadlines';
import { cn } from '@/lib/utils';

/** A due date's cue as a pill: 'Overdue' in red, 'Due today' … 'Due in N days' in amber (lib/deadlines.ts' dueCue). */
export function DueBadge({ cue, className }: { cue: DueCue; className?: string }) {
  const Icon = cue.kind === 'overdue' ? CircleAlert : AlarmClock;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold',
        cue.kind === 'overdue'
          ? 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-300'
          : 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300',
        className,
      )}
    >
      <Icon aria-hidden className="size-3" />
      {cue.label}
    </span>
  );
}
