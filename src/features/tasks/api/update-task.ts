import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import type { MutationErrorMessage } from '@/lib/query-client';
import type { TaskStatus } from '@/lib/statuses';
import { supabase } from '@/lib/supabase';
import type { Task } from '../model';
import { taskChangeMeta, taskQueries } from './queries';

export interface TaskChange {
  task: Pick<Task, 'id' | 'tender_id'>;
  changes: {
    name?: string;
    description?: string;
    status?: TaskStatus;
    assignee_id?: string | null;
    due_date?: string | null;
  };
}

export const updateTask = authed(async ({ task, changes }: TaskChange): Promise<Task> => {
  const { data, error } = await supabase.from('tasks').update(changes).eq('id', task.id).select().single();
  if (error) throw error;
  return data;
});

/** A move, a rename or an edit shows at once; the board goes back if the save fails (and toasts `errorMessage`). */
export function useUpdateTask(errorMessage: MutationErrorMessage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onMutate: async ({ task, changes }) => {
      const { queryKey } = taskQueries.byTender(task.tender_id);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      // A tender whose tasks were never loaded (a change from My work) gets no list here.
      queryClient.setQueryData(queryKey, (tasks) =>
        tasks?.map((each) => (each.id === task.id ? { ...each, ...changes } : each)),
      );
      return { previous };
    },
    onError: (_error, { task }, context) => {
      queryClient.setQueryData(taskQueries.byTender(task.tender_id).queryKey, context?.previous);
    },
    onSuccess: (saved) =>
      queryClient.setQueryData(taskQueries.byTender(saved.tender_id).queryKey, (tasks) =>
        tasks?.map((each) => (each.id === saved.id ? saved : each)),
      ),
    meta: { ...taskChangeMeta, errorMessage },
  });
}
