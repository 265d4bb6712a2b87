import { useDraggable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import { useTaskBoard } from '../hooks/task-board';
import type { Task } from '../model';
import { DeleteTaskButton, RenameTaskButton } from './task-buttons';
import { TaskAssignee } from './task-assignee';
import { TaskDueDate } from './task-due-date';
import { TaskNameEditor } from './task-name-editor';
import { TaskStatusSelect } from './task-status-select';
import { TaskCommentCount, TaskDescription, TaskName } from './task-text';

/**
 * A Kanban card: drag it by its handle (mouse, touch or keyboard), open it by its name,
 * rename it in place, delete it, or pick its status. After a move the focus follows the
 * card to its new column.
 */
export function TaskCard({ task }: { task: Task }) {
  const { focus, cardExtra } = useTaskBoard();
  const [renaming, setRenaming] = useState(false);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: task.id,
    data: { task },
  });
  const handleRef = focus.focusRef(task.id, 'move');
  return (
    <li
      ref={setNodeRef}
      data-task-id={task.id}
      className={cn('rounded-md border bg-background p-3 shadow-sm', isDragging && 'opacity-40')}
    >
      {renaming ? (
        <TaskNameEditor task={task} onClose={() => setRenaming(false)} />
      ) : (
        <>
          <div className="flex items-start gap-1">
            <button
              ref={(element) => {
                setActivatorNodeRef(element);
                handleRef(element);
              }}
              type="button"
              data-task-control="move"
              aria-label={`Move ${task.name}`}
              className="-ml-1 mt-0.5 grid size-6 shrink-0 cursor-grab touch-none place-items-center rounded text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              {...attributes}
              {...listeners}
            >
              <GripVertical aria-hidden className="size-4" />
            </button>
            <TaskName task={task} className="flex-1 pt-0.5" />
            <RenameTaskButton task={task} className="size-7" onClick={() => setRenaming(true)} />
            <DeleteTaskButton task={task} className="size-7" />
          </div>
          <TaskDescription task={task} className="mt-1 pl-6" />
        </>
      )}
      <TaskDueDate key={task.due_date ?? ''} task={task} className="mt-2" />
      <div className="mt-2 flex items-center gap-2">
        <TaskStatusSelect task={task} className="min-w-0 flex-1" />
        <TaskCommentCount task={task} />
        <TaskAssignee task={task} />
      </div>
      {cardExtra?.(task)}
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
