import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { holdTask, releaseTask } from '@/lib/live-hold';
import type { TaskStatus } from '@/lib/statuses';
import { useTaskBoard } from '../hooks/task-board';
import { tasksByStatus, type Task } from '../model';
import { KanbanColumn } from './kanban-column';
import { columnCoordinates, kanbanAnnouncements, kanbanInstructions } from './kanban-keyboard';
import { TaskCardPreview } from './task-card';

/** The five status columns; cards move by mouse, touch or keyboard, each move announced. */
/** `tasks`: the tasks shown (duplicates and, with 'My tasks', others' tasks left out). */
export function KanbanBoard({ tasks }: { tasks: Task[] }) {
  const { actions, focus } = useTaskBoard();
  const [dragged, setDragged] = useState<Task | null>(null);
  const announcements = useMemo(() => kanbanAnnouncements(), []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const startDrag = (task: Task | undefined) => {
    setDragged(task ?? null);
    if (task) holdTask(task.id);
  };
  // A teammate's change to the card waits for the drop (lib/live-hold.ts); then it applies, and the
  // drop's own move goes over it.
  const endDrag = (task: Task | undefined) => {
    setDragged(null);
    if (task) releaseTask(task.id);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const task = active.data.current?.task as Task | undefined;
    endDrag(task);
    if (!task || !over) return;
    // The card is drawn anew in its column: the focus goes to its handle there (and back if the save fails).
    focus.focusTask(task.id, 'move');
    actions.move(task, over.id as TaskStatus, () => focus.focusTask(task.id, 'move'));
  };
  return (
    <DndContext
      sensors={sensors}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: kanbanInstructions },
      }}
      onDragStart={({ active }) => startDrag(active.data.current?.task as Task | undefined)}
      onDragEnd={onDragEnd}
      onDragCancel={({ active }) => endDrag(active.data.current?.task as Task | undefined)}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
        {tasksByStatus(tasks).map((column) => (
          <KanbanColumn key={column.status} status={column.status} tasks={column.tasks} />
        ))}
      </div>
      <DragOverlay>{dragged ? <TaskCardPreview task={dragged} /> : null}</DragOverlay>
    </DndContext>
  );
}
