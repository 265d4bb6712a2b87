import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { addendaMessages } from '../model';

export type TaskDateAction = 'undo' | 'move-hand-dated';

/** Undoes a deadline change's task moves, or moves its hand-dated tasks too (move_task_dates); returns how many moved. */
export const moveTaskDates = authed(
  async ({ changeId, action }: { changeId: string; action: TaskDateAction }): Promise<number> => {
    const { data, error } = await supabase.rpc('move_task_dates', {
      p_change_id: changeId,
      p_action: action,
    });
    if (error) throw error;
    return data;
  },
);

/** The history, and everything a task's due date shows in (the board, My work, the bell). */
export const useMoveTaskDates = () =>
  useMutation({
    mutationFn: moveTaskDates,
    meta: {
      invalidates: [queryRoots.addenda, queryRoots.tasks, queryRoots.myWork, queryRoots.notifications],
      errorMessage: addendaMessages.moveFailed,
    },
  });
