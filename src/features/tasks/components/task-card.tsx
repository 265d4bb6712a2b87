import { useDraggable } from '@dnd-kit/core';
import { GripVertical, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useTaskBoard } from '../hooks/task-board';
import { memberById, renamedTo, type Task } from '../model';
import { TaskAssignee } from './task-assignee';
import { TaskNameEditor } from './task-name-editor';
import { TaskStatusSelect } from './task-status-select';

/** A Kanban card: drag it by its handle (mouse, touch or keyboard), rename it in place, delete it, or pick its status. */
export function TaskCard({ task }: { task: Task }) {
  const { allTasks, actions, members, requestDelete } = useTaskBoard();
  const [renaming, setRenaming] = useState(false);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: task.id,
    data: { task },
  });
  return (
    <li
      ref={setNodeRef}
      data-task-id={task.id}
      className={cn('rounded-md border bg-background p-3 shadow-sm', isDragging && 'opacity-40')}
    >
      {renaming ? (
        <TaskNameEditor
          label={`New name for ${task.name}`}
          initial={task.name}
          tasks={allTasks}
          exceptId={task.id}
          saveLabel="Save"
          onCancel={() => setRenaming(false)}
          onSave={(name) => {
            const next = renamedTo(task.name, name);
            if (next) actions.rename(task, next);
            setRenaming(false);
          }}
        />
      ) : (
        <div className="flex items-start gap-1">
          <button
            ref={setActivatorNodeRef}
            type="button"
            aria-label={`Move ${task.name}`}
            className="-ml-1 mt-0.5 grid size-6 shrink-0 cursor-grab touch-none place-items-center rounded text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            {...attributes}
            {...listeners}
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
          <p className="min-w-0 flex-1 pt-0.5 text-sm font-medium">{task.name}</p>
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={`Rename ${task.name}`}
            onClick={() => setRenaming(true)}
          >
            <Pencil aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-7 text-muted-foreground hover:text-destructive"
            aria-label={`Delete ${task.name}`}
            onClick={() => requestDelete(task)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      )}
      {task.description && !renaming ? (
        <p className="mt-1 line-clamp-3 pl-6 text-xs text-muted-foreground">{task.description}</p>
      ) : null}
      <div className="mt-2 flex items-center gap-2">
        <TaskStatusSelect
          task={task}
          onChange={(status) => actions.move(task, status)}
          className="min-w-0 flex-1"
        />
        <TaskAssignee
          task={task}
          members={members}
          onAssign={(id) => actions.assign(task, memberById(members, id))}
        />
      </div>
    </li>
  );
}

/** What follows the pointer while a card is dragged. */
export function TaskCardPreview({ task }: { task: Task }) {
  return (
    <div className="w-64 rotate-2 rounded-md border bg-background p-3 text-sm font-medium shadow-lg">
      {task.name}
    </div>
  );
}
