import { Plus } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { statusLabel, type TaskStatus } from '@/lib/statuses';
import { useTaskBoard } from '../hooks/task-board';
import { dueDateSchema, dueDateValue, duplicateError, TASK_DESCRIPTION_MAX } from '../model';
import { DueDateField } from './due-date-field';
import { TaskNameInput } from './task-name-input';

/**
 * A column's add-task box: the new task takes the column's status. It stays open for the
 * next task (Escape or Cancel closes it, and so does leaving it empty).
 */
export function AddTaskForm({ status }: { status: TaskStatus }) {
  const { allTasks, actions } = useTaskBoard();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const refocusOpener = useRef(false);
  const column = statusLabel(status);
  const duplicate = name.trim() ? duplicateError(allTasks, { name, description }) : null;
  const dueDateError = dueDateSchema.safeParse(dueDate).error?.issues[0]?.message;

  useLayoutEffect(() => {
    if (open || !refocusOpener.current) return;
    refocusOpener.current = false;
    openerRef.current?.focus();
  }, [open]);

  const close = (refocus: boolean) => {
    refocusOpener.current = refocus;
    setName('');
    setDescription('');
    setDueDate('');
    setOpen(false);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || duplicate || dueDateError || actions.adding) return;
    const added = { name, description };
    actions.add({ name, description, status, due_date: dueDateValue(dueDate) }, () => {
      // Ready for the next one, unless the user has started typing it already.
      setName((current) => (current === added.name ? '' : current));
      setDescription((current) => (current === added.description ? '' : current));
      nameRef.current?.focus();
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close(true);
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget) && !name.trim() && !description.trim() && !dueDate)
      close(false);
  };

  if (!open) {
    return (
      <Button
        ref={openerRef}
        variant="ghost"
        size="sm"
        className="w-full justify-start text-muted-foreground"
        aria-label={`Add task to ${column}`}
        data-task-add
        onClick={() => setOpen(true)}
      >
        <Plus aria-hidden /> Add task
      </Button>
    );
  }
  return (
    <form onSubmit={onSubmit} onBlur={onBlur} className="grid gap-2">
      <TaskNameInput
        id={`${id}-name`}
        label={`New task in ${column}`}
        value={name}
        onChange={setName}
        onKeyDown={onKeyDown}
        duplicate={duplicate}
        inputRef={nameRef}
      />
      <label htmlFor={`${id}-description`} className="sr-only">
        Description of the new task (optional)
      </label>
      <Textarea
        id={`${id}-description`}
        value={description}
        maxLength={TASK_DESCRIPTION_MAX}
        placeholder="Description (optional)"
        rows={2}
        onChange={(event) => setDescription(event.target.value)}
        onKeyDown={onKeyDown}
        className="min-h-0 text-sm md:text-xs"
      />
      <DueDateField
        aria-label="Due date of the new task"
        value={dueDate}
        error={dueDateError}
        onChange={(event) => setDueDate(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          disabled={!name.trim() || Boolean(duplicate) || Boolean(dueDateError) || actions.adding}
        >
          {actions.adding ? 'Adding...' : 'Add'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => close(true)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
