import { Plus } from 'lucide-react';
import { StatusDot } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { statusLabel, taskStatusColour } from '@/lib/statuses';
import { useTaskBoard } from '../hooks/task-board';
import { nextNewTaskName, tasksByStatus, type Task } from '../model';
import { TaskListRow } from './task-list-row';

/** Tasks grouped by status (empty groups hidden). 'Add New Task' adds one and puts the focus on it. */
export function TaskListView({ tasks }: { tasks: Task[] }) {
  const { allTasks, actions, focus } = useTaskBoard();
  const groups = tasksByStatus(tasks).filter((group) => group.tasks.length > 0);
  return (
    <div className="grid gap-5">
      <Button
        className="justify-self-start"
        disabled={actions.adding}
        data-task-add
        onClick={() =>
          actions.add({ name: nextNewTaskName(allTasks), status: 'not-started' }, (task) =>
            focus.focusTask(task.id, 'edit', { now: true }),
          )
        }
      >
        <Plus aria-hidden /> {actions.adding ? 'Adding...' : 'Add New Task'}
      </Button>
      {groups.length === 0 ? <p className="text-sm text-muted-foreground">No tasks</p> : null}
      {groups.map((group) => (
        <section key={group.status} aria-labelledby={`list-${group.status}`} className="grid gap-2">
          <h3 id={`list-${group.status}`} className="flex items-center gap-2 text-sm font-semibold">
            <StatusDot colour={taskStatusColour(group.status).hex} />
            {statusLabel(group.status)} <span className="text-muted-foreground">({group.tasks.length})</span>
          </h3>
          <ul className="divide-y rounded-md border">
            {group.tasks.map((task) => (
              <TaskListRow key={task.id} task={task} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
