import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { addendumArgs, type AddendumFields } from '../form';
import { addendaMessages } from '../model';

/** The tender has an addendum of this number already (tender_addenda_tender_number_key). */
export const isNumberTaken = (error: unknown): boolean =>
  (error as { code?: string } | null)?.code === '23505';

/** Records the addendum and moves the deadlines it changes, in one transaction (record_addendum). */
export const recordAddendum = authed(
  async ({ tenderId, fields }: { tenderId: string; fields: AddendumFields }): Promise<string> => {
    const { data, error } = await supabase.rpc('record_addendum', addendumArgs(tenderId, fields));
    if (error) throw error;
    return data;
  },
);

/** The cards, and everything a moved deadline shows in (the tender, lists, dashboard, bell, My work). */
export const useRecordAddendum = () =>
  useMutation({
    mutationFn: recordAddendum,
    meta: {
      invalidates: [
        queryRoots.addenda,
        queryRoots.tenders,
        queryRoots.dashboard,
        queryRoots.myWork,
        queryRoots.notifications,
      ],
      // A number taken already is shown under its field (the form), not toasted.
      errorMessage: (error) => (isNumberTaken(error) ? null : addendaMessages.saveFailed),
    },
  });
