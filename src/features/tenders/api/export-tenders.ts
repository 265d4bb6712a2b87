// What 'Export CSV' writes: every tender of the search and filter (fetchAllTenders) with the
// outcome of each won or lost one, its loss reason by label, so the file imports back whole.
import { authed } from '@/lib/current-user';
import { supabase } from '@/lib/supabase';
import type { ExportedTender } from '../exports';
import type { TenderFilters } from '../list-filters';
import { fetchAllTenders, MAX_ROWS } from './queries';

type OutcomeRow = {
  tender_id: string;
  award_date: string | null;
  winner: string | null;
  winning_price: number | null;
  our_rank: number | null;
  loss_reason_id: string | null;
};

/** The workspace's outcomes, MAX_ROWS at a time. */
async function workspaceOutcomes(workspaceId: string): Promise<OutcomeRow[]> {
  const rows: OutcomeRow[] = [];
  for (;;) {
    const { data, error } = await supabase
      .from('tender_outcomes')
      .select('tender_id, award_date, winner, winning_price, our_rank, loss_reason_id')
      .eq('workspace_id', workspaceId)
      .order('tender_id')
      .range(rows.length, rows.length + MAX_ROWS - 1);
    if (error) throw error;
    rows.push(...data);
    if (data.length < MAX_ROWS) return rows;
  }
}

export const fetchTendersForExport = authed(
  async (workspaceId: string, filters: Omit<TenderFilters, 'page'>): Promise<ExportedTender[]> => {
    const [tenders, outcomes, reasons] = await Promise.all([
      fetchAllTenders(workspaceId, filters),
      workspaceOutcomes(workspaceId),
      supabase.from('loss_reasons').select('id, label').eq('workspace_id', workspaceId),
    ]);
    if (reasons.error) throw reasons.error;
    const labels = new Map(reasons.data.map((reason) => [reason.id, reason.label]));
    const byTender = new Map(outcomes.map((outcome) => [outcome.tender_id, outcome]));
    return tenders.map((tender) => {
      const outcome =
        tender.status === 'won' || tender.status === 'lost' ? byTender.get(tender.id) : undefined;
      if (!outcome) return tender;
      const { award_date, winner, winning_price, our_rank, loss_reason_id } = outcome;
      const loss_reason = loss_reason_id ? (labels.get(loss_reason_id) ?? null) : null;
      return { ...tender, award_date, winner, winning_price, our_rank, loss_reason };
    });
  },
);
