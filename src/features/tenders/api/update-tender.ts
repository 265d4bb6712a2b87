import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { dataErrorMessage } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { TenderFields } from '../form';
import { TENDER_CONFLICT, type Tender } from '../model';
import { tenderChangeMeta } from './meta';
import { tenderQueries } from './queries';
import { isDuplicateReference } from './same-reference';

export const UPDATE_SUCCESS = 'Tender updated successfully';
export const UPDATE_FAILED = 'Failed to update tender';

/** The tender changed after the form loaded it: nothing was saved. */
export class TenderConflictError extends Error {
  constructor() {
    super(TENDER_CONFLICT);
    this.name = 'TenderConflictError';
  }
}

export const isTenderConflict = (error: unknown): error is TenderConflictError =>
  error instanceof TenderConflictError;

export interface TenderUpdate {
  id: string;
  fields: TenderFields;
  /** The updated_at the form was loaded with; the save applies only if the row still has it. */
  loadedUpdatedAt: string;
}

/**
 * Saves the whole tender (the edit form) only if nobody changed it since it was loaded.
 * Throws TenderConflictError when it was changed, 'Tender not found' (PGRST116) when it is
 * gone or not the user's.
 */
export const updateTender = authed(async ({ id, fields, loadedUpdatedAt }: TenderUpdate): Promise<Tender> => {
  const { data, error } = await supabase
    .from('tenders')
    .update(fields)
    .eq('id', id)
    .eq('updated_at', loadedUpdatedAt)
    .select();
  if (error) throw error;
  const [saved] = data;
  if (saved) return saved;
  // No row matched: still there (someone saved in between) or gone.
  const { error: missing } = await supabase.from('tenders').select('id').eq('id', id).single();
  if (missing) throw missing;
  throw new TenderConflictError();
});

export function useUpdateTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTender,
    onSuccess: (tender) => queryClient.setQueryData(tenderQueries.detail(tender.id).queryKey, tender),
    // A conflict (with Reload) and a taken reference (a question) are the form's to show, not a toast.
    meta: {
      ...tenderChangeMeta,
      errorMessage: (error) =>
        isTenderConflict(error) || isDuplicateReference(error)
          ? null
          : dataErrorMessage(error, UPDATE_FAILED),
    },
  });
}
