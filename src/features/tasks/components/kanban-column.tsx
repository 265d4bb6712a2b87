import { useDroppable } from '@dnd-kit/core';
import { StatusDot } from '@/components/status-badge';
import { statusLabel, taskStatusColour, type TaskStatus } from '@/lib/statuses';
import { cn } from '@/lib/utils';
import type { Task } from '../model';
import { AddTaskForm } from './add-task-form';
import { TaskCard } from './task-card';

interface KanbanColumnProps {
  status: TaskStatus;
  tasks: Task[];
}

/** One status: its count and dot, its cards ('No tasks' when empty), and an add-task control. */
export function KanbanColumn({ status, tasks }: KanbanColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = `kanban-${status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-column={status}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-lg border bg-muted/40 p-3 transition-colors',
        isOver && 'border-primary bg-primary/5',
      )}
    >
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <StatusDot colour={taskStatusColour(status).hex} />
        {statusLabel(status)}{' '}
        <span className="ml-auto rounded-full bg-background px-2 py-0.5 text-xs tabular-nums text-muted-foreground">
          {tasks.length} <span className="sr-only">{tasks.length === 1 ? 'task' : 'tasks'}</span>
        </span>
      </h3>
      {tasks.length === 0 ? (
        <p className="py-3 text-center text-xs text-muted-foreground">No tasks</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task} />
          ))}
        </ul>
      )}
      <AddTaskForm status={status} />
    </section>
  );
}
