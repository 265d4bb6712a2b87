import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { dataErrorMessage } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { TenderFields } from '../form';
import type { Tender } from '../model';
import { tenderChangeMeta } from './meta';
import { isDuplicateReference } from './same-reference';

export const CREATE_SUCCESS = 'Tender created successfully!';
export const CREATE_FAILED = 'Failed to create tender. Please try again.';

/** Inserts the tender (status under-review) and its default tasks in one database call, in the workspace. */
export const createTender = authed(
  async ({ workspaceId, fields }: { workspaceId: string; fields: TenderFields }): Promise<Tender> => {
    const { data, error } = await supabase
      .rpc('create_tender', {
        p_reference_number: fields.reference_number,
        p_client: fields.client,
        p_title: fields.title,
        p_description: fields.description,
        p_channel: fields.channel,
        p_type: fields.type,
        p_bid_bond: fields.bid_bond,
        p_inquiry_submission_date: fields.inquiry_submission_date ?? undefined,
        p_tender_submission_date: fields.tender_submission_date ?? undefined,
        p_workspace_id: workspaceId,
        p_shared_reference: fields.shared_reference ?? undefined,
      })
      .single();
    if (error) throw error;
    return data;
  },
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
