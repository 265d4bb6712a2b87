import { DEADLINE_MISSED } from '@shared/cues.ts';
import { CalendarX2 } from 'lucide-react';
import { CueBadge } from '@/components/cue-badge';
import { Pill } from '@/components/pill';
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
  if (cue.kind !== 'overdue' && cue.kind !== 'soon') return null;
  return <CueBadge label={cue.label} past={cue.kind === 'overdue'} />;
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
    <Pill
      icon={CalendarX2}
      className="border border-red-300 bg-red-50 px-2 text-red-800 dark:border-red-400/40 dark:bg-red-400/10 dark:text-red-300"
    >
      {DEADLINE_MISSED}
    </Pill>
  );
}
