import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import type { TaskStatus } from '@/lib/statuses';
import { supabase } from '@/lib/supabase';
import { taskMessages, type Task, type Tender } from '../model';
import { taskChangeMeta, taskQueries } from './queries';

export interface NewTask {
  tender: Pick<Tender, 'id' | 'workspace_id'>;
  name: string;
  /** Optional; stored trimmed ('' for none). */
  description?: string;
  status: TaskStatus;
  /** 'YYYY-MM-DD', or null/absent for none. */
  due_date?: string | null;
}

export const createTask = authed(
  async ({ tender, name, description = '', status, due_date = null }: NewTask): Promise<Task> => {
    const { data, error } = await supabase
      .from('tasks')
      .insert({
        tender_id: tender.id,
        workspace_id: tender.workspace_id,
        name: name.trim(),
        description: description.trim(),
        status,
        due_date,
      })
      .select()
      .single();
    if (error) throw error;
    return data;
  },
);

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: (task) =>
      queryClient.setQueryData(taskQueries.byTender(task.tender_id).queryKey, (tasks = []) => [
        ...tasks,
        task,
      ]),
    meta: { ...taskChangeMeta, errorMessage: taskMessages.addFailed },
  });
}
