import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { UserProfile } from '@/lib/profile';

interface ProfileDetailsProps {
  profile: UserProfile | null;
  /** The sign-in address, used when the profile has none. */
  email?: string;
  loading: boolean;
  error: string | null;
}

const NOT_SET = 'Not set';

/** The signed-in user's profile, read-only (editing lives in Settings). */
export function ProfileDetails({ profile, email, loading, error }: ProfileDetailsProps) {
  if (error) {
    return (
      <p
        role="alert"
        className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-destructive"
      >
        {error}
      </p>
    );
  }
  const rows: [string, string | null | undefined][] = [
    ['Name', profile?.name],
    ['Email', profile?.email ?? email],
    ['Company', profile?.company],
    ['Role', profile?.role],
  ];
  return (
    <Card className="max-w-2xl">
      <CardContent className="pt-6">
        <dl className="grid items-baseline gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr] sm:gap-y-4">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
              <dd className="break-words">
                {loading ? <Skeleton className="h-5 w-48" /> : value?.trim() || NOT_SET}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
