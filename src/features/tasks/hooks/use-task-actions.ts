import { toast } from 'sonner';
import { statusChangedMessage, type TaskStatus } from '@/lib/statuses';
import { useCreateTask } from '../api/create-task';
import { useDeleteTask } from '../api/delete-task';
import { useUpdateTask } from '../api/update-task';
import { taskMessages, type Task, type Tender } from '../model';

/** Add, move, rename and delete a task, each with the spec's success and failure messages. */
export function useTaskActions(tender: Tender) {
  const create = useCreateTask();
  const move = useUpdateTask(taskMessages.statusFailed);
  const rename = useUpdateTask(taskMessages.renameFailed);
  const assign = useUpdateTask(taskMessages.assignFailed);
  const remove = useDeleteTask();
  return {
    add: (name: string, status: TaskStatus, onAdded?: () => void) =>
      create.mutate(
        { tender, name, status },
        {
          onSuccess: () => {
            toast.success(taskMessages.added);
            onAdded?.();
          },
        },
      ),
    move: (task: Task, status: TaskStatus) => {
      if (task.status === status) return;
      move.mutate(
        { task, changes: { status } },
        { onSuccess: () => toast.success(statusChangedMessage('Task', status)) },
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
    deleting: remove.isPending,
  };
}

export type TaskActions = ReturnType<typeof useTaskActions>;
