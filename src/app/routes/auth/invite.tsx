import { useLocation, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { InvitationPreview } from '@/features/users/components/invitation-preview';
import { InvitationResponse } from '@/features/users/components/invitation-response';
import { useSession } from '@/lib/session';

/** /invite/{token}: signed out, who invites and where, then sign in or up and come back here; signed in, accept. */
export function Component() {
  const { token = '' } = useParams();
  const { user, loading } = useSession();
  // The link names the invited address (?email=…): sign-up fills it in.
  const { search } = useLocation();
  const back = `?redirect=${encodeURIComponent(`${paths.invite(token)}${search}`)}`;
  return (
    <AuthCard
      pageName="Invitation"
      title="You're invited to TenderFlow"
      description="Join your team's workspace."
    >
      {loading ? (
        <p role="status">Loading...</p>
      ) : user ? (
        <InvitationResponse token={token} />
      ) : (
        <InvitationPreview token={token} back={back} />
      )}
    </AuthCard>
  );
}
