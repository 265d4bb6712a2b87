import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { CueBadge } from '@/components/cue-badge';
import { useTaskBoard } from '../hooks/task-board';
import { dueDateSchema, dueDateValue, taskDueCue, type Task } from '../model';
import { DueDateField } from './due-date-field';

/**
 * A task's labelled 'Due date' control on its card or list row, with the cue of an open
 * task ('Overdue', 'Due today' …). A date is saved when the field is left (or on Enter), so
 * a year typed digit by digit is never saved half-way; the × clears it.
 */
export function TaskDueDate({ task, className }: { task: Task; className?: string }) {
  const { actions } = useTaskBoard();
  // Keyed by the saved date below, so a save, a failed save or a colleague's change resets it.
  const [value, setValue] = useState(task.due_date ?? '');
  const [error, setError] = useState<string | null>(null);
  const cue = taskDueCue(task);
  const save = (input: string) => {
    const parsed = dueDateSchema.safeParse(input);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter a valid date');
    setError(null);
    const next = dueDateValue(input);
    if (next !== task.due_date) actions.setDueDate(task, next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save(event.currentTarget.value);
    }
  };
  const clear = task.due_date ? (
    <button
      type="button"
      aria-label={`Clear due date of ${task.name}`}
      className="ml-0.5 grid size-6 place-items-center rounded text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      onClick={() => {
        setError(null);
        actions.setDueDate(task, null);
      }}
    >
      <X aria-hidden className="size-3.5" />
    </button>
  ) : null;
  return (
    <DueDateField
      aria-label={`Due date of ${task.name}`}
      value={value}
      error={error}
      onChange={(event) => setValue(event.target.value)}
      onBlur={(event) => save(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      action={clear}
      cue={cue ? <CueBadge label={cue.label} past={cue.kind === 'overdue'} /> : null}
      className={className}
    />
  );
}
