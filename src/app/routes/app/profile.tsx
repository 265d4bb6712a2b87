import { AppPageHeader } from '@/components/layout/app-page-header';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { useProfile } from '@/lib/profile';
import { useSession } from '@/lib/session';

export function Component() {
  const { user } = useSession();
  const { profile, loading, error } = useProfile();
  return (
    <>
      <AppPageHeader title="Profile" description="Your account details." />
      <ProfileDetails profile={profile} email={user?.email} loading={loading} error={error} />
    </>
  );
}
