import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';

// The Reports page's one piece of the library, on its own: the library's model and search stay
// out of the chunk three screens would share (and so out of the /app shell).

const LOAD_FAILED = 'Failed to load the win rate by answer. Please try again.';

export interface AnswerWinRate {
  answer_id: string;
  title: string;
  used: number;
  won: number;
  lost: number;
  /** Percent of the decided bids won; null while none is decided. */
  win_rate: number | null;
}

/** 'Win rate by answer': entries used in at least three bids (answer_win_rates decides). */
export const fetchWinRates = authed(async (workspaceId: string): Promise<AnswerWinRate[]> => {
  const { data, error } = await supabase.rpc('answer_win_rates', { p_workspace_id: workspaceId });
  if (error) throw error;
  return data as AnswerWinRate[];
});

export const winRateQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...queryRoots.library, 'win-rates', workspaceId],
    queryFn: () => fetchWinRates(workspaceId),
    meta: { errorMessage: LOAD_FAILED },
  });

export { LOAD_FAILED as winRatesLoadFailed };
