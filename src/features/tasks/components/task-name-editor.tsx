import { useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { duplicateError, renamedTo, TASK_NAME_MAX, type Task } from '../model';

interface TaskNameEditorProps {
  task: Task;
  /** The tender's tasks, so a name that would hide the task as a duplicate is refused. */
  tasks: readonly Task[];
  /** Saves the new name, trimmed; called only when it changed. */
  onRename: (name: string) => void;
  /** The editor is done; `refocus` is false when the user clicked or tabbed away (the focus is theirs). */
  onClose: (refocus: boolean) => void;
}

// A click on Save or Cancel keeps the focus in the field, so it is not read as leaving the editor.
const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * Renames a task in place. Enter or Save saves a changed, valid name; Escape or Cancel
 * cancels; leaving the editor saves it when it changed and is valid, and cancels otherwise.
 */
export function TaskNameEditor({ task, tasks, onRename, onClose }: TaskNameEditorProps) {
  const id = useId();
  const [name, setName] = useState(task.name);
  const done = useRef(false);
  const next = renamedTo(task.name, name);
  const duplicate = next
    ? duplicateError(tasks, { name: next, description: task.description }, task.id)
    : null;
  const finish = (save: boolean, refocus: boolean) => {
    if (done.current) return;
    done.current = true;
    if (save && next && !duplicate) onRename(next);
    onClose(refocus);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && !duplicate) finish(true, true);
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) finish(true, false);
  };
  return (
    <form onSubmit={onSubmit} onBlur={onBlur} className="grid gap-2">
      <label htmlFor={id} className="sr-only">
        New name for {task.name}
      </label>
      <Input
        id={id}
        value={name}
        maxLength={TASK_NAME_MAX}
        placeholder="Task name"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the editor opens because the user asked to rename
        autoFocus
        aria-invalid={duplicate ? true : undefined}
        aria-describedby={duplicate ? `${id}-error` : undefined}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          finish(false, true);
        }}
        className="h-9"
      />
      {duplicate ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {duplicate}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!name.trim() || Boolean(duplicate)} onMouseDown={keepFocus}>
          Save
        </Button>
        <Button size="sm" variant="ghost" onMouseDown={keepFocus} onClick={() => finish(false, true)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
