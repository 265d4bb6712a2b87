import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireUserId } from '@/lib/current-user';
import type { TaskStatus } from '@/lib/statuses';
import { supabase } from '@/lib/supabase';
import type { Task } from '../model';
import { taskChangeMeta, taskQueries } from './queries';

export interface NewTask {
  tenderId: string;
  name: string;
  status: TaskStatus;
}

export async function createTask({ tenderId, name, status }: NewTask): Promise<Task> {
  await requireUserId();
  const { data, error } = await supabase
    .from('tasks')
    .insert({ tender_id: tenderId, name: name.trim(), description: '', status })
    .select()
    .single();
  if (error) throw error;
  return data;
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: (task) =>
      queryClient.setQueryData(taskQueries.byTender(task.tender_id).queryKey, (tasks = []) => [
        ...tasks,
        task,
      ]),
    meta: taskChangeMeta,
  });
}
