import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import {
  reminderChanges,
  reminderSaveFailure,
  type ReminderFormValues,
  type ReminderOffsets,
} from '../reminders';
import { REMINDER_COLUMNS, settingsQueries } from './queries';

/** Saves the workspace's reminder offsets (its admins only: RLS leaves anyone else no row). */
export async function saveReminders({
  workspaceId,
  values,
}: {
  workspaceId: string;
  values: ReminderFormValues;
}): Promise<ReminderOffsets> {
  const { data, error } = await supabase
    .from('reminder_settings')
    .update(reminderChanges(values))
    .eq('workspace_id', workspaceId)
    .select(REMINDER_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

export function useSaveReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminders,
    onSuccess: (offsets, { workspaceId }) =>
      queryClient.setQueryData(settingsQueries.reminders(workspaceId).queryKey, offsets),
    meta: { errorMessage: reminderSaveFailure },
  });
}
