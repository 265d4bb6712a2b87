import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { InvitationLink } from './invitation-link';

/** A pending invitation's new link (only a hash of each token is stored, so "Copy link" issues a new one). */
export function InvitationLinkDialog({
  link,
  email,
  onClose,
}: {
  link: string;
  email: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invitation link</DialogTitle>
          <DialogDescription>A new link for {email}; the previous one no longer works.</DialogDescription>
        </DialogHeader>
        <InvitationLink link={link} email={email} />
      </DialogContent>
    </Dialog>
  );
}
