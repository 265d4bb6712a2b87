import { Pencil, Trash2 } from 'lucide-react';
import { RowAction } from '@/components/row-action';
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
    <RowAction
      ref={focus.focusRef(task.id, 'rename')}
      label={`Rename ${task.name}`}
      icon={Pencil}
      className={className}
      data-task-control="rename"
      onClick={onClick}
    />
  );
}

/** Deletes the task after asking. */
export function DeleteTaskButton({ task, className }: TaskButtonProps) {
  const { requestDelete } = useTaskBoard();
  return (
    <RowAction
      label={`Delete ${task.name}`}
      icon={Trash2}
      destructive
      className={className}
      onClick={() => requestDelete(task)}
    />
  );
}
