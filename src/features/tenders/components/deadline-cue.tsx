import { DueBadge } from '@/components/due-badge';
import { formatShortDate } from '@/lib/dates';
import type { TenderStatus } from '@/lib/statuses';
import { deadlineCue } from '../model';

interface DeadlineProps {
  date: string | null;
  status: TenderStatus;
}

/** The urgency pill of an open tender's deadline: 'Overdue', 'Due in 3 days'; nothing otherwise. */
export function DeadlineBadge({ date, status }: DeadlineProps) {
  const cue = deadlineCue(date, status);
  if (cue.kind === 'overdue') return <DueBadge cue={{ kind: 'overdue', label: 'Overdue', days: -1 }} />;
  if (cue.kind === 'soon') return <DueBadge cue={{ kind: 'soon', label: cue.label, days: cue.days }} />;
  return null;
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
