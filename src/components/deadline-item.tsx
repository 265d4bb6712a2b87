import type { ReactNode } from 'react';
import { Pill } from '@/components/pill';
import { formatShortDate } from '@/lib/dates';
import { deadlineKindLabel, deadlineUrgency, deadlineWhen, type Deadline } from '@/lib/deadlines';
import { cn } from '@/lib/utils';

const urgencyClasses = {
  overdue: 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-300',
  soon: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300',
  later: 'bg-muted text-muted-foreground',
} as const;

/** 'today', 'in 3 days', '2 days overdue' as a pill coloured by urgency. */
export function DeadlineWhen({ days, className }: { days: number; className?: string }) {
  return (
    <Pill className={cn('shrink-0 px-2', urgencyClasses[deadlineUrgency(days)], className)}>
      {deadlineWhen({ days })}
    </Pill>
  );
}

/** 'New' before what the user has not seen yet (and a space after it). */
export function NewMark() {
  return (
    <>
      <span className="inline-flex rounded bg-primary px-1 text-[10px] font-bold uppercase leading-4 text-primary-foreground">
        New
      </span>{' '}
    </>
  );
}

interface DeadlineItemProps {
  deadline: Deadline;
  /** Also show the due date ('Mar 31, 2026'). */
  showDate?: boolean;
  /** Mark the alerts the user has not seen yet ('New'). */
  markNew?: boolean;
  /** Under the kind, e.g. an inquiry deadline's draft questions. */
  note?: ReactNode;
}

/**
 * One deadline: the tender's title, which deadline (and reference), and how far it is; for a
 * task's due date, the task's name, 'Task' and its tender's title. Wrap it in a link to the tender.
 */
export function DeadlineItem({ deadline, showDate = false, markNew = false, note }: DeadlineItemProps) {
  const task = deadline.kind === 'task';
  const name = task ? (deadline.task_name ?? '') : deadline.title;
  return (
    <span className="flex w-full min-w-0 items-start justify-between gap-3">
      <span className="grid min-w-0 grid-cols-1 gap-0.5">
        <span className="wrap-user-text line-clamp-2 font-medium" title={name}>
          {markNew && deadline.seen === false ? <NewMark /> : null}
          {name}
        </span>
        <span className="text-xs text-muted-foreground">
          {deadlineKindLabel(deadline.kind)}
          {showDate ? (
            <>
              {' · '}
              <span className="whitespace-nowrap">{formatShortDate(deadline.due_date)}</span>
            </>
          ) : null}
          {' · '}
          <span className="wrap-user-text">{task ? deadline.title : deadline.reference_number}</span>
        </span>
        {note}
      </span>
      <DeadlineWhen days={deadline.days} />
    </span>
  );
}
