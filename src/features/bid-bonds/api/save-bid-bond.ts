import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { bondValues, type BidBondFields } from '../form';
import { bidBondMessages, type BidBond, type BondTender } from '../model';

export interface BondSave {
  tender: BondTender;
  bond: BidBond | null;
  fields: BidBondFields;
}

/**
 * Stores the tender's bid validity end (when it changed), then the bond: a new one for the
 * tender, or the changes to the saved one. Both are idempotent, so a failed save is simply
 * saved again.
 */
export const saveBidBond = authed(async ({ tender, bond, fields }: BondSave): Promise<BidBond> => {
  const validityEnd = fields.bidValidityEnd || null;
  if (validityEnd !== tender.bid_validity_end) {
    const { error } = await supabase
      .from('tenders')
      .update({ bid_validity_end: validityEnd })
      .eq('id', tender.id)
      .select('id')
      .single();
    if (error) throw error;
  }
  const values = bondValues(fields);
  const { data, error } = bond
    ? await supabase.from('bid_bonds').update(values).eq('id', bond.id).select().single()
    : await supabase
        .from('bid_bonds')
        .insert({ ...values, tender_id: tender.id, workspace_id: tender.workspace_id })
        .select()
        .single();
  if (error) throw error;
  return data;
});

/**
 * The card, the page, the alerts, the reports and the tender (its validity end) follow a save;
 * so do the tasks: a bond issued completes the tender's 'Arrange bid bond' task (the database's).
 */
export const useSaveBidBond = () =>
  useMutation({
    mutationFn: saveBidBond,
    meta: {
      invalidates: [
        queryRoots.bidBonds,
        queryRoots.notifications,
        queryRoots.tenders,
        queryRoots.reports,
        queryRoots.tasks,
        queryRoots.myWork,
      ],
      errorMessage: bidBondMessages.saveFailed,
    },
  });
