import { allPages } from '@/lib/all-pages';
import { authed } from '@/lib/current-user';
import { queryRoots, tenderRowsQuery } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { requirementMessages, type Requirement } from '../model';

/** A tender's requirements in checklist order, paged past the API's 1,000-row cap. */
export const fetchRequirements = authed((tenderId: string): Promise<Requirement[]> =>
  allPages((from, to) =>
    supabase
      .from('tender_requirements')
      .select('*')
      .eq('tender_id', tenderId)
      .order('position')
      .order('created_at')
      .range(from, to),
  ),
);

export const requirementQueries = {
  all: () => queryRoots.requirements,
  byTender: tenderRowsQuery(queryRoots.requirements, fetchRequirements, requirementMessages.loadFailed),
};
