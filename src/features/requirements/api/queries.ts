import { queryOptions } from '@tanstack/react-query';
import { allPages } from '@/lib/all-pages';
import { authed } from '@/lib/current-user';
import { queryRoots, tenderRowsQuery } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { requirementMessages, type EvidenceAnswer, type Requirement } from '../model';

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

/**
 * The library answers each requirement of the tender can name as its evidence: those linked
 * to it, and the one it names (which may since have been unlinked), titles only.
 */
export const fetchEvidenceAnswers = authed(async (tenderId: string): Promise<EvidenceAnswer[]> => {
  const [linked, named] = await Promise.all([
    supabase
      .from('requirement_answers')
      .select('requirement_id, answer:answers(id, title)')
      .eq('tender_id', tenderId)
      .order('created_at')
      .order('id'),
    supabase
      .from('tender_requirements')
      .select('id, answer:answers!tender_requirements_evidence_answer_fkey(id, title)')
      .eq('tender_id', tenderId)
      .not('evidence_answer_id', 'is', null),
  ]);
  if (linked.error) throw linked.error;
  if (named.error) throw named.error;
  return [
    ...linked.data.map((row) => ({ requirementId: row.requirement_id, answer: row.answer })),
    ...named.data.map((row) => ({ requirementId: row.id, answer: row.answer })),
  ].flatMap(({ requirementId, answer }) =>
    answer ? [{ requirementId, id: answer.id, title: answer.title }] : [],
  );
});

export const requirementQueries = {
  all: () => queryRoots.requirements,
  byTender: tenderRowsQuery(queryRoots.requirements, fetchRequirements, requirementMessages.loadFailed),
  /** Under the requirements' root: choosing evidence refreshes it; linking an answer names the root. */
  evidenceAnswers: (tenderId: string) =>
    queryOptions({
      queryKey: [...queryRoots.requirements, 'evidence-answers', tenderId],
      queryFn: () => fetchEvidenceAnswers(tenderId),
      meta: { errorMessage: requirementMessages.loadFailed },
    }),
};
