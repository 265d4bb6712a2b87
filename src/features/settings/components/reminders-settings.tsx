import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useWorkspace } from '@/lib/workspace';
import { settingsQueries } from '../api/queries';
import { RemindersForm } from './reminders-form';

const LOAD_FAILED = 'Failed to load the reminder settings';

/**
 * The workspace's reminder offsets, beside its name: how many days before each deadline its
 * members get a reminder in their morning digest. Admins edit them; everyone else reads them.
 */
export function RemindersSettings({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const workspace = useWorkspace();
  const query = useQuery(settingsQueries.reminders(workspace.id));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reminders</CardTitle>
        <CardDescription>
          How many days before each deadline everyone in {workspace.name} gets a reminder in their morning
          email digest.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.data ? (
          <RemindersForm
            key={workspace.id}
            workspace={workspace}
            offsets={query.data}
            onDirtyChange={onDirtyChange}
          />
        ) : query.isPending ? (
          <div role="status" aria-label="Loading reminders" className="grid gap-4">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : (
          <LoadError message={LOAD_FAILED} query={query} />
        )}
      </CardContent>
    </Card>
  );
}
