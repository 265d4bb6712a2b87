import { Link } from 'react-router-dom';
import { DeadlineItem } from '@/components/deadline-item';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { deadlineKey, UPCOMING_DAYS } from '@/lib/deadlines';
import type { DashboardSummary } from '../model';

/** Deadlines of open tenders that are overdue or due within 14 days, soonest first, each linking to its tender. */
export function UpcomingDeadlinesCard({ upcoming }: { upcoming: DashboardSummary['upcoming'] }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Upcoming Deadlines</CardTitle>
        <CardDescription>Overdue, or due in the next {UPCOMING_DAYS} days</CardDescription>
      </CardHeader>
      <CardContent>
        {upcoming.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            No deadlines in the next {UPCOMING_DAYS} days
          </p>
        ) : (
          <ul aria-label="Upcoming deadlines" className="-mx-2 grid gap-1">
            {upcoming.map((deadline) => (
              <li key={deadlineKey(deadline)}>
                <Link
                  to={paths.app.tender(deadline.tender_id)}
                  className="flex rounded-md px-2 py-2 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <DeadlineItem deadline={deadline} showDate />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
