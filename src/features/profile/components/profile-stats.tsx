import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { profileStatsQueries } from '../api/queries';
import { PROFILE_STATS_FAILED, PROFILE_STATS_NOTE, profileStatLabels, type ProfileStats } from '../model';

const order: (keyof ProfileStats)[] = ['tendersCreated', 'tendersWon', 'tasksCompleted', 'openTasks'];

/** The user's numbers in the current workspace. */
export function ProfileStatsCard({ workspaceId, userId }: { workspaceId: string; userId: string }) {
  const query = useQuery(profileStatsQueries.stats(workspaceId, userId));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your numbers</CardTitle>
        <CardDescription>{PROFILE_STATS_NOTE}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isLoadingError ? (
          <LoadError message={PROFILE_STATS_FAILED} query={query} />
        ) : (
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {order.map((key) => (
              <div key={key} className="grid gap-1 rounded-lg border p-4">
                <dt className="text-sm text-muted-foreground">{profileStatLabels[key]}</dt>
                <dd className="text-2xl font-bold tabular-nums">
                  {query.data ? query.data[key] : <Skeleton className="h-8 w-12" />}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
