import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DeadlineItem } from '@/components/deadline-item';
import { LoadError } from '@/components/load-error';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { browserTimeZone } from '@/lib/dates';
import { deadlineKey, LIST_DAYS } from '@/lib/deadlines';
import { useWorkspace } from '@/lib/workspace';
import { notificationQueries } from '../api/queries';
import { groupDeadlines, LOAD_FAILED, PAGE_LIMIT } from '../model';

/** Every current alert and the deadlines of the next 30 days: Overdue, This week, Later. */
export function DeadlineGroups() {
  const workspace = useWorkspace();
  const query = useQuery(notificationQueries.alerts(workspace.id, browserTimeZone(), LIST_DAYS, PAGE_LIMIT));

  if (query.isPending) {
    return (
      <p role="status" className="rounded-lg border bg-card p-8 text-center text-sm text-muted-foreground">
        Loading notifications...
      </p>
    );
  }
  if (!query.data) {
    return (
      <LoadError message={LOAD_FAILED} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  const { deadlines, total } = query.data;
  if (deadlines.length === 0) {
    return (
      <div className="grid gap-1 rounded-lg border bg-card p-8 text-center">
        <p className="font-medium">No new notifications</p>
        <p className="text-sm text-muted-foreground">
          No deadline is overdue or due in the next {LIST_DAYS} days.
        </p>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      {groupDeadlines(deadlines).map((group) => (
        <section
          key={group.key}
          aria-labelledby={`deadlines-${group.key}`}
          className="grid grid-cols-1 gap-2"
        >
          <h2 id={`deadlines-${group.key}`} className="flex items-center gap-2 text-lg font-semibold">
            {group.title}
            <span className="rounded-full bg-muted px-2 text-sm font-medium text-muted-foreground">
              {group.deadlines.length}
            </span>
          </h2>
          <Card>
            <ul className="divide-y">
              {group.deadlines.map((deadline) => (
                <li key={deadlineKey(deadline)}>
                  <Link
                    to={paths.app.tender(deadline.tender_id)}
                    className="flex px-4 py-3 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
                  >
                    <DeadlineItem deadline={deadline} showDate />
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </section>
      ))}
      {total > deadlines.length ? (
        <p className="text-sm text-muted-foreground">
          Showing the {deadlines.length} soonest of {total} deadlines.
        </p>
      ) : null}
    </div>
  );
}
