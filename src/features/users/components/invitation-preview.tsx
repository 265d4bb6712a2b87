import { invitationSentence } from '@shared/invitation.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { userQueries } from '../api/queries';

/**
 * /invite/{token} for a signed-out visitor: who invites them to which workspace and as what
 * (so the link is not mistaken for phishing), then sign in or create an account and come
 * back (`back`: the return-to query). A link that no longer works says so.
 */
export function InvitationPreview({ token, back }: { token: string; back: string }) {
  const query = useQuery(userQueries.invitationPreview(token));
  if (query.isPending) return <p role="status">Loading...</p>;
  if (query.isError)
    return <LoadError message="Failed to load the invitation. Please try again later." query={query} />;
  const invitation = query.data;
  const signIn = (
    <Link to={`${paths.signIn}${back}`} className={buttonVariants()}>
      Sign in
    </Link>
  );
  if (!invitation)
    return (
      <div className="grid gap-4">
        <p role="alert">
          This invitation link is not valid: it may have expired, been used or been revoked. Ask the person
          who invited you for a new one.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">{signIn}</div>
      </div>
    );
  return (
    <div className="grid gap-4">
      <p className="text-balance text-lg font-semibold">
        {invitationSentence(invitation.inviter_name, invitation.workspace_name, invitation.role)}
      </p>
      <p>Sign in, or create an account with the email address the invitation was sent to, to accept it.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {signIn}
        <Link to={`${paths.signUp}${back}`} className={buttonVariants({ variant: 'outline' })}>
          Create an account
        </Link>
      </div>
    </div>
  );
}
