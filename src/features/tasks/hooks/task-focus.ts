import { useRef } from 'react';

/** The controls of a card (or a list row) the focus can be sent to, marked `data-task-control`. */
export type TaskControl = 'move' | 'status' | 'rename' | 'edit';

/** How long a request waits for its control to be drawn (a save that never comes back lets it lapse). */
const REQUEST_MS = 5_000;

const controlIn = (root: ParentNode, taskId: string, control: TaskControl) =>
  root.querySelector<HTMLElement>(`[data-task-id="${taskId}"] [data-task-control="${control}"]`);

interface Request {
  taskId: string;
  control: TaskControl;
  /** The control as it was drawn when asked: the focus goes to the one drawn after it. */
  stale: HTMLElement | null;
  until: number;
}

/**
 * Keeps the focus on the task an action changed (WCAG 2.4.3). A card that changes column
 * (a move, a new status) is drawn anew, and a rename's editor gives way to the card's
 * buttons, so the element that had the focus is gone and the focus would fall to <body>.
 * `focusTask` asks for a task's control; `focusRef(taskId, control)` on that control
 * focuses it as soon as it is drawn again. It never takes the focus from somewhere the user
 * went meanwhile: only from <body> or from inside the board.
 */
export function useTaskFocus() {
  const rootRef = useRef<HTMLDivElement>(null);
  const request = useRef<Request | null>(null);

  const take = (element: HTMLElement) => {
    request.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && !rootRef.current?.contains(active)) return;
    element.focus();
  };

  return {
    rootRef,
    /** `now`: the control may already be drawn (a new task's): focus it at once if it is. */
    focusTask(taskId: string, control: TaskControl, { now = false } = {}) {
      const current = rootRef.current ? controlIn(rootRef.current, taskId, control) : null;
      request.current = { taskId, control, stale: now ? null : current, until: Date.now() + REQUEST_MS };
      if (now && current) take(current);
    },
    focusRef: (taskId: string, control: TaskControl) => (element: HTMLElement | null) => {
      const wanted = request.current;
      if (!element || !wanted || wanted.taskId !== taskId || wanted.control !== control) return;
      if (element === wanted.stale) return;
      if (Date.now() > wanted.until) request.current = null;
      else take(element);
    },
  };
}

export type TaskFocus = Omit<ReturnType<typeof useTaskFocus>, 'rootRef'>;

/**
 * Where the focus goes once a task is deleted: the next task's first control in its column
 * or group, else the one before, else the column's or the board's 'Add' control
 * (`data-task-add`). Worked out before the task goes, found again after.
 */
export function focusAfterRemoval(root: HTMLElement | null, taskId: string): () => void {
  const item = root?.querySelector(`[data-task-id="${taskId}"]`);
  const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.getAttribute('data-task-id');
  const column = item?.closest('[data-column]')?.getAttribute('data-column');
  return () => {
    if (!root) return;
    const target =
      (neighbour
        ? root.querySelector<HTMLElement>(`[data-task-id="${neighbour}"] [data-task-control]`)
        : null) ??
      (column ? root.querySelector<HTMLElement>(`[data-column="${column}"] [data-task-add]`) : null) ??
      root.querySelector<HTMLElement>('[data-task-add]');
    target?.focus();
  };
}
