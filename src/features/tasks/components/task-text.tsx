import { MessageSquare } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { useTaskBoard } from '../hooks/task-board';
import type { Task } from '../model';

/** The task's name; it opens the edit dialog (name and description, the whole text). */
export function TaskName({ task, className }: { task: Task; className?: string }) {
  const { requestEdit, focus } = useTaskBoard();
  return (
    <button
      ref={focus.focusRef(task.id, 'edit')}
      type="button"
      data-task-control="edit"
      aria-haspopup="dialog"
      title="Edit task"
      className={cn(
        'min-w-0 rounded-sm text-left text-sm font-medium underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      onClick={() => requestEdit(task)}
    >
      {task.name}
    </button>
  );
}

/** How many comments the task has, opening its dialog (where the thread is); nothing at 0. */
export function TaskCommentCount({ task, className }: { task: Task; className?: string }) {
  const { requestEdit, commentCounts } = useTaskBoard();
  const count = commentCounts[task.id] ?? 0;
  if (count === 0) return null;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={`${count} ${count === 1 ? 'comment' : 'comments'} on ${task.name}`}
      className={cn(
        'inline-flex items-center gap-1 rounded-sm text-xs text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      onClick={() => requestEdit(task)}
    >
      <MessageSquare aria-hidden className="size-3.5" />
      {count}
    </button>
  );
}

/** The description, cut to three lines with 'Show more' when it is longer (nothing when there is none). */
export function TaskDescription({ task, className }: { task: Task; className?: string }) {
  const id = useId();
  const text = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clipped, setClipped] = useState(false);

  // Measured when the observer reports, after layout and before paint: reading the sizes
  // in the commit instead forced a layout per card (165 ms of a tender page at 4× CPU).
  useEffect(() => {
    const element = text.current;
    if (!element || expanded) return;
    const measure = () => setClipped(element.scrollHeight > element.clientHeight + 1);
    if (typeof ResizeObserver === 'undefined') return measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, task.description]);

  if (!task.description) return null;
  return (
    <div className={cn('grid justify-items-start gap-0.5', className)}>
      <p
        ref={text}
        id={id}
        className={cn(
          'whitespace-pre-line break-words text-xs text-muted-foreground',
          !expanded && 'line-clamp-3',
        )}
      >
        {task.description}
      </p>
      {expanded || clipped ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          className="rounded-sm text-xs font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show more'}{' '}
          <span className="sr-only">of the description of {task.name}</span>
        </button>
      ) : null}
    </div>
  );
}
