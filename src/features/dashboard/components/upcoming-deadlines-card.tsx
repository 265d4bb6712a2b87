import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DeadlineItem } from '@/components/deadline-item';
import { DraftsPill } from '@/components/drafts-pill';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { draftCountsQuery } from '@/lib/clarification-drafts';
import { browserTimeZone, localDateString } from '@/lib/dates';
import { deadlineQueries, sumCounts } from '@/lib/deadline-alerts';
import {
  ALERT_WINDOW,
  alertEnds,
  ALERTS_LIMIT,
  deadlineKey,
  DEADLINES_FAILED,
  windowLabel,
} from '@/lib/deadlines';
import { useWorkspace } from '@/lib/workspace';
import { UPCOMING_LIMIT } from '../model';

/** The alerts the bell counts (ALERT_WINDOW and the overdue), soonest first, each linking to its tender. */
export function UpcomingDeadlinesCard() {
  const workspace = useWorkspace();
  const timeZone = browserTimeZone();
  // The bell's query (the same key): the header and this card share one request.
  const query = useQuery(deadlineQueries.alerts(workspace.id, timeZone, ALERT_WINDOW, ALERTS_LIMIT));
  const counts = useQuery(deadlineQueries.counts(workspace.id, timeZone, alertEnds(ALERT_WINDOW)));
  const shown = query.data?.slice(0, UPCOMING_LIMIT) ?? [];
  const inquiries = shown.filter((deadline) => deadline.kind === 'inquiry').map((d) => d.tender_id);
  const drafts = useQuery({ ...draftCountsQuery(workspace.id, inquiries), enabled: inquiries.length > 0 });
  const total = counts.data ? sumCounts(counts.data).total : shown.length;
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Upcoming Deadlines</CardTitle>
        <CardDescription>{windowLabel(ALERT_WINDOW, localDateString())}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <p role="status" className="py-6 text-center text-sm text-muted-foreground">
            Loading deadlines...
          </p>
        ) : !query.data ? (
          <LoadError message={DEADLINES_FAILED} query={query} />
        ) : shown.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            No deadline is overdue or due in the {ALERT_WINDOW.label.toLowerCase()}.
          </p>
        ) : (
          <>
            <ul aria-label="Upcoming deadlines" className="-mx-2 grid gap-1">
              {shown.map((deadline) => (
                <li key={deadlineKey(deadline)}>
                  <Link
                    to={paths.app.tender(deadline.tender_id)}
                    className="flex rounded-md px-2 py-2 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <DeadlineItem
                      deadline={deadline}
                      showDate
                      note={
                        deadline.kind === 'inquiry' ? (
                          <DraftsPill drafts={drafts.data?.[deadline.tender_id] ?? 0} />
                        ) : null
                      }
                    />
                  </Link>
                </li>
              ))}
            </ul>
            {total > shown.length ? (
              <p className="mt-3 text-sm text-muted-foreground">
                Showing {shown.length} of {total}.{' '}
                <Link
                  to={paths.app.notifications}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  View all notifications
                </Link>
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
