import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { Member } from '@/lib/workspace';
import { userMessages } from '../model';

interface MemberActionsProps {
  member: Member;
  /** The signed-in admin's own row: they cannot delete themselves. */
  isSelf: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit User, and Delete User (not offered for yourself as admin). */
export function MemberActions({ member, isSelf, onEdit, onDelete }: MemberActionsProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${member.name}`}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden /> Edit User
        </DropdownMenuItem>
        {isSelf ? (
          <DropdownMenuItem disabled className="flex-col items-start gap-0.5">
            <span className="flex items-center gap-2">
              <Trash2 aria-hidden /> Delete User
            </span>
            <span className="text-xs">{userMessages.cannotDeleteAdmin}</span>
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={onDelete} className="text-destructive focus:text-destructive">
            <Trash2 aria-hidden /> Delete User
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
