import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { StatusDot } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { statusLabel, taskStatusColour } from '@/lib/statuses';
import { useTaskBoard } from '../hooks/task-board';
import { memberById, nextNewTaskName, tasksByStatus, type Task } from '../model';
import { RenameTaskDialog } from './rename-task-dialog';
import { TaskAssignee } from './task-assignee';
import { TaskStatusSelect } from './task-status-select';

/** Tasks grouped by status (empty groups hidden), with add, rename, status, assignee and delete. */
export function TaskListView({ tasks }: { tasks: Task[] }) {
  const { allTasks, actions, members, requestDelete } = useTaskBoard();
  const [renaming, setRenaming] = useState<Task | null>(null);
  const groups = tasksByStatus(tasks).filter((group) => group.tasks.length > 0);
  return (
    <div className="grid gap-5">
      <Button
        className="justify-self-start"
        disabled={actions.adding}
        onClick={() => actions.add(nextNewTaskName(allTasks), 'not-started')}
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
              <li key={task.id} className="flex flex-wrap items-center gap-2 p-3" data-task-id={task.id}>
                <span className="min-w-0 basis-full text-sm font-medium sm:flex-1 sm:basis-0">
                  {task.name}
                </span>
                <TaskStatusSelect
                  task={task}
                  onChange={(status) => actions.move(task, status)}
                  className="w-40"
                />
                <TaskAssignee
                  task={task}
                  members={members}
                  onAssign={(id) => actions.assign(task, memberById(members, id))}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Rename ${task.name}`}
                  onClick={() => setRenaming(task)}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 text-muted-foreground hover:text-destructive"
                  aria-label={`Delete ${task.name}`}
                  onClick={() => requestDelete(task)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <RenameTaskDialog
        task={renaming}
        tasks={allTasks}
        onClose={() => setRenaming(null)}
        onRename={(task, name) => actions.rename(task, name)}
      />
    </div>
  );
}
