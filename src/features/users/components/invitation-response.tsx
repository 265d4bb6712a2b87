import { invitationSentence } from '@shared/invitation.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { LoadError } from '@/components/load-error';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useAcceptInvitation } from '../api/accept-invitation';
import { userQueries } from '../api/queries';
import { invitationStatusText } from '../model';

const joinedMessage = (workspaceName: string) => `You joined ${workspaceName}`;

/** The invitation was accepted by this account (at sign-up, by the database): on to My work, what they are asked to do there. */
function Joined({ workspaceName }: { workspaceName: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    toast.success(joinedMessage(workspaceName), { id: 'invitation-joined' });
    navigate(paths.app.myWork, { replace: true });
  }, [navigate, workspaceName]);
  return <p role="status">Opening {workspaceName}...</p>;
}

/**
 * /invite/{token} for a signed-in visitor: who invites them to which workspace and as
 * what, and Accept; or, plainly, why the link can no longer be used.
 */
export function InvitationResponse({ token }: { token: string }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const query = useQuery(userQueries.invitation(token));
  const accept = useAcceptInvitation();
  const invitation = query.data;

  if (query.isPending) return <p role="status">Loading...</p>;
  if (query.isError)
    return <LoadError message="Failed to load the invitation. Please try again later." query={query} />;
  if (!invitation)
    return (
      <p role="alert">This invitation link is not valid. Ask the person who invited you for a new one.</p>
    );
  if (invitation.status === 'accepted' && invitation.joined)
    return <Joined workspaceName={invitation.workspace_name} />;
  if (invitation.status !== 'pending') return <p role="alert">{invitationStatusText[invitation.status]}</p>;

  const sentTo = invitation.email.toLowerCase();
  if (user?.email?.toLowerCase() !== sentTo) {
    return (
      <div className="grid grid-cols-1 gap-4">
        <p role="alert">
          This invitation was sent to <strong>{invitation.email}</strong>, but you are signed in as{' '}
          <strong>{user?.email}</strong>. Sign in with the invited address to accept it.
        </p>
        <Button variant="outline" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
    );
  }

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: () => {
        toast.success(joinedMessage(invitation.workspace_name));
        navigate(paths.app.myWork, { replace: true });
      },
    });
  return (
    <div className="grid grid-cols-1 gap-5">
      <p className="text-balance text-lg font-semibold">
        {invitationSentence(invitation.inviter_name, invitation.workspace_name, invitation.role)}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={paths.app.dashboard} className={buttonVariants({ variant: 'outline' })}>
          Not now
        </Link>
        <Button onClick={onAccept} disabled={accept.isPending}>
          {accept.isPending ? 'Joining...' : 'Accept invitation'}
        </Button>
      </div>
    </div>
  );
}
