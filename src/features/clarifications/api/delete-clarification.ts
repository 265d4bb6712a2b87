import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { clarificationMessages, type Clarification } from '../model';

/** Deletes a question (admins and managers: RLS); one that was not deleted is a failure, not a silent success. */
export const deleteClarification = authed(async (question: Pick<Clarification, 'id'>): Promise<void> => {
  const { error } = await supabase
    .from('clarifications')
    .delete()
    .eq('id', question.id)
    .select('id')
    .single();
  if (error) throw error;
});

export const useDeleteClarification = () =>
  useMutation({
    mutationFn: deleteClarification,
    meta: { invalidates: [queryRoots.clarifications], errorMessage: clarificationMessages.deleteFailed },
  });
