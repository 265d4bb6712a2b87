import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { statusLabel, type TaskStatus } from '@/lib/statuses';
import { useTaskBoard } from '../hooks/task-board';
import { TaskNameEditor } from './task-name-editor';

/** A column's add-task control: the new task takes the column's status. */
export function AddTaskForm({ status }: { status: TaskStatus }) {
  const { allTasks: tasks, actions } = useTaskBoard();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button
        variant="ghost"
        size="sm"
        className="w-full justify-start text-muted-foreground"
        aria-label={`Add task to ${statusLabel(status)}`}
        onClick={() => setOpen(true)}
      >
        <Plus aria-hidden /> Add task
      </Button>
    );
  }
  return (
    <TaskNameEditor
      label={`New task in ${statusLabel(status)}`}
      tasks={tasks}
      saveLabel={actions.adding ? 'Adding...' : 'Add'}
      pending={actions.adding}
      onCancel={() => setOpen(false)}
      onSave={(name) => actions.add(name, status, () => setOpen(false))}
    />
  );
}
