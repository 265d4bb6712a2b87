import { toast } from 'sonner';
import { dataErrorMessage } from '@/lib/errors';
import { statusWords, type TaskStatus } from '@/lib/statuses';
import { useCreateTask } from '../api/create-task';
import { useDeleteTask } from '../api/delete-task';
import { useUpdateTask } from '../api/update-task';
import { taskMessages, type Task, type Tender } from '../model';

const failed = (fallback: string) => (error: unknown) => {
  console.error(error);
  toast.error(dataErrorMessage(error, fallback));
};

/** Add, move, rename and delete a task, each with the spec's success and failure messages. */
export function useTaskActions(tender: Tender) {
  const create = useCreateTask();
  const update = useUpdateTask();
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
          onError: failed(taskMessages.addFailed),
        },
      ),
    move: (task: Task, status: TaskStatus) => {
      if (task.status === status) return;
      update.mutate(
        { task, changes: { status } },
        {
          onSuccess: () => toast.success(`Task status updated to ${statusWords(status)}`),
          onError: failed(taskMessages.statusFailed),
        },
      );
    },
    rename: (task: Task, name: string, onRenamed?: () => void) =>
      update.mutate(
        { task, changes: { name } },
        {
          onSuccess: () => {
            toast.success(taskMessages.renamed);
            onRenamed?.();
          },
          onError: failed(taskMessages.renameFailed),
        },
      ),
    assign: (task: Task, assignee: { id: string; name: string } | null) =>
      update.mutate(
        { task, changes: { assignee_id: assignee?.id ?? null } },
        {
          onSuccess: () => toast.success(assignee ? `Task assigned to ${assignee.name}` : 'Task unassigned'),
          onError: failed(taskMessages.assignFailed),
        },
      ),
    remove: (task: Task, onDeleted?: () => void) =>
      remove.mutate(task, {
        onSuccess: () => {
          toast.success(taskMessages.deleted);
          onDeleted?.();
        },
        onError: failed(taskMessages.deleteFailed),
      }),
    adding: create.isPending,
    deleting: remove.isPending,
  };
}

export type TaskActions = ReturnType<typeof useTaskActions>;
