import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { DueBadge } from '@/components/due-badge';
import { cn } from '@/lib/utils';
import { useTaskBoard } from '../hooks/task-board';
import { dueDateSchema, dueDateValue, DUE_DATE_MAX, DUE_DATE_MIN, taskDueCue, type Task } from '../model';

/**
 * A task's labelled 'Due date' control on its card or list row, with the cue of an open
 * task ('Overdue', 'Due today' …). A date is saved when the field is left (or on Enter), so
 * a year typed digit by digit is never saved half-way; the × clears it.
 */
export function TaskDueDate({ task, className }: { task: Task; className?: string }) {
  const { actions } = useTaskBoard();
  const id = useId();
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
  return (
    <div className={cn('grid gap-1', className)}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <label htmlFor={id} className="text-xs text-muted-foreground">
          Due date
        </label>
        <span className="inline-flex items-center">
          <input
            id={id}
            type="date"
            value={value}
            min={DUE_DATE_MIN}
            max={DUE_DATE_MAX}
            aria-label={`Due date of ${task.name}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setValue(event.target.value)}
            onBlur={(event) => save(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            className="h-7 rounded-md border border-input bg-background px-1.5 text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive dark:[color-scheme:dark]"
          />
          {task.due_date ? (
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
          ) : null}
        </span>
        {cue ? <DueBadge cue={cue} /> : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
