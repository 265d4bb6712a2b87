import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';
import { requirementMessages, type PastedRequirement, type Requirement } from '../model';

type RequirementChange = Database['public']['Tables']['tender_requirements']['Update'];
const invalidates = [queryRoots.requirements];

/** Adds pasted requirements after the last one, in their order, in one insert. */
export const addRequirements = authed(
  async ({
    tender,
    rows,
    after,
  }: {
    tender: { id: string; workspace_id: string };
    rows: PastedRequirement[];
    after: number;
  }): Promise<void> => {
    const { error } = await supabase.from('tender_requirements').insert(
      rows.map((row, i) => ({
        ...row,
        tender_id: tender.id,
        workspace_id: tender.workspace_id,
        position: after + i + 1,
      })),
    );
    if (error) throw error;
  },
);

export const updateRequirement = authed(
  async ({ id, change }: { id: string; change: RequirementChange }): Promise<void> => {
    const { error } = await supabase
      .from('tender_requirements')
      .update(change)
      .eq('id', id)
      .select('id')
      .single();
    if (error) throw error;
  },
);

export const deleteRequirement = authed(async (requirement: Pick<Requirement, 'id'>): Promise<void> => {
  const { error } = await supabase
    .from('tender_requirements')
    .delete()
    .eq('id', requirement.id)
    .select('id')
    .single();
  if (error) throw error;
});

/** Records who confirmed a submission with these mandatory requirements incomplete. */
export const recordOverride = authed(
  async ({ tender, incomplete }: { tender: { id: string; workspace_id: string }; incomplete: string[] }) => {
    const { error } = await supabase
      .from('requirement_overrides')
      .insert({ tender_id: tender.id, workspace_id: tender.workspace_id, incomplete });
    if (error) throw error;
  },
);

export const useAddRequirements = () =>
  useMutation({
    mutationFn: addRequirements,
    meta: { invalidates, errorMessage: requirementMessages.addFailed },
  });
export const useUpdateRequirement = () =>
  useMutation({
    mutationFn: updateRequirement,
    meta: { invalidates, errorMessage: requirementMessages.saveFailed },
  });
export const useDeleteRequirement = () =>
  useMutation({
    mutationFn: deleteRequirement,
    meta: { invalidates, errorMessage: requirementMessages.deleteFailed },
  });
export const useRecordOverride = () =>
  useMutation({ mutationFn: recordOverride, meta: { errorMessage: requirementMessages.overrideFailed } });
