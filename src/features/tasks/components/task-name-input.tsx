import type { KeyboardEvent, Ref } from 'react';
import { Input } from '@/components/ui/input';
import { TASK_NAME_MAX } from '../model';

interface TaskNameInputProps {
  id: string;
  /** Read by screen readers only ('New task in Not Started', 'New name for Site visit'). */
  label: string;
  value: string;
  onChange: (name: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Why the name is refused: it would hide the task as a duplicate. */
  duplicate: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/** A task's name typed in place (adding or renaming), with the duplicate-name refusal under it. */
export function TaskNameInput({
  id,
  label,
  value,
  onChange,
  onKeyDown,
  duplicate,
  inputRef,
}: TaskNameInputProps) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        ref={inputRef}
        id={id}
        value={value}
        maxLength={TASK_NAME_MAX}
        placeholder="Task name"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the box opens because the user asked to add or rename a task
        autoFocus
        aria-invalid={duplicate ? true : undefined}
        aria-describedby={duplicate ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className="h-9"
      />
      {duplicate ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {duplicate}
        </p>
      ) : null}
    </>
  );
}
