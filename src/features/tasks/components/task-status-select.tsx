import type { Ref } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { statusLabel, TASK_STATUSES, type TaskStatus } from '@/lib/statuses';
import { cn } from '@/lib/utils';
import type { Task } from '../model';

interface TaskStatusSelectProps {
  task: Task;
  onChange: (status: TaskStatus) => void;
  className?: string;
  /** The trigger, so the focus can find it again once the card is drawn in its new column. */
  triggerRef?: Ref<HTMLButtonElement>;
}

/** The single-pointer alternative to dragging a card (WCAG 2.2 SC 2.5.7). */
export function TaskStatusSelect({ task, onChange, className, triggerRef }: TaskStatusSelectProps) {
  return (
    <Select value={task.status} onValueChange={(status) => onChange(status as TaskStatus)}>
      <SelectTrigger
        ref={triggerRef}
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
