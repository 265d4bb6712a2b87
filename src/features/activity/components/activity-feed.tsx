import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatTime } from '@/lib/dates';
import { workspaceQueries } from '@/lib/workspace';
import { activityQueries, type ActivityScope } from '../api/queries';
import { activityMessages, activityMoment, describeActivity, groupByDay, type ActivityEntry } from '../model';

/**
 * The log newest first, grouped by the reader's day, 50 entries a page with 'Load more'; titled
 * 'Activity' on a tender, untitled on the page whose heading already says it.
 */
export function ActivityFeed({
  scope,
  showTender = false,
  titled = true,
}: {
  scope: ActivityScope;
  showTender?: boolean;
  titled?: boolean;
}) {
  const query = useInfiniteQuery(activityQueries.list(scope));
  const members = useQuery(workspaceQueries.members(scope.workspaceId));
  const personName = (userId: string) =>
    members.data?.find((member) => member.userId === userId)?.name ?? null;
  const entries = query.data?.pages.flat() ?? [];
  return (
    <Card>
      {titled ? (
        <CardHeader>
          <CardTitle>Activity</CardTitle>
        </CardHeader>
      ) : null}
      <CardContent className={titled ? 'grid gap-6' : 'grid gap-6 pt-6'}>
        {query.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading the activity...
          </p>
        ) : query.isLoadingError ? (
          <LoadError message={activityMessages.loadFailed} query={query} />
        ) : entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{activityMessages.empty}</p>
        ) : (
          groupByDay(entries).map((day) => (
            <section key={day.day} aria-labelledby={`activity-day-${day.day}`} className="grid gap-2">
              <h3 id={`activity-day-${day.day}`} className="text-sm font-semibold">
                {day.heading}
              </h3>
              <ol className="grid gap-2">
                {day.entries.map((entry) => (
                  <Entry
                    key={entry.id}
                    entry={entry}
                    words={describeActivity(entry, personName)}
                    showTender={showTender}
                  />
                ))}
              </ol>
            </section>
          ))
        )}
        {query.hasNextPage ? (
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** A tender's creation and deletion name it already; its other entries say which tender after the words. */
const namesTender = (entry: ActivityEntry) => entry.entity === 'tender' && entry.kind !== 'updated';

function Entry({ entry, words, showTender }: { entry: ActivityEntry; words: string; showTender: boolean }) {
  const moment = activityMoment(entry);
  return (
    <li className="grid gap-0.5 text-sm sm:grid-cols-[4rem_1fr] sm:gap-3">
      <time dateTime={moment.toISOString()} className="tabular-nums text-muted-foreground">
        {formatTime(moment)}
      </time>
      <span className="break-words">
        {words}
        {showTender && entry.tender_title && !namesTender(entry) ? (
          <span className="text-muted-foreground"> · {entry.tender_title}</span>
        ) : null}
      </span>
    </li>
  );
}
