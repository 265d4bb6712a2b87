import { UserRound } from 'lucide-react';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { initials } from '@/lib/people';
import { useTaskBoard } from '../hooks/task-board';
import { memberById, type Task } from '../model';

const UNASSIGNED = 'unassigned';

/** The assignee's initials; the menu assigns the task to a member of the workspace, or nobody. */
export function TaskAssignee({ task }: { task: Task }) {
  const { actions, members } = useTaskBoard();
  const assignee = members.find((member) => member.userId === task.assignee_id);
  const label = assignee
    ? `Assigned to ${assignee.name}. Change the assignee of ${task.name}`
    : `Assign ${task.name}`;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={label}
        title={assignee ? `Assigned to ${assignee.name}` : 'Unassigned'}
        className="shrink-0 rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Avatar className="size-7 text-[11px]">
          <AvatarFallback
            className={assignee ? undefined : 'border border-dashed bg-transparent'}
            aria-hidden
          >
            {assignee ? initials(assignee.name) : <UserRound className="size-3.5" />}
          </AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>Assign to</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={task.assignee_id ?? UNASSIGNED}
          onValueChange={(value) =>
            actions.assign(task, memberById(members, value === UNASSIGNED ? null : value))
          }
        >
          <DropdownMenuRadioItem value={UNASSIGNED}>Unassigned</DropdownMenuRadioItem>
          {members.map((member) => (
            <DropdownMenuRadioItem key={member.userId} value={member.userId}>
              <span className="truncate">{member.name}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
