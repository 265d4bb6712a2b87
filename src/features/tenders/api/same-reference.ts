import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { referenceKey } from '../model';

/** Another tender of the workspace with the reference being typed. */
export interface SameReferenceTender {
  id: string;
  reference_number: string;
  title: string;
}

/** The other tenders of the workspace with this reference (trimmed, any case), oldest first; RLS applies. */
export const fetchSameReference = authed(
  async (workspaceId: string, reference: string, exceptId?: string): Promise<SameReferenceTender[]> => {
    const { data, error } = await supabase.rpc('tenders_with_reference', {
      p_workspace_id: workspaceId,
      p_reference: reference,
      ...(exceptId ? { p_except_id: exceptId } : {}),
    });
    if (error) throw error;
    return data;
  },
);

/** The form's duplicate check; not cached for long, since anyone may take a reference meanwhile. */
export const sameReferenceQuery = (workspaceId: string, reference: string, exceptId?: string) =>
  queryOptions({
    queryKey: [
      ...queryRoots.tenders,
      'same-reference',
      workspaceId,
      referenceKey(reference),
      exceptId ?? null,
    ],
    queryFn: () => fetchSameReference(workspaceId, reference, exceptId),
    enabled: referenceKey(reference) !== '',
    staleTime: 0,
    // A warning, not data to wait for: a failed check says nothing and never holds up a save.
    retry: false,
  });

/** The database refused a reference another tender has, because the save did not confirm sharing it. */
export const isDuplicateReference = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'TFT01';

/** For `mutateAsync(…).catch(…)`: a refused duplicate goes back to the form to ask; the cache reported the rest. */
export const reportedUnlessDuplicateReference = (error: unknown) => {
  if (isDuplicateReference(error)) throw error;
};
