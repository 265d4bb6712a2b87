import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { Member } from '@/lib/workspace';
import { MemberActions } from './member-actions';
import { MemberAvatar } from './member-avatar';
import { RoleBadge } from './role-badge';

interface MembersTableProps {
  members: Member[];
  currentUserId: string | undefined;
  /** Admins get each row's action menu; everyone else sees the list read-only. */
  editable: boolean;
  onEdit: (member: Member) => void;
  onDelete: (member: Member) => void;
}

/** User (initials or photo and name), Email and Role, with Edit User and Delete User for admins. */
export function MembersTable({ members, currentUserId, editable, onEdit, onDelete }: MembersTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>User</TableHead>
          <TableHead className="hidden sm:table-cell">Email</TableHead>
          <TableHead>Role</TableHead>
          {editable ? (
            <TableHead className="w-12">
              <span className="sr-only">Actions</span>
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((member) => (
          <TableRow key={member.userId}>
            <TableCell>
              <span className="flex min-w-0 items-center gap-3">
                <MemberAvatar name={member.name} avatar={member.avatar} />
                <span className="grid min-w-0">
                  <span className="truncate font-medium" title={member.name}>
                    {member.name}
                    {member.userId === currentUserId ? (
                      <span className="text-muted-foreground"> (you)</span>
                    ) : null}
                  </span>
                  <span className="truncate text-xs text-muted-foreground sm:hidden">{member.email}</span>
                </span>
              </span>
            </TableCell>
            <TableCell
              className="hidden max-w-64 truncate text-muted-foreground sm:table-cell"
              title={member.email}
            >
              {member.email}
            </TableCell>
            <TableCell>
              <RoleBadge role={member.role} />
            </TableCell>
            {editable ? (
              <TableCell className="text-right">
                <MemberActions
                  member={member}
                  isSelf={member.userId === currentUserId}
                  onEdit={() => onEdit(member)}
                  onDelete={() => onDelete(member)}
                />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
