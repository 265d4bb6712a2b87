import { AppPageHeader } from '@/components/layout/app-page-header';
import { SectionBoundary } from '@/components/section-boundary';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { ProfileStatsCard } from '@/features/profile/components/profile-stats';
import { useProfile } from '@/lib/profile';
import { useSession } from '@/lib/session';
import { useWorkspace } from '@/lib/workspace';

export function Component() {
  const { user } = useSession();
  const { profile, loading, error } = useProfile();
  const workspace = useWorkspace();
  return (
    <>
      <AppPageHeader title="Profile" description="Your account details." />
      <div className="grid max-w-3xl gap-6">
        <ProfileCard profile={profile} user={user} workspace={workspace} loading={loading} error={error} />
        {user ? (
          <SectionBoundary name="numbers">
            <ProfileStatsCard workspaceId={workspace.id} userId={user.id} />
          </SectionBoundary>
        ) : null}
      </div>
    </>
  );
}
