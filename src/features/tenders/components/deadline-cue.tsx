import { AlarmClock, CircleAlert } from 'lucide-react';
import { formatShortDate } from '@/lib/dates';
import type { TenderStatus } from '@/lib/statuses';
import { cn } from '@/lib/utils';
import { deadlineCue } from '../model';

interface DeadlineCueProps {
  date: string | null;
  status: TenderStatus;
  /** Show the date beside an 'Overdue' or 'Due in N days' cue (the detail page has it already). */
  withDate?: boolean;
  className?: string;
}

/** A submission date with its urgency: 'Overdue', 'Due in 3 days', or just the date. */
export function DeadlineCue({ date, status, withDate = true, className }: DeadlineCueProps) {
  const cue = deadlineCue(date, status);
  if (cue.kind === 'none' || cue.kind === 'date') {
    return <span className={cn('whitespace-nowrap text-muted-foreground', className)}>{cue.label}</span>;
  }
  const Icon = cue.kind === 'overdue' ? CircleAlert : AlarmClock;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-2 gap-y-0.5', className)}>
      {withDate ? (
        <span className="whitespace-nowrap text-muted-foreground">{formatShortDate(cue.date)}</span>
      ) : null}
      <span
        className={cn(
          'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold',
          cue.kind === 'overdue'
            ? 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-300'
            : 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300',
        )}
      >
        <Icon aria-hidden className="size-3" />
        {cue.label}
      </span>
    </span>
  );
}
