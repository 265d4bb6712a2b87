import { AlarmClock, CircleAlert } from 'lucide-react';
import { formatShortDate } from '@/lib/dates';
import type { TenderStatus } from '@/lib/statuses';
import { cn } from '@/lib/utils';
import { deadlineCue } from '../model';

interface DeadlineProps {
  date: string | null;
  status: TenderStatus;
}

/** The urgency pill of an open tender's deadline: 'Overdue', 'Due in 3 days'; nothing otherwise. */
export function DeadlineBadge({ date, status }: DeadlineProps) {
  const cue = deadlineCue(date, status);
  if (cue.kind !== 'overdue' && cue.kind !== 'soon') return null;
  const Icon = cue.kind === 'overdue' ? CircleAlert : AlarmClock;
  return (
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
  );
}

/** A submission date in the list: the date ('Not set' without one) and its urgency. */
export function DeadlineCue({ date, status }: DeadlineProps) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5">
      <span className="whitespace-nowrap text-muted-foreground">
        {date ? formatShortDate(date) : 'Not set'}
      </span>
      <DeadlineBadge date={date} status={status} />
    </span>
  );
}
