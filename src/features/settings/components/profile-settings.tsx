import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { messages } from '@/lib/errors';
import { profileQueries } from '@/lib/profile';
import { useSession } from '@/lib/session';
import { AvatarField } from './avatar-field';
import { ProfileForm } from './profile-form';
import { RemindersSettings } from './reminders-settings';
import { WorkspaceNameForm } from './workspace-name-form';

/**
 * The Profile tab: the photo (saved as soon as it is chosen) and the profile form, then
 * the workspace's settings: its name (so the user's company and the team's name are not
 * confused) and its reminder days. The tab has unsaved changes while any form has.
 */
export function ProfileSettings({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const [profileDirty, setProfileDirty] = useState(false);
  const [workspaceDirty, setWorkspaceDirty] = useState(false);
  const [remindersDirty, setRemindersDirty] = useState(false);
  const dirty = profileDirty || workspaceDirty || remindersDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  return (
    <div className="grid gap-6">
      <ProfileCard onDirtyChange={setProfileDirty} />
      <WorkspaceNameForm onDirtyChange={setWorkspaceDirty} />
      <RemindersSettings onDirtyChange={setRemindersDirty} />
    </div>
  );
}

function ProfileCard({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { user } = useSession();
  const query = useQuery({ ...profileQueries.detail(user?.id ?? ''), enabled: Boolean(user) });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your photo, name and job title, as your team sees them.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {query.data ? (
          <>
            <AvatarField profile={query.data} />
            <ProfileForm profile={query.data} onDirtyChange={onDirtyChange} />
          </>
        ) : query.isPending ? (
          <div role="status" aria-label="Loading profile" className="grid gap-4">
            <Skeleton className="size-20 rounded-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : (
          <LoadError message={messages.profileFailed} query={query} />
        )}
      </CardContent>
    </Card>
  );
}
