import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { timeEntryValues, type TimeEntryFields } from '../form';
import { bidCostMessages } from '../model';

export interface TimeLog {
  tender: { id: string; workspace_id: string };
  fields: TimeEntryFields;
}

/** Logs the caller's time on the tender (the database fills who and checks the task). */
export const logTime = authed(async ({ tender, fields }: TimeLog): Promise<void> => {
  const { error } = await supabase
    .from('time_entries')
    .insert({ ...timeEntryValues(fields), tender_id: tender.id, workspace_id: tender.workspace_id });
  if (error) throw error;
});

export const useLogTime = () =>
  useMutation({
    mutationFn: logTime,
    meta: {
      invalidates: [queryRoots.bidCosts, queryRoots.reports, queryRoots.myWork],
      errorMessage: bidCostMessages.logTimeFailed,
    },
  });
