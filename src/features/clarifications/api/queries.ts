import { authed } from '@/lib/current-user';
import { queryRoots, tenderRowsQuery } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { clarificationMessages, type Clarification } from '../model';

/** A tender's questions, by number (a tender has tens, never near the 1,000-row cap). */
export const fetchClarifications = authed(async (tenderId: string): Promise<Clarification[]> => {
  const { data, error } = await supabase
    .from('clarifications')
    .select('*')
    .eq('tender_id', tenderId)
    .order('number');
  if (error) throw error;
  return data;
});

export const clarificationQueries = {
  all: () => queryRoots.clarifications,
  byTender: tenderRowsQuery(queryRoots.clarifications, fetchClarifications, clarificationMessages.loadFailed),
};
