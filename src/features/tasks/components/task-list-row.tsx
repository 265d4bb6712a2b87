import { useState } from 'react';
import type { Task } from '../model';
import { TaskAssignee } from './task-assignee';
import { DeleteTaskButton, RenameTaskButton } from './task-buttons';
import { TaskDueDate } from './task-due-date';
import { TaskNameEditor } from './task-name-editor';
import { TaskStatusSelect } from './task-status-select';
import { TaskDescription, TaskName } from './task-text';

/** A task in the List View: its name (opens the edit dialog) and description, due date, status, assignee, rename and delete. */
export function TaskListRow({ task }: { task: Task }) {
  const [renaming, setRenaming] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-2 p-3" data-task-id={task.id}>
      <div className="grid min-w-0 basis-full justify-items-start gap-0.5 sm:flex-1 sm:basis-0">
        {renaming ? (
          <TaskNameEditor task={task} onClose={() => setRenaming(false)} />
        ) : (
          <>
            <TaskName task={task} />
            <TaskDescription task={task} />
          </>
        )}
      </div>
      <TaskDueDate key={task.due_date ?? ''} task={task} className="basis-full sm:w-[22rem] sm:basis-auto" />
      <TaskStatusSelect task={task} className="min-w-0 flex-1 sm:w-40 sm:flex-none" />
      <TaskAssignee task={task} />
      {renaming ? null : (
        <RenameTaskButton task={task} className="size-8" onClick={() => setRenaming(true)} />
      )}
      <DeleteTaskButton task={task} className="size-8" />
    </li>
  );
}
