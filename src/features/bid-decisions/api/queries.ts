import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import {
  bidMessages,
  type BidDecision,
  type BidScoreRow,
  type BidSetup,
  type ExpiringCertificate,
  type ReportPeriod,
} from '../model';

/** The workspace's criteria and kill questions, in their order. */
export const fetchBidSetup = authed(async (workspaceId: string): Promise<BidSetup> => {
  const [criteria, questions] = await Promise.all([
    supabase
      .from('bid_criteria')
      .select('id, name, weight, position, top_score_means')
      .eq('workspace_id', workspaceId)
      .order('position')
      .order('created_at'),
    supabase
      .from('bid_kill_questions')
      .select('id, question, position')
      .eq('workspace_id', workspaceId)
      .order('position')
      .order('created_at'),
  ]);
  if (criteria.error) throw criteria.error;
  if (questions.error) throw questions.error;
  return { criteria: criteria.data, killQuestions: questions.data };
});

/** The tender's recorded decision with the name of who decided, or null. */
export const fetchBidDecision = authed(async (tenderId: string): Promise<BidDecision | null> => {
  const { data, error } = await supabase
    .from('bid_decisions')
    .select('*, user_profiles(name, email)')
    .eq('tender_id', tenderId)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const { user_profiles: profile, ...decision } = data;
  return { ...decision, decided_by_name: profile ? profile.name || profile.email : null };
});

/** The tender's required company documents that expire before its submission deadline (decided in SQL). */
export const fetchExpiringCertificates = authed(
  async (workspaceId: string, tenderId: string): Promise<ExpiringCertificate[]> => {
    const { data, error } = await supabase.rpc('expiring_required_documents', {
      p_workspace_id: workspaceId,
      p_tender_ids: [tenderId],
    });
    if (error) throw error;
    return data.map(({ name, expires_on }) => ({ name, expires_on }));
  },
);

/** Won and lost tenders created in the period: how many were scored, and their average score. */
export const fetchBidScoreReport = authed(
  async (workspaceId: string, timeZone: string, period: ReportPeriod): Promise<BidScoreRow[]> => {
    const { data, error } = await supabase.rpc('bid_score_report', {
      p_workspace_id: workspaceId,
      p_tz: timeZone,
      p_period: period,
    });
    if (error) throw error;
    return data.map((row) => ({
      outcome: row.outcome === 'won' ? 'won' : 'lost',
      scored: row.scored,
      average_score: row.average_score === null ? null : Number(row.average_score),
    }));
  },
);

export const bidQueries = {
  all: () => ['bid-decisions'] as const,
  setup: (workspaceId: string) =>
    queryOptions({
      queryKey: [...bidQueries.all(), 'setup', workspaceId],
      queryFn: () => fetchBidSetup(workspaceId),
      meta: { errorMessage: bidMessages.loadFailed },
    }),
  decision: (tenderId: string) =>
    queryOptions({
      queryKey: [...bidQueries.all(), 'decision', tenderId],
      queryFn: () => fetchBidDecision(tenderId),
      meta: { errorMessage: bidMessages.loadFailed },
    }),
  // Under the company documents' root: a document's new expiry or a requirement refreshes it.
  expiringCertificates: (workspaceId: string, tenderId: string) =>
    queryOptions({
      queryKey: [...queryRoots.companyDocuments, 'expiring-for-decision', workspaceId, tenderId],
      queryFn: () => fetchExpiringCertificates(workspaceId, tenderId),
      meta: { errorMessage: bidMessages.loadFailed },
    }),
  // Under the reports' root: a tender's change refreshes it with the other reports.
  report: (workspaceId: string, timeZone: string, period: ReportPeriod) =>
    queryOptions({
      queryKey: [...queryRoots.reports, 'bid-scores', workspaceId, timeZone, period],
      queryFn: () => fetchBidScoreReport(workspaceId, timeZone, period),
    }),
};
