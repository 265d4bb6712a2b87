import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useTaskBoard } from '../hooks/task-board';
import type { Task } from '../model';

interface TaskButtonProps {
  task: Task;
  className?: string;
}

/** Renames the task in place; the focus comes back here when the editor closes. */
export function RenameTaskButton({ task, className, onClick }: TaskButtonProps & { onClick: () => void }) {
  const { focus } = useTaskBoard();
  return (
    <Button
      ref={focus.focusRef(task.id, 'rename')}
      variant="ghost"
      size="icon"
      className={className}
      data-task-control="rename"
      aria-label={`Rename ${task.name}`}
      onClick={onClick}
    >
      <Pencil aria-hidden />
    </Button>
  );
}

/** Deletes the task after asking. */
export function DeleteTaskButton({ task, className }: TaskButtonProps) {
  const { requestDelete } = useTaskBoard();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('text-muted-foreground hover:text-destructive', className)}
      aria-label={`Delete ${task.name}`}
      onClick={() => requestDelete(task)}
    >
      <Trash2 aria-hidden />
    </Button>
  );
}
