import { Link, useLocation, useParams } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { InvitationResponse } from '@/features/users/components/invitation-response';
import { useSession } from '@/lib/session';

/** /invite/{token}: signed out, sign in or up and come back here; signed in, see and accept the invitation. */
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
        <div className="grid gap-4">
          <p>
            Sign in, or create an account with the email address the invitation was sent to, to see and accept
            it.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to={`${paths.signIn}${back}`} className={buttonVariants()}>
              Sign in
            </Link>
            <Link to={`${paths.signUp}${back}`} className={buttonVariants({ variant: 'outline' })}>
              Create an account
            </Link>
          </div>
        </div>
      )}
    </AuthCard>
  );
}
