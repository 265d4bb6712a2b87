import { DEADLINE_MISSED } from '@shared/cues.ts';
import { CalendarX2 } from 'lucide-react';
import { DueBadge } from '@/components/due-badge';
import { formatShortDate } from '@/lib/dates';
import type { TenderStatus } from '@/lib/statuses';
import { deadlineCue, isDeadlineMissed, type Tender } from '../model';

interface DeadlineProps {
  date: string | null;
  status: TenderStatus;
}

/** The urgency pill of an open tender's deadline: 'Overdue', 'Due in 3 days'; nothing otherwise. */
export function DeadlineBadge({ date, status }: DeadlineProps) {
  const cue = deadlineCue(date, status);
  if (cue.kind === 'overdue') return <DueBadge cue={{ kind: 'overdue', label: cue.label, days: -1 }} />;
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

/** 'Deadline missed' while the submission deadline has passed and the tender is still under review or in development. */
export function DeadlineMissedBadge({
  tender,
}: {
  tender: Pick<Tender, 'status' | 'tender_submission_date'>;
}) {
  if (!isDeadlineMissed(tender)) return null;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full border border-red-300 bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 dark:border-red-400/40 dark:bg-red-400/10 dark:text-red-300">
      <CalendarX2 aria-hidden className="size-3" />
      {DEADLINE_MISSED}
    </span>
  );
}
