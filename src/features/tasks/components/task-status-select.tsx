import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { statusLabel, TASK_STATUSES, type TaskStatus } from '@/lib/statuses';
import { cn } from '@/lib/utils';
import { useTaskBoard } from '../hooks/task-board';
import type { Task } from '../model';

/**
 * The single-pointer alternative to dragging a card (WCAG 2.2 SC 2.5.7). After a move the
 * focus finds the select again, once the card is drawn in its new column.
 */
export function TaskStatusSelect({ task, className }: { task: Task; className?: string }) {
  const { actions, focus } = useTaskBoard();
  const move = (status: TaskStatus) => {
    focus.focusTask(task.id, 'status');
    actions.move(task, status, () => focus.focusTask(task.id, 'status'));
  };
  return (
    <Select value={task.status} onValueChange={(status) => move(status as TaskStatus)}>
      <SelectTrigger
        ref={focus.focusRef(task.id, 'status')}
        data-task-control="status"
        aria-label={`Status of ${task.name}`}
        className={cn('h-8 text-xs', className)}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {TASK_STATUSES.map((status) => (
          <SelectItem key={status} value={status}>
            {statusLabel(status)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
