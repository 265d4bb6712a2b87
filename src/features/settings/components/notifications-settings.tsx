import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { messages } from '@/lib/errors';
import { profileQueries } from '@/lib/profile';
import { useSession } from '@/lib/session';
import { notificationValues } from '../model';
import { NotificationsForm } from './notifications-form';

/** The Notifications tab: the four toggles, from and to the profile's preferences. */
export function NotificationsSettings({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { user } = useSession();
  const query = useQuery({ ...profileQueries.detail(user?.id ?? ''), enabled: Boolean(user) });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Choose what TenderFlow tells you about.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.data ? (
          <NotificationsForm
            defaultValues={notificationValues(query.data.preferences)}
            onDirtyChange={onDirtyChange}
          />
        ) : query.isPending ? (
          <div role="status" aria-label="Loading preferences" className="grid gap-4">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : (
          <LoadError
            message={messages.profileFailed}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </CardContent>
    </Card>
  );
}
