import { useId, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { DUE_DATE_MAX, DUE_DATE_MIN } from '../model';

interface NewTaskDueDateProps {
  value: string;
  /** Why the value cannot be saved (dueDateSchema), if it cannot. */
  error: string | undefined;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** The add-task box's labelled 'Due date' (optional), with its error under it. */
export function NewTaskDueDate({ value, error, onChange, onKeyDown }: NewTaskDueDateProps) {
  const id = useId();
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <label htmlFor={id} className="text-xs text-muted-foreground">
          Due date
        </label>
        <Input
          id={id}
          type="date"
          value={value}
          min={DUE_DATE_MIN}
          max={DUE_DATE_MAX}
          aria-label="Due date of the new task"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-8 w-auto px-1.5 text-xs dark:[color-scheme:dark] md:text-xs"
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}
