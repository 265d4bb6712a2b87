import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { DUE_DATE_MAX, DUE_DATE_MIN } from '../model';

type DateInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'min' | 'max' | 'className'
>;

interface DueDateFieldProps extends DateInputProps {
  /** The input's accessible name, which says whose due date it is. */
  'aria-label': string;
  /** Why the value cannot be saved, if it cannot. */
  error: string | null | undefined;
  /** Beside the input (a clear button). */
  action?: ReactNode;
  /** After it on the same line (the due cue). */
  cue?: ReactNode;
  className?: string;
}

/** A task's labelled 'Due date' input, within the allowed years, with its error under it. */
export function DueDateField({ error, action, cue, className, ...input }: DueDateFieldProps) {
  const id = useId();
  return (
    <div className={cn('grid gap-1', className)}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <label htmlFor={id} className="text-xs text-muted-foreground">
          Due date
        </label>
        <span className="inline-flex items-center">
          <Input
            {...input}
            id={id}
            type="date"
            min={DUE_DATE_MIN}
            max={DUE_DATE_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="h-7 w-auto px-1.5 text-xs aria-[invalid=true]:border-destructive dark:[color-scheme:dark] md:text-xs"
          />
          {action}
        </span>
        {cue}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
