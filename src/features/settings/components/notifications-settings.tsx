import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { messages } from '@/lib/errors';
import { profileQueries, type UserProfile } from '@/lib/profile';
import { useSession } from '@/lib/session';
import { notificationValues } from '../model';
import { CalendarFeedCard } from './calendar-feed-card';
import { NotificationsForm } from './notifications-form';
import { TimeZoneForm } from './time-zone-form';

/**
 * The Notifications tab: the toggles and the time zone reminder emails follow, from and
 * to the profile, then the calendar feed. The tab has unsaved changes while either form has.
 */
export function NotificationsSettings({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { user } = useSession();
  const query = useQuery({ ...profileQueries.detail(user?.id ?? ''), enabled: Boolean(user) });
  const [togglesDirty, setTogglesDirty] = useState(false);
  const [zoneDirty, setZoneDirty] = useState(false);
  const dirty = togglesDirty || zoneDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const withProfile = (render: (profile: UserProfile) => ReactNode) =>
    query.data ? (
      render(query.data)
    ) : query.isPending ? (
      <div role="status" aria-label="Loading preferences" className="grid gap-4">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    ) : (
      <LoadError message={messages.profileFailed} query={query} />
    );

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Notifications</CardTitle>
          <CardDescription>Choose what TenderFlow tells you about.</CardDescription>
        </CardHeader>
        <CardContent>
          {withProfile((profile) => (
            <NotificationsForm
              defaultValues={notificationValues(profile.preferences)}
              onDirtyChange={setTogglesDirty}
            />
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Time zone</CardTitle>
          <CardDescription>
            When your reminder emails arrive, and the day their dates count from.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {query.data ? <TimeZoneForm profile={query.data} onDirtyChange={setZoneDirty} /> : null}
        </CardContent>
      </Card>
      <CalendarFeedCard />
    </div>
  );
}
