import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { bidMessages } from '../model';

/** Sets the tender's status to Declined (offered after 'No bid'); the tender's screens refresh. */
export const declineTender = authed(async (tenderId: string) => {
  const { error } = await supabase.from('tenders').update({ status: 'declined' }).eq('id', tenderId);
  if (error) throw error;
});

export function useDeclineTender() {
  return useMutation({
    mutationFn: declineTender,
    meta: {
      invalidates: [
        queryRoots.tenders,
        queryRoots.dashboard,
        queryRoots.myWork,
        queryRoots.reports,
        queryRoots.notifications,
      ],
      errorMessage: bidMessages.declineFailed,
    },
  });
}
