import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { bidBondMessages, type BidBond } from '../model';

/**
 * Deletes the bond (admins and managers: RLS); its seen alerts go with it (on delete
 * cascade). Reading the row back makes a delete that touched nothing (already gone, or not
 * allowed) a failure instead of a silent success.
 */
export const deleteBidBond = authed(async (bond: Pick<BidBond, 'id'>): Promise<void> => {
  const { error } = await supabase.from('bid_bonds').delete().eq('id', bond.id).select('id').single();
  if (error) throw error;
});

/** The card, the page, the alerts and the reports' totals follow a delete. */
export const useDeleteBidBond = () =>
  useMutation({
    mutationFn: deleteBidBond,
    meta: {
      invalidates: [queryRoots.bidBonds, queryRoots.notifications, queryRoots.reports],
      errorMessage: bidBondMessages.deleteFailed,
    },
  });
