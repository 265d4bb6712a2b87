import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots, tenderRowsQuery } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { addendaMessages, type Addendum, type DeadlineChange } from '../model';

/** A tender's addenda, latest first (a tender has a handful). */
export const fetchAddenda = authed(async (tenderId: string): Promise<Addendum[]> => {
  const { data, error } = await supabase
    .from('tender_addenda')
    .select('*')
    .eq('tender_id', tenderId)
    .order('issued_on', { ascending: false })
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
});

/** A tender's deadline changes, latest first, with the addendum each came through. */
export const fetchDeadlineHistory = authed(async (tenderId: string): Promise<DeadlineChange[]> => {
  const { data, error } = await supabase
    .from('deadline_changes')
    .select('*, addendum:tender_addenda(number)')
    .eq('tender_id', tenderId)
    .order('changed_at', { ascending: false });
  if (error) throw error;
  return data;
});

export const addendaQueries = {
  all: () => queryRoots.addenda,
  byTender: tenderRowsQuery(queryRoots.addenda, fetchAddenda, addendaMessages.loadFailed),
  history: (tenderId: string) =>
    queryOptions({
      queryKey: [...addendaQueries.all(), 'history', tenderId],
      queryFn: () => fetchDeadlineHistory(tenderId),
      meta: { errorMessage: addendaMessages.historyFailed },
    }),
};
