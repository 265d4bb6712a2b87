import { useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useTaskBoard } from '../hooks/task-board';
import { duplicateError, renamedTo, type Task } from '../model';
import { TaskNameInput } from './task-name-input';

// A click on Save or Cancel keeps the focus in the field, so it is not read as leaving the editor.
const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * Renames a task in place. Enter or Save saves a changed, valid name; Escape or Cancel
 * cancels; leaving the editor saves it when it changed and is valid, and cancels otherwise.
 * The focus goes back to the task's Rename button unless the user clicked or tabbed away.
 */
export function TaskNameEditor({ task, onClose }: { task: Task; onClose: () => void }) {
  const { allTasks, actions, focus } = useTaskBoard();
  const id = useId();
  const [name, setName] = useState(task.name);
  const done = useRef(false);
  const next = renamedTo(task.name, name);
  const duplicate = next
    ? duplicateError(allTasks, { name: next, description: task.description }, task.id)
    : null;
  const finish = (save: boolean, refocus: boolean) => {
    if (done.current) return;
    done.current = true;
    if (save && next && !duplicate) actions.rename(task, next);
    if (refocus) focus.focusTask(task.id, 'rename');
    onClose();
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
      <TaskNameInput
        id={id}
        label={`New name for ${task.name}`}
        value={name}
        onChange={setName}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          finish(false, true);
        }}
        duplicate={duplicate}
      />
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
