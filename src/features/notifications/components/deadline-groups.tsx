import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DeadlineItem } from '@/components/deadline-item';
import { LoadError } from '@/components/load-error';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { browserTimeZone } from '@/lib/dates';
import { deadlineQueries, sumCounts } from '@/lib/deadline-alerts';
import { deadlineKey, LIST_WINDOW } from '@/lib/deadlines';
import { useWorkspace } from '@/lib/workspace';
import { LOAD_FAILED } from '../model';
import { deadlineGroups, groupDeadlines, PAGE_LIMIT, type DeadlineGroup } from '../page';

function GroupSection({ group, count }: { group: DeadlineGroup; count: number | undefined }) {
  return (
    <section aria-labelledby={`deadlines-${group.key}`} className="grid grid-cols-1 gap-2">
      <h2 id={`deadlines-${group.key}`} className="flex flex-wrap items-center gap-x-2 text-lg font-semibold">
        {group.title}
        <span className="rounded-full bg-muted px-2 text-sm font-medium text-muted-foreground">
          {count ?? group.deadlines.length}
        </span>
        {group.range ? (
          <span className="text-sm font-normal text-muted-foreground">{group.range}</span>
        ) : null}
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
  );
}

/**
 * The overdue deadlines and those of LIST_WINDOW, in calendar weeks of the user's locale:
 * Overdue, This week, Next week, Later. The groups' counts come from SQL (deadline_counts).
 */
export function DeadlineGroups() {
  const workspace = useWorkspace();
  const timeZone = browserTimeZone();
  const groups = deadlineGroups();
  const query = useQuery(deadlineQueries.alerts(workspace.id, timeZone, LIST_WINDOW, PAGE_LIMIT));
  const counts = useQuery(
    deadlineQueries.counts(
      workspace.id,
      timeZone,
      groups.map((group) => group.end),
    ),
  );

  if (query.isPending) {
    return (
      <p role="status" className="rounded-lg border bg-card p-8 text-center text-sm text-muted-foreground">
        Loading notifications...
      </p>
    );
  }
  if (!query.data) {
    return <LoadError message={LOAD_FAILED} query={query} />;
  }
  const deadlines = query.data;
  if (deadlines.length === 0) {
    return (
      <div className="grid gap-1 rounded-lg border bg-card p-8 text-center">
        <p className="font-medium">No new notifications</p>
        <p className="text-sm text-muted-foreground">
          No deadline is overdue or due in the {LIST_WINDOW.label.toLowerCase()}.
        </p>
      </div>
    );
  }
  const total = counts.data ? sumCounts(counts.data).total : deadlines.length;
  return (
    <div className="grid grid-cols-1 gap-6">
      {groupDeadlines(deadlines, groups).map((group) => (
        <GroupSection
          key={group.key}
          group={group}
          count={counts.data?.[groups.findIndex((spec) => spec.key === group.key)]?.total}
        />
      ))}
      {total > deadlines.length ? (
        <p className="text-sm text-muted-foreground">
          Showing the {deadlines.length} soonest of {total} deadlines.
        </p>
      ) : null}
    </div>
  );
}
