import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { supabase } from '@/lib/supabase';
import { taskMessages, type Task } from '../model';
import { taskChangeMeta, taskQueries } from './queries';

export const deleteTask = authed(async (task: Pick<Task, 'id' | 'tender_id'>): Promise<void> => {
  const { error } = await supabase.from('tasks').delete().eq('id', task.id).select('id').single();
  if (error) throw error;
});

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_data, task) =>
      queryClient.setQueryData(taskQueries.byTender(task.tender_id).queryKey, (tasks = []) =>
        tasks.filter((each) => each.id !== task.id),
      ),
    meta: { ...taskChangeMeta, errorMessage: taskMessages.deleteFailed },
  });
}
