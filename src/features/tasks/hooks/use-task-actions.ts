import { toast } from 'sonner';
import { statusChangedMessage, type TaskStatus } from '@/lib/statuses';
import { useCreateTask, type NewTask } from '../api/create-task';
import { useDeleteTask } from '../api/delete-task';
import { useUpdateTask } from '../api/update-task';
import { dueDateValue, taskMessages, type Task, type TaskFields, type Tender } from '../model';

/** Add, move, rename, edit, date and delete a task, each with the spec's success and failure messages. */
export function useTaskActions(tender: Tender) {
  const create = useCreateTask();
  const move = useUpdateTask(taskMessages.statusFailed);
  const rename = useUpdateTask(taskMessages.renameFailed);
  const assign = useUpdateTask(taskMessages.assignFailed);
  const edit = useUpdateTask(taskMessages.updateFailed);
  const due = useUpdateTask(taskMessages.dueDateFailed);
  const remove = useDeleteTask();
  return {
    add: (fields: Omit<NewTask, 'tender'>, onAdded?: (task: Task) => void) =>
      create.mutate(
        { tender, ...fields },
        {
          onSuccess: (task) => {
            toast.success(taskMessages.added);
            onAdded?.(task);
          },
        },
      ),
    /** `onFailed`: the save was refused and the card went back. */
    move: (task: Task, status: TaskStatus, onFailed?: () => void) => {
      if (task.status === status) return;
      move.mutate(
        { task, changes: { status } },
        {
          onError: () => onFailed?.(),
          onSuccess: () => toast.success(statusChangedMessage('Task', status)),
        },
      );
    },
    rename: (task: Task, name: string, onRenamed?: () => void) =>
      rename.mutate(
        { task, changes: { name } },
        {
          onSuccess: () => {
            toast.success(taskMessages.renamed);
            onRenamed?.();
          },
        },
      ),
    edit: (task: Task, { dueDate, ...fields }: TaskFields, onSaved?: () => void) =>
      edit.mutate(
        { task, changes: { ...fields, due_date: dueDateValue(dueDate) } },
        {
          onSuccess: () => {
            toast.success(taskMessages.updated);
            onSaved?.();
          },
        },
      ),
    /** Set (a 'YYYY-MM-DD' date) or clear (null) a task's due date. */
    setDueDate: (task: Task, dueDate: string | null) =>
      due.mutate(
        { task, changes: { due_date: dueDate } },
        { onSuccess: () => toast.success(dueDate ? taskMessages.dueDateSet : taskMessages.dueDateCleared) },
      ),
    assign: (task: Task, assignee: { id: string; name: string } | null) =>
      assign.mutate(
        { task, changes: { assignee_id: assignee?.id ?? null } },
        {
          onSuccess: () => toast.success(assignee ? `Task assigned to ${assignee.name}` : 'Task unassigned'),
        },
      ),
    remove: (task: Task, onDeleted?: () => void) =>
      remove.mutate(task, {
        onSuccess: () => {
          toast.success(taskMessages.deleted);
          onDeleted?.();
        },
      }),
    adding: create.isPending,
    saving: edit.isPending,
    deleting: remove.isPending,
  };
}

export type TaskActions = ReturnType<typeof useTaskActions>;
