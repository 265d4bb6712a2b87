import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { settingsQueries } from '../api/queries';
import { calendarFeedMessages } from '../calendar-feed';
import { CalendarAlarmField } from './calendar-alarm-field';
import { CalendarFeedField } from './calendar-feed-field';

/** The user's private calendar feed (created the first time this card is shown). */
export function CalendarFeedCard() {
  const { user } = useSession();
  const query = useQuery({ ...settingsQueries.calendarFeed(user?.id ?? ''), enabled: Boolean(user) });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar subscription</CardTitle>
        <CardDescription>
          The deadlines of your open tenders and the due dates of your open tasks, in your own calendar app.
          It checks for changes every hour.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {query.data ? (
          <CalendarFeedField feed={query.data} />
        ) : query.isPending ? (
          <div role="status" aria-label="Loading the calendar feed" className="grid gap-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-64" />
          </div>
        ) : (
          <LoadError message={calendarFeedMessages.loadFailed} query={query} />
        )}
        <CalendarAlarmField />
      </CardContent>
    </Card>
  );
}
