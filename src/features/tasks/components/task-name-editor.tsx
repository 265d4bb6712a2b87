import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { DUPLICATE_NAME, isDuplicateName, TASK_NAME_MAX, type Task } from '../model';

interface TaskNameEditorProps {
  /** The visually hidden label of the input ('New task in In Progress', 'New name for Pricing'). */
  label: string;
  initial?: string;
  /** The tender's tasks, so a name that would hide as a duplicate is refused. */
  tasks: readonly Task[];
  /** The task being renamed (it may keep its own name). */
  exceptId?: string;
  saveLabel: string;
  pending?: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** A task name being typed: saving needs a non-blank name; Escape cancels. */
export function TaskNameEditor(props: TaskNameEditorProps) {
  const { label, initial = '', tasks, exceptId, saveLabel, pending = false, onSave, onCancel } = props;
  const id = useId();
  const [name, setName] = useState(initial);
  const trimmed = name.trim();
  const duplicate = trimmed !== '' && trimmed !== initial.trim() && isDuplicateName(tasks, trimmed, exceptId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && !duplicate) onSave(trimmed);
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        value={name}
        maxLength={TASK_NAME_MAX}
        placeholder="Task name"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the editor opens because the user asked to type a name
        autoFocus
        aria-invalid={duplicate || undefined}
        aria-describedby={duplicate ? `${id}-error` : undefined}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          onCancel();
        }}
        className="h-9"
      />
      {duplicate ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {DUPLICATE_NAME}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!trimmed || duplicate || pending}>
          {saveLabel}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
