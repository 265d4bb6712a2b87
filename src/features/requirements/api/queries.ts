import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { requirementMessages, type Requirement } from '../model';

const PAGE = 1000;

/** A tender's requirements in checklist order, paged past the API's 1,000-row cap. */
export const fetchRequirements = authed(async (tenderId: string): Promise<Requirement[]> => {
  const rows: Requirement[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await supabase
      .from('tender_requirements')
      .select('*')
      .eq('tender_id', tenderId)
      .order('position')
      .order('created_at')
      .range(from, from + PAGE - 1);
    if (error) throw error;
    rows.push(...data);
    if (data.length < PAGE) return rows;
  }
});

export const requirementQueries = {
  all: () => queryRoots.requirements,
  byTender: (tenderId: string) =>
    queryOptions({
      queryKey: [...requirementQueries.all(), 'tender', tenderId],
      queryFn: () => fetchRequirements(tenderId),
      meta: { errorMessage: requirementMessages.loadFailed },
    }),
};
