import type { Announcements, KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';
import { statusLabel, TASK_STATUSES, type TaskStatus } from '@/lib/statuses';
import type { Task } from '../model';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** Arrow keys move a picked-up card a whole column at a time, in status order. */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = STEP[event.code];
  if (!step) return undefined;
  event.preventDefault();
  const task = context.active?.data.current?.task as Task | undefined;
  const current = (context.over?.id ?? task?.status) as TaskStatus | undefined;
  const index = current ? TASK_STATUSES.indexOf(current) : 0;
  const target = TASK_STATUSES[Math.min(TASK_STATUSES.length - 1, Math.max(0, index + step))]!;
  const rect = context.droppableRects.get(target);
  return rect ? { x: rect.left + 8, y: rect.top + 8 } : currentCoordinates;
};

const taskName = (active: { data: { current?: Record<string, unknown> } }) =>
  (active.data.current?.task as Task | undefined)?.name ?? 'task';
const column = (id: UniqueIdentifier) => statusLabel(String(id));

/**
 * What a screen reader hears while a card moves. The first "over" (the card's own
 * column, right after pick-up) stays silent so the pick-up message is not cut off.
 */
export function kanbanAnnouncements(): Announcements {
  let moved = false;
  return {
    onDragStart: ({ active }) => {
      moved = false;
      const task = active.data.current?.task as Task | undefined;
      return `Picked up task ${taskName(active)}. It is in ${column(task?.status ?? '')}.`;
    },
    onDragOver: ({ active, over }) => {
      const task = active.data.current?.task as Task | undefined;
      if (!moved && over?.id === task?.status) return undefined;
      moved = true;
      return over
        ? `Task ${taskName(active)} is over ${column(over.id)}.`
        : `Task ${taskName(active)} is not over a column.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `Task ${taskName(active)} was dropped in ${column(over.id)}.`
        : `Task ${taskName(active)} was dropped outside the columns. Nothing changed.`,
    onDragCancel: ({ active }) => `Moving task ${taskName(active)} was cancelled. Nothing changed.`,
  };
}

export const kanbanInstructions =
  'To move a task, press Space or Enter on its move handle, use the arrow keys to choose a column, ' +
  'then press Space or Enter to drop it, or Escape to cancel. Each task also has a status menu.';
