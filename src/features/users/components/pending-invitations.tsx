import { Link2, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { Invitation } from '../model';
import { RoleBadge } from './role-badge';

interface PendingInvitationsProps {
  invitations: Invitation[];
  onCopyLink: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}

/** Invitations not yet accepted: 'Invited', with a fresh link to copy, or revoke. */
export function PendingInvitations({ invitations, onCopyLink, onRevoke }: PendingInvitationsProps) {
  return (
    <Table aria-label="Pending invitations">
      <TableHeader>
        <TableRow>
          <TableHead>Invited</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invitations.map((invitation) => (
          <TableRow key={invitation.id}>
            <TableCell className="max-w-64">
              <span className="block truncate font-medium">{invitation.name || invitation.email}</span>
              <span className="block truncate text-xs text-muted-foreground">{invitation.email}</span>
            </TableCell>
            <TableCell>
              <RoleBadge role={invitation.role} />
            </TableCell>
            <TableCell>
              <Badge variant="outline">Invited</Badge>
            </TableCell>
            <TableCell>
              <span className="flex flex-wrap justify-end gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onCopyLink(invitation)}
                  aria-label={`Copy link for ${invitation.email}`}
                >
                  <Link2 aria-hidden /> Copy link
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onRevoke(invitation)}
                  aria-label={`Revoke invitation for ${invitation.email}`}
                >
                  <XCircle aria-hidden /> Revoke
                </Button>
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
