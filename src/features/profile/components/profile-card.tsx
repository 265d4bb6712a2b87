import type { User } from '@supabase/supabase-js';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import { avatarInitial } from '@/components/layout/app-nav';
import { AppUserAvatar } from '@/components/layout/app-user-avatar';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/dates';
import type { UserProfile } from '@/lib/profile';
import { roleLabels, type Workspace } from '@/lib/workspace';

interface ProfileCardProps {
  profile: UserProfile | null;
  user: Pick<User, 'email' | 'created_at'> | null;
  workspace: Workspace;
  loading: boolean;
  error: string | null;
}

const NOT_SET = 'Not set';

/** Who the user is: photo or initial, name, contact, job, membership, and a way to edit it. */
export function ProfileCard({ profile, user, workspace, loading, error }: ProfileCardProps) {
  if (error) return <LoadError message={error} />;
  const name = profile?.name.trim() || 'User';
  const rows: [string, string][] = [
    ['Email', profile?.email ?? user?.email ?? NOT_SET],
    ['Company', profile?.company?.trim() || NOT_SET],
    ['Job title', profile?.role?.trim() || NOT_SET],
    ['Member since', formatShortDate(user?.created_at, 'Not set')],
    ['Workspace', workspace.name],
  ];
  return (
    <Card>
      <CardContent className="grid gap-6 pt-6 sm:grid-cols-[auto_1fr]">
        <AppUserAvatar
          avatarUrl={profile?.avatar ?? undefined}
          initial={avatarInitial(profile?.name)}
          alt={profile?.avatar ? `Profile photo of ${name}` : ''}
          className="size-24 [&>span]:text-3xl"
        />
        <div className="grid min-w-0 gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid min-w-0 gap-1">
              <h2 className="text-xl font-semibold">{loading ? <Skeleton className="h-7 w-48" /> : name}</h2>
              <div>
                <Badge variant={workspace.role === 'admin' ? 'default' : 'secondary'}>
                  {roleLabels[workspace.role]}
                </Badge>
              </div>
            </div>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.app.settingsTab('profile')}>
                <Pencil aria-hidden /> Edit profile
              </Link>
            </Button>
          </div>
          <dl className="grid items-baseline gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr] sm:gap-y-3">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
                <dd className="mb-2 sm:mb-0">{loading ? <Skeleton className="h-5 w-48" /> : value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </CardContent>
    </Card>
  );
}
