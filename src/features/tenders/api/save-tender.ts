// Creating and editing a tender are one database call, public.save_tender: the tender's
// fields as they are stored (form.ts' TenderFields), the tender's id to edit one, and the
// updated_at the edit form loaded (nothing is saved over someone else's newer change).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { dataErrorMessage } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database';
import type { TenderFields } from '../form';
import { TENDER_CONFLICT, type Tender } from '../model';
import { tenderChangeMeta } from './meta';
import { tenderQueries } from './queries';
import { isDuplicateReference } from './same-reference';

export const CREATE_SUCCESS = 'Tender created successfully!';
export const CREATE_FAILED = 'Failed to create tender. Please try again.';
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

async function saveTender(fields: Partial<TenderFields> & { workspace_id?: string }, edit?: TenderUpdate) {
  const { data, error } = await supabase
    .rpc('save_tender', {
      p_tender: fields as Json,
      ...(edit ? { p_id: edit.id, p_loaded_updated_at: edit.loadedUpdatedAt } : {}),
    })
    .single();
  if (error?.code === 'TFT02') throw new TenderConflictError();
  if (error) throw error;
  return data;
}

/** Inserts the tender (under review) and its default tasks in one database call, in the workspace. */
export const createTender = authed(
  ({ workspaceId, fields }: { workspaceId: string; fields: TenderFields }): Promise<Tender> =>
    saveTender({ ...fields, workspace_id: workspaceId }),
);

export interface TenderUpdate {
  id: string;
  fields: Partial<TenderFields>;
  /** The updated_at the form was loaded with; the save applies only if the row still has it. */
  loadedUpdatedAt: string;
}

/**
 * Saves the given fields only if nobody changed the tender since it was loaded. Throws
 * TenderConflictError when it was changed, 'Tender not found' (P0002) when it is gone or not the user's.
 */
export const updateTender = authed((update: TenderUpdate): Promise<Tender> =>
  saveTender(update.fields, update),
);

export const useCreateTender = () =>
  useMutation({
    mutationFn: createTender,
    meta: {
      ...tenderChangeMeta,
      // A taken reference is the form's to ask about, not a failure to toast.
      errorMessage: (error) => (isDuplicateReference(error) ? null : dataErrorMessage(error, CREATE_FAILED)),
    },
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
