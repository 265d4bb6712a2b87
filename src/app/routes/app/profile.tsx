import { AppPageHeader } from '@/components/layout/app-page-header';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { useSession } from '@/lib/session';

export function Component() {
  const { profile, profileLoading, profileError, user } = useSession();
  return (
    <>
      <AppPageHeader title="Profile" description="Your account details." />
      <ProfileDetails profile={profile} email={user?.email} loading={profileLoading} error={profileError} />
    </>
  );
}
